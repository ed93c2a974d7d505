import { isoDay } from '../../lib/dates.ts';
import { priceOf } from '../../lib/operations.ts';
import { extractPosition } from './extract.ts';
import type { InternalAnswer } from './internal-call.ts';
import type { PositionsRepo, Run, RunKeyword, TrackedKeyword } from './repo.ts';
import { findSentTasks, taskIdOf } from './sent-tasks.ts';

/**
 * One run of a site's tracked keywords: queue them as SERP tasks through the proxy's metered path (so the budget
 * reservation, the ledger and the pace apply), follow them through the free task list until collected, read each
 * standard result through the proxy (which also archives it), and record one position per keyword for the day.
 *
 * Each keyword's progress is in the store (`positions_run_keywords`) and the run is leased to this process, so a
 * process that dies mid-run leaves what it paid for to the one that takes the run over: tasks already queued are
 * collected from the free reads, not queued (and paid for) again.
 */

const SERP = '/api/data/v1/serp/classic/tasks';
/** spec, Limits: "Keywords per SERP task: up to 10 by default" */
const PER_TASK = 10;
/** A run taken over this long after it started queues nothing more: the day it was for has moved on. */
const QUEUE_LATE_MS = 6 * 3_600_000;
const BUDGET_NOTE = 'Some keywords were not queued: ';

/** The budget's hold on a run's whole cost, taken before anything is spent and handed over call by call. */
export interface Hold {
  take(cost: number, run: Run): Promise<{ id: number } | { refusal: string }>;
  /** lowers the hold to what the calls not yet sent may cost */
  lower(id: number, credits: number): Promise<void>;
  release(id: number): Promise<void>;
}

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
  hold?: Hold;
  /** this process's name on the runs it works, and how long its lease on one lasts unrenewed */
  owner: string;
  leaseMs: number;
  /** how often the lease is renewed while one step waits (default a third of it) */
  renewMs?: number;
  /** true once the process is stopping: no new paid call, the run is handed back */
  stopping?: () => boolean;
  /** resolves when the process starts stopping (cuts waits short) */
  stopped?: Promise<void>;
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

const ids = (list: { id: number }[]) => list.map((k) => k.id);

/** Thrown out of the run's work when it is handed back (stopping) or no longer this process's (taken over). */
class Leave extends Error {
  constructor(readonly why: 'stopping' | 'lost') {
    super(why);
  }
}

/**
 * Works a claimed run to its end, or (stopping) hands it back with its progress kept. `takenOver`: the run was
 * another process's, which stopped renewing its lease.
 */
export async function executeRun(deps: RunnerDeps, run: Run, takenOver = false): Promise<Run> {
  const { repo, owner } = deps;
  let lost = false;
  const renew = async () => {
    if (!lost && !(await repo.renewLease(run.id, owner, deps.leaseMs))) lost = true;
    if (lost) throw new Leave('lost');
  };
  // renewed between steps too; the timer keeps it through a long wait on one call
  const every = deps.renewMs ?? Math.max(1000, deps.leaseMs / 3);
  const timer = setInterval(() => void renew().catch(() => undefined), every);
  timer.unref();
  const state = { holdId: run.hold_id };
  const finish = async (outcome: 'done' | 'skipped-budget' | 'failed', text: string | null) => {
    if (await repo.finishRun(run.id, outcome, text, owner))
      if (state.holdId !== null) await deps.hold?.release(state.holdId);
    return (await repo.run(run.id)) as Run;
  };
  try {
    return await work(deps, run, takenOver, { renew, finish, state });
  } catch (err) {
    if (err instanceof Leave || deps.stopping?.()) {
      if (err instanceof Leave && err.why === 'lost') return (await repo.run(run.id)) as Run;
      await repo.releaseLease(run.id, owner);
      return (await repo.run(run.id)) as Run;
    }
    return finish('failed', err instanceof Error ? err.message : 'The run failed.');
  } finally {
    clearInterval(timer);
  }
}

interface Steps {
  renew: () => Promise<void>;
  finish: (outcome: 'done' | 'skipped-budget' | 'failed', text: string | null) => Promise<Run>;
  state: { holdId: number | null };
}

