import { randomUUID } from 'node:crypto';
import { daysAgo } from '../../lib/dates.ts';
import { bestPosition, changeOver } from '../../lib/positions.ts';
import type { JobScheduler } from '../jobs/scheduler.ts';
import type { Metering } from '../metering/metering.ts';
import type { Store } from '../store/store.ts';
import { internalCaller, type Handler } from './internal-call.ts';
import { PositionsRepo, type PositionRow, type Run, type TrackedKeyword } from './repo.ts';
import { executeRun, type RunnerDeps } from './runner.ts';
import { nextSlot, Scheduler } from './scheduler.ts';
import { competitors, siteTrend } from './trends.ts';
import { seedDemoPositions, type OrganicByDay } from './demo-seed.ts';

/** Rank tracking's parts put together: the store, runs through the proxy, the schedule, the page's summary. */

const TREND_DAYS = 30;

export interface PositionsOptions {
  store: Store;
  /** the proxy's request handler (read lazily: it is built after this) */
  handle: () => Handler;
  metering: Metering;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  pollMs?: number;
  /** how long a run stays this process's without a renewal (another process takes it over after) */
  leaseMs?: number;
  /** this process's name on the runs it works (tests name two processes in one) */
  owner?: string;
  /** how often a run's lease is renewed while it waits on one step (tests stand for a dead process with never) */
  renewMs?: number;
  /** the server's one job scheduler: rank tracking becomes one of its sources (else `scheduler.start()` ticks it) */
  jobs?: JobScheduler;
}

export type Positions = ReturnType<typeof createPositions>;

/**
 * A run's lease: renewed every third of it while the run works, so a run whose process died is taken over on the
 * next tick after it lapses (the scheduler looks every 15 seconds): within a minute, on any replica.
 */
export const RUN_LEASE_MS = 30_000;

export function createPositions(o: PositionsOptions) {
  const now = o.now ?? (() => new Date());
  const repo = new PositionsRepo(o.store, now);
  const owner = o.owner ?? randomUUID();
  const leaseMs = o.leaseMs ?? RUN_LEASE_MS;
  let stopping = false;
  let stop = () => {};
  const stopped = new Promise<void>((r) => (stop = r));
  const { ledger } = o.metering;
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
    hold: {
      take: (cost, run) =>
        ledger.reserve(
          { op: 'positions.run', target: `site ${run.site_id}`, detail: { run_id: run.id } },
          cost,
        ),
      lower: (id, credits) => ledger.lower(id, credits),
      release: (id) => ledger.release(id, 200),
    },
    owner,
    leaseMs,
    renewMs: o.renewMs,
    stopping: () => stopping,
    stopped,
  };
  /** the runs this process works, so tests and shutdown can wait for them */
  const inflight = new Set<Promise<unknown>>();
  const track = (run: Run, takenOver: boolean): Promise<Run> => {
    const p = executeRun(deps, run, takenOver).finally(() => inflight.delete(p));
    inflight.add(p);
    return p;
  };
  /** Takes over the runs (of one site, or all) whose process stopped renewing them, and works them on. */
  async function adopt(siteId?: number): Promise<Run[]> {
    if (stopping) return [];
    const runs = await repo.adoptAbandoned(owner, leaseMs, siteId);
    for (const run of runs) void track(run, true).catch(() => undefined);
    return runs;
  }
  const lease = { owner, leaseMs };
  const scheduler = new Scheduler({
    repo,
    now,
    execute: (run) => track(run, false),
    lease,
    adopt: () => adopt(),
  });
  o.jobs?.add(scheduler);

  /**
   * Starts a run now (in the background); undefined while another run of the site is going. A run of the site
   * left by a process that died is taken over instead, and returned.
   */
  async function runNow(siteId: number, keywordIds?: number[]): Promise<Run | undefined> {
    if (stopping) return undefined;
    const [adopted] = await adopt(siteId);
    if (adopted) return adopted;
    const run = await repo.claimRun(siteId, `manual:${now().toISOString()}`, 'manual', 0, {
      ...lease,
      keywordIds,
    });
    if (!run) return undefined;
    void track(run, false).catch(() => undefined);
    return run;
  }

  function keywordRow(k: TrackedKeyword, days: PositionRow[], best: number | null) {
    const latest = days.at(-1);
    const from = daysAgo(TREND_DAYS - 1, now());
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
    const since = daysAgo(40, now());
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
    const since = daysAgo(days - 1, now());
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
    /** takes over runs left by a process that died (the scheduler's tick does too) */
    adopt,
    /** resolves when every run this process started or took over so far has finished or been handed back */
    settled: async () => {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
    /**
     * Before the store closes: no new run starts, runs send no new paid call, calls already sent are waited for,
     * and each unfinished run is handed back with its progress kept (its lease lapsed at once), for the next
     * process to take over without paying again for what was queued.
     */
    close: async (): Promise<void> => {
      stopping = true;
      stop();
      scheduler.stop();
      await scheduler.idle();
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
  };
}
