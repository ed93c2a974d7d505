import { priceOf } from '../../lib/operations.ts';
import { extractPosition } from './extract.ts';
import type { InternalAnswer } from './internal-call.ts';
import type { PositionsRepo, Run, TrackedKeyword } from './repo.ts';

/**
 * One run of a site's tracked keywords: queue them as SERP tasks through the proxy's metered path (so the budget
 * reservation, the ledger and the pace apply), follow them through the free task list until collected, read each
 * standard result through the proxy (which also archives it), and record one position per keyword for the day.
 */

const SERP = '/api/data/v1/serp/classic/tasks';
/** spec, Limits: "Keywords per SERP task: up to 10 by default" */
const PER_TASK = 10;

export interface RunnerDeps {
  repo: PositionsRepo;
  call: (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<InternalAnswer>;
  now: () => Date;
  /** waits between two reads of the task list (tests advance a manual clock instead) */
  sleep: (ms: number) => Promise<void>;
  /** how often the task list is read while tasks run */
  pollMs?: number;
  /** when unfinished tasks are given up (the service keeps results 24 hours) */
  giveUpMs?: number;
  /** credits the budget still allows (the smaller of today's and this month's), null without a budget */
  budgetLeft?: () => Promise<number | null> | number | null;
}

const message = (a: InternalAnswer, fallback: string) => {
  const m = (a.json() as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' ? m : fallback;
};

/** Keywords of one parameter set, by ten: one SERP task call each. */
function batches(keywords: TrackedKeyword[]): TrackedKeyword[][] {
  const groups = new Map<string, TrackedKeyword[]>();
  for (const k of keywords) {
    const key = [k.location_id, k.language_code, k.device, k.search_engine].join('|');
    const g = groups.get(key);
    if (g) g.push(k);
    else groups.set(key, [k]);
  }
  const out: TrackedKeyword[][] = [];
  for (const g of groups.values())
    for (let i = 0; i < g.length; i += PER_TASK) out.push(g.slice(i, i + PER_TASK));
  return out;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function executeRun(deps: RunnerDeps, run: Run, keywords: TrackedKeyword[]): Promise<Run> {
  const { repo } = deps;
  const settings = await repo.settings(run.site_id);
  const finish = async (outcome: 'done' | 'skipped-budget' | 'failed', text: string | null) => {
    await repo.finishRun(run.id, outcome, text);
    return (await repo.run(run.id)) as Run;
  };
  if (!settings) return finish('failed', 'The site has no domain to match.');
  const rule = { domain: settings.domain, subdomains: settings.subdomains };
  // a run the budget cannot cover whole is skipped before anything is spent, not cut off half-way
  const cost = keywords.length * priceOf('serp.tasks.create').credits;
  const left = (await deps.budgetLeft?.()) ?? null;
  if (left !== null && cost > left)
    return finish(
      'skipped-budget',
      `This run costs ${cost} credits and the credit budget has ${left} left: it was skipped.`,
    );
  // task id → keyword; a keyword whose task could not be queued stays unrecorded (a gap, not a zero)
  const pending = new Map<string, TrackedKeyword>();
  let refused: string | undefined;
  let failed: string | undefined;
  for (const batch of batches(keywords)) {
    if (refused) break;
    const first = batch[0] as TrackedKeyword;
    const body = {
      search_engine: first.search_engine,
      query: batch.map((k) => k.keyword),
      device: first.device,
      language_code: first.language_code,
      location_id: first.location_id,
      tag: `positions-${run.site_id}`,
    };
    let a = await deps.call('POST', SERP, body);
    // a 429 (the proxy's pace or the service's rate) did nothing: wait as told and try that batch again
    for (let tries = 0; a.status === 429 && tries < 5; tries++) {
      await deps.sleep(Math.max(1, Number(a.headers['retry-after'] ?? 1)) * 1000);
      a = await deps.call('POST', SERP, body);
    }
    if (a.status === 402) {
      refused = message(a, 'The credit budget refused the run.');
      break;
    }
    const tasks = a.json();
    if (a.status !== 200 || !Array.isArray(tasks)) {
      failed = message(a, `The service refused the SERP tasks (HTTP ${a.status}).`);
      continue;
    }
    // one task per keyword, in the order of query[] (spec: "array of SERP task, one per keyword")
    tasks.forEach((t: { id?: unknown; query?: unknown }, i) => {
      const k = batch.find((b) => b.keyword === t.query) ?? batch[i];
      if (k && (typeof t.id === 'number' || typeof t.id === 'string')) pending.set(String(t.id), k);
    });
  }
  if (refused && pending.size === 0) return finish('skipped-budget', refused);

  const started = deps.now().getTime();
  const giveUp = deps.giveUpMs ?? 60 * 60_000;
  let recorded = 0;
  while (pending.size > 0 && deps.now().getTime() - started < giveUp) {
    const list = await deps.call('GET', SERP);
    const done = new Set<string>();
    if (list.status === 200 && Array.isArray(list.json())) {
      for (const t of list.json() as { id?: unknown; is_completed?: unknown }[])
        if (t.is_completed === true && pending.has(String(t.id))) done.add(String(t.id));
    }
    for (const id of done) {
      const r = await deps.call('GET', `${SERP}?task_id=${encodeURIComponent(id)}`);
      const result = r.json() as { status?: unknown; items?: unknown } | undefined;
      if (r.status !== 200 || !result || result.status === 'processing' || !Array.isArray(result.items))
        continue;
      const k = pending.get(id) as TrackedKeyword;
      const got = extractPosition(result, rule);
      await repo.recordDay({ keyword_id: k.id, day: day(deps.now()), task_id: id, ...got });
      pending.delete(id);
      recorded++;
    }
    if (pending.size > 0) await deps.sleep(deps.pollMs ?? 5_000);
  }
  const notes = [
    refused ? `Some keywords were not queued: ${refused}` : undefined,
    failed,
    pending.size ? `${pending.size} task(s) were not collected in time.` : undefined,
  ].filter(Boolean);
  const text = `${recorded} of ${keywords.length} keywords recorded.${notes.length ? ` ${notes.join(' ')}` : ''}`;
  return finish(recorded > 0 ? 'done' : refused ? 'skipped-budget' : 'failed', text);
}