async function work(deps: RunnerDeps, run: Run, takenOver: boolean, s: Steps): Promise<Run> {
  const { repo } = deps;
  const check = async () => {
    if (deps.stopping?.()) throw new Leave('stopping');
    await s.renew();
  };
  const settings = await repo.settings(run.site_id);
  if (!settings) return s.finish('failed', 'The site has no domain to match.');
  const rule = { domain: settings.domain, subdomains: settings.subdomains };
  const price = priceOf('serp.tasks.create').credits;
  let rows = await repo.runKeywords(run.id);
  if (takenOver) {
    // a run from before progress was kept, or whose keywords are all gone, has nothing to continue
    if (rows.length === 0) return s.finish('failed', 'The server stopped during this run.');
    await collectSent(deps, run, rows, true);
    if (deps.now().getTime() - Date.parse(run.started_at) > QUEUE_LATE_MS)
      await repo.markKeywords(run.id, ids(keywordsIn(rows, 'todo')), {
        state: 'refused',
        note: 'The run was taken over too late to queue the rest.',
      });
    rows = await repo.runKeywords(run.id);
  } else {
    // a run the budget cannot cover whole is skipped before anything is spent, not cut off half-way: its whole
    // cost is checked and held in one step, so other spending cannot take what it needs while it queues
    const cost = rows.length * price;
    const left = (await deps.budgetLeft?.()) ?? null;
    if (left !== null && cost > left)
      return s.finish(
        'skipped-budget',
        `This run costs ${cost} credits and the credit budget has ${left} left: it was skipped.`,
      );
    if (left !== null && deps.hold && cost > 0) {
      const held = await deps.hold.take(cost, run);
      if ('refusal' in held)
        return s.finish(
          'skipped-budget',
          `This run costs ${cost} credits and the credit budget cannot cover it whole: it was skipped. ${held.refusal}`,
        );
      s.state.holdId = held.id;
      await repo.setHold(run.id, held.id);
    }
  }

  await queue(deps, run, keywordsIn(rows, 'todo'), check, s.state.holdId);
  rows = await repo.runKeywords(run.id);
  // calls whose answer never came may still have queued their tasks: the free task list says
  if (rows.some((r) => r.state === 'sending')) await collectSent(deps, run, rows, false);
  await collect(deps, run, rule, check);

  rows = await repo.runKeywords(run.id);
  const recorded = rows.filter((r) => r.state === 'recorded').length;
  const waiting = rows.filter((r) => r.state === 'queued' || r.state === 'sending').length;
  const notes = [...new Set(rows.filter((r) => r.state === 'refused').map((r) => r.note ?? ''))].filter(
    Boolean,
  );
  if (waiting) notes.push(`${waiting} task(s) were not collected in time.`);
  const text = `${recorded} of ${rows.length} keywords recorded.${notes.length ? ` ${notes.join(' ')}` : ''}`;
  const budget = notes.some((n) => n.startsWith(BUDGET_NOTE));
  return s.finish(recorded > 0 ? 'done' : budget ? 'skipped-budget' : 'failed', text);
}

const keywordsIn = (rows: RunKeyword[], state: RunKeyword['state']) =>
  rows.filter((r) => r.state === state).map((r) => r.keyword);

/** Queues the keywords still to do, ten per task call; each is marked as sent before its call leaves. */
async function queue(
  deps: RunnerDeps,
  run: Run,
  todo: TrackedKeyword[],
  check: () => Promise<void>,
  holdId: number | null,
): Promise<void> {
  const { repo } = deps;
  const price = priceOf('serp.tasks.create').credits;
  let left = todo.length;
  const all = batches(todo);
  for (const [i, batch] of all.entries()) {
    await check();
    const first = batch[0] as TrackedKeyword;
    const body = {
      search_engine: first.search_engine,
      query: batch.map((k) => k.keyword),
      device: first.device,
      language_code: first.language_code,
      location_id: first.location_id,
      tag: `positions-${run.site_id}`,
    };
    await repo.markKeywords(run.id, ids(batch), { state: 'sending', sent_at: deps.now().toISOString() });
    left -= batch.length;
    // the hold hands this call's credits over to the call's own reservation
    if (holdId !== null) await deps.hold?.lower(holdId, left * price);
    let a = await deps.call('POST', SERP, body);
    // a 429 (the proxy's pace or the service's rate) did nothing: wait as told and try that batch again
    for (let tries = 0; a.status === 429 && tries < 5 && !deps.stopping?.(); tries++) {
      await pause(deps, Math.max(1, Number(a.headers['retry-after'] ?? 1)) * 1000);
      if (deps.stopping?.()) break;
      a = await deps.call('POST', SERP, body);
    }
    const tasks = a.json();
    if (a.status === 200 && Array.isArray(tasks)) {
      // one task per keyword, in the order of query[] (spec: "array of SERP task, one per keyword")
      const queued: { keyword_id: number; task_id: string }[] = [];
      tasks.forEach((t: { id?: unknown; query?: unknown }, n) => {
        const k = batch.find((b) => b.keyword === t.query) ?? batch[n];
        const id = taskIdOf(t.id);
        if (k && id) queued.push({ keyword_id: k.id, task_id: id });
      });
      await repo.markQueued(run.id, queued);
      const got = new Set(queued.map((q) => q.keyword_id));
      await repo.markKeywords(
        run.id,
        ids(batch).filter((id) => !got.has(id)),
        { state: 'refused', note: 'The service queued no task for some keywords.' },
      );
      continue;
    }
    // refused before it went out (the pace while stopping, or the server closing): the next process asks again
    if (deps.stopping?.() && (a.status === 429 || a.status === 503)) {
      await repo.markKeywords(run.id, ids(batch), { state: 'todo', sent_at: null });
      throw new Leave('stopping');
    }
    if (a.status === 402) {
      const note = BUDGET_NOTE + message(a, 'The credit budget refused the run.');
      const rest = all.slice(i).flat();
      await repo.markKeywords(run.id, ids(rest), { state: 'refused', note });
      return;
    }
    // a server error may hide tasks queued behind it: they stay "sent" until the task list says
    if (a.status >= 500 && a.status !== 503) continue;
    await repo.markKeywords(run.id, ids(batch), {
      state: 'refused',
      note: message(a, `The service refused the SERP tasks (HTTP ${a.status}).`),
    });
  }
}

