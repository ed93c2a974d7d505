/**
 * Long work cut into slices between which the browser can paint and answer a tap (on a phone's CPU, any task over
 * 50 ms blocks the page).
 */

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a task of its own: input the browser has waiting is handled before what follows the `await`.
 * `scheduler.yield()` where the browser has it (its continuation goes before the page's other tasks, and may go
 * before the next paint); a message to itself elsewhere (not a timer: no 4 ms clamp, and tests with fake timers
 * do not stop here).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as Yielding).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => afterThisTask(resolve));
}

/** Runs `fn` in a later task (a message to itself), whatever the browser's scheduler. */
function afterThisTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

/** How long one slice may run before it hands the main thread back. */
export const SLICE_MS = 8;

/**
 * Each item through `one`, in slices of about SLICE_MS; every result, or the first error thrown.
 * The same results as `items.map(one)`, only spread over several tasks when there are many.
 */
export async function mapInSlices<T, R>(items: readonly T[], one: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    out.push(one(item));
  }
  return out;
}

/** Starts waiting for a later task, in the order they came. */
const waiting: (() => void)[] = [];
/** When the current task's first paced start ran; undefined once that task is over. */
let budgetStart: number | undefined;

function withinBudget(): boolean {
  const now = performance.now();
  if (budgetStart === undefined) {
    budgetStart = now;
    // any later task has a budget of its own
    afterThisTask(() => (budgetStart = undefined));
  }
  return now - budgetStart < SLICE_MS;
}

async function drainLater(): Promise<void> {
  await nextTask();
  // this task's budget starts now, and its first start goes whatever it costs
  budgetStart = undefined;
  withinBudget();
  do waiting.shift()?.();
  while (waiting.length > 0 && withinBudget());
  if (waiting.length > 0) void drainLater();
}

/**
 * `start()`, at once while the task that asks has been starting such work for less than SLICE_MS, else in a later
 * task, in the order asked. For work many callers start in one task: a page that mounts a dozen queries at once
 * (the report: each engine's statistics and rankings, the positions, the audits) started every request in the one
 * task that ran React's effects, ~10 ms a request at 4x CPU, and that task held a phone's main thread for ~200 ms.
 * The first start of a task never waits: a click that reads once is not slowed.
 */
export function paced<T>(start: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const go = () => {
      try {
        start().then(resolve, reject);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    if (waiting.length === 0 && withinBudget()) return go();
    waiting.push(go);
    if (waiting.length === 1) void drainLater();
  });
}
