/**
 * Long work cut into slices between which the browser can paint and answer a tap (issue 24: on a phone's CPU, any
 * task over 50 ms blocks the page).
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
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
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