/**
 * Keywords whose task call went out without an answer kept (the process stopped, or the answer was lost): the
 * free task list shows the tasks it queued, which are collected like any other. On a takeover, a keyword with no
 * task there was never queued (its call did not reach the service) and is to do again; otherwise the service is
 * taken at its word.
 */
async function collectSent(deps: RunnerDeps, run: Run, rows: RunKeyword[], takenOver: boolean) {
  const sending = rows.filter((r) => r.state === 'sending');
  if (sending.length === 0) return;
  const list = await deps.call('GET', SERP);
  const tasks = list.status === 200 ? list.json() : undefined;
  if (!Array.isArray(tasks)) {
    // without the list nobody can tell whether they were queued: asking again could pay twice
    await deps.repo.markKeywords(run.id, ids(sending.map((r) => r.keyword)), {
      state: 'refused',
      note: 'The service could not say whether some tasks were queued.',
    });
    return;
  }
  const found = findSentTasks(sending, rows, tasks);
  await deps.repo.markQueued(run.id, found.queued);
  await deps.repo.markKeywords(
    run.id,
    found.missing,
    takenOver
      ? { state: 'todo', sent_at: null }
      : { state: 'refused', note: 'The service did not confirm some tasks.' },
  );
}

/** Follows the queued tasks through the free task list and records each keyword's position as its task ends. */
async function collect(
  deps: RunnerDeps,
  run: Run,
  rule: { domain: string; subdomains: boolean },
  check: () => Promise<void>,
): Promise<void> {
  const started = deps.now().getTime();
  const giveUp = deps.giveUpMs ?? 60 * 60_000;
  const pending = new Map<string, TrackedKeyword>();
  for (const r of await deps.repo.runKeywords(run.id))
    if (r.state === 'queued' && r.task_id) pending.set(r.task_id, r.keyword);
  while (pending.size > 0 && deps.now().getTime() - started < giveUp) {
    await check();
    const list = await deps.call('GET', SERP);
    const done = new Set<string>();
    if (list.status === 200 && Array.isArray(list.json())) {
      for (const t of list.json() as ({ id?: unknown; is_completed?: unknown } | null)[]) {
        const id = taskIdOf(t?.id);
        if (t?.is_completed === true && id && pending.has(id)) done.add(id);
      }
    }
    for (const id of done) {
      const r = await deps.call('GET', `${SERP}?task_id=${encodeURIComponent(id)}`);
      const result = r.json() as { status?: unknown; items?: unknown } | undefined;
      if (r.status !== 200 || !result || result.status === 'processing' || !Array.isArray(result.items))
        continue;
      const k = pending.get(id) as TrackedKeyword;
      const got = extractPosition(result, rule);
      await deps.repo.recordKeyword(run.id, {
        keyword_id: k.id,
        day: isoDay(deps.now()),
        task_id: id,
        ...got,
      });
      pending.delete(id);
    }
    if (pending.size > 0) await pause(deps, deps.pollMs ?? 5_000);
  }
}

/** A wait that ends early when the process starts stopping. */
function pause(deps: RunnerDeps, ms: number): Promise<void> {
  return deps.stopped ? Promise.race([deps.sleep(ms), deps.stopped]) : deps.sleep(ms);
}
