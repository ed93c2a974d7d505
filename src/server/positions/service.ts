import { bestPosition, changeOver } from '../../lib/positions.ts';
import type { Metering } from '../metering.ts';
import type { Store } from '../store/store.ts';
import { internalCaller, type Handler } from './internal-call.ts';
import { PositionsRepo, type PositionRow, type Run, type TrackedKeyword } from './repo.ts';
import { executeRun, type RunnerDeps } from './runner.ts';
import { nextSlot, Scheduler } from './scheduler.ts';
import { competitors, siteTrend } from './trends.ts';
import { seedDemoPositions, type OrganicByDay } from './demo-seed.ts';

/** Rank tracking's parts put together: the store, runs through the proxy, the schedule, the page's summary. */

const DAY_MS = 86_400_000;
const TREND_DAYS = 30;

export interface PositionsOptions {
  store: Store;
  /** the proxy's request handler (read lazily: it is built after this) */
  handle: () => Handler;
  metering: Metering;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  pollMs?: number;
}

export type Positions = ReturnType<typeof createPositions>;

export function createPositions(o: PositionsOptions) {
  const now = o.now ?? (() => new Date());
  const repo = new PositionsRepo(o.store, now);
  const deps: RunnerDeps = {
    repo,
    call: internalCaller(o.handle),
    now,
    sleep: o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
    pollMs: o.pollMs,
    budgetLeft: async () => {
      const b = (await o.metering.summary()).budget;
      const left = [b.remainingToday, b.remainingMonth].filter((n): n is number => n !== null);
      return left.length ? Math.min(...left) : null;
    },
  };
  const execute = async (run: Run, only?: number[]) => {
    const all = await repo.keywords(run.site_id);
    const list = only ? all.filter((k) => only.includes(k.id)) : all;
    return executeRun(deps, run, list);
  };
  const scheduler = new Scheduler({ repo, now, execute: (run) => execute(run) });
  /** runs started by "Run now", so tests and shutdown can wait for them */
  const inflight = new Set<Promise<unknown>>();

  /** Starts a run now (in the background); undefined while another run of the site is going. */
  async function runNow(siteId: number, keywordIds?: number[]): Promise<Run | undefined> {
    const count = keywordIds?.length ?? (await repo.countKeywords(siteId));
    const run = await repo.claimRun(siteId, `manual:${now().toISOString()}`, 'manual', count);
    if (!run) return undefined;
    const p = execute(run, keywordIds)
      .catch((err: unknown) =>
        repo.finishRun(run.id, 'failed', err instanceof Error ? err.message : 'The run failed.'),
      )
      .finally(() => inflight.delete(p));
    inflight.add(p);
    return run;
  }

  function keywordRow(k: TrackedKeyword, days: PositionRow[], best: number | null) {
    const latest = days.at(-1);
    const from = new Date(now().getTime() - (TREND_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    return {
      ...k,
      day: latest?.day ?? null,
      position: latest ? latest.position : null,
      url: latest?.url ?? null,
      change1: changeOver(days, 1) ?? null,
      change7: changeOver(days, 7) ?? null,
      change30: changeOver(days, 30) ?? null,
      best: best ?? bestPosition(days),
      trend: days.filter((d) => d.day >= from).map((d) => ({ day: d.day, position: d.position })),
    };
  }

  /** What the page shows: settings, each keyword's latest position and changes, the schedule's state. */
  async function summary(siteId: number) {
    const settings = (await repo.settings(siteId)) ?? null;
    const since = new Date(now().getTime() - 40 * DAY_MS).toISOString().slice(0, 10);
    const days = await repo.siteDays(siteId, since);
    const best = await repo.bestEver(siteId);
    const runs = await repo.runs(siteId, 10);
    const keywords = (await repo.keywords(siteId)).map((k) =>
      keywordRow(k, days.get(k.id) ?? [], best.get(k.id) ?? null),
    );
    return {
      settings,
      keywords,
      schedule: settings
        ? {
            next_run: keywords.length ? nextSlot(settings, now()).toISOString() : null,
            last_run: runs.find((r) => r.status === 'finished') ?? null,
          }
        : null,
      running: (await repo.running(siteId)) ?? null,
      runs,
    };
  }

  /** The site's days over the last `days` days: its trend and its competitors in the top 10. */
  async function trends(siteId: number, days: number) {
    const since = new Date(now().getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    const [byKeyword, settings] = await Promise.all([repo.siteDays(siteId, since), repo.settings(siteId)]);
    const rows = [...byKeyword.values()].flat();
    const domain = settings?.domain ?? '';
    return { days, since, trend: siteTrend(rows), ...competitors(rows, domain) };
  }

  async function history(keywordId: number) {
    const keyword = await repo.keyword(keywordId);
    return keyword ? { keyword, days: await repo.history(keywordId) } : undefined;
  }

  return {
    repo,
    scheduler,
    runNow,
    summary,
    history,
    trends,
    /** the demo site's 60 keywords and 90 days, once per store (only in front of the embedded sandbox) */
    seedDemo: (items: OrganicByDay) => seedDemoPositions(repo, items, now()),
    /** resolves when every "Run now" started so far has finished */
    settled: () => Promise.all([...inflight]),
  };
}
