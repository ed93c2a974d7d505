/**
 * The pace of the proxy's calls toward one upstream key. The service allows
 * about 10 requests a second on the data interface and 5 on the project interface per key, and answers 429 past
 * that. Rather than pass the service's 429 on, the proxy keeps its own calls under the rate: at most `rate` calls
 * start in any one-second window; a call over it waits for its slot, briefly. One that would wait longer than
 * `maxWaitMs` is refused here with 429 and `Retry-After`, before it reaches the service.
 *
 * `Pace` is one process's (the embedded SQLite store: one server). Replicas on one PostgreSQL share `StorePace`,
 * whose start times are rows of the store, given out under its write lock.
 */
export type Slot = { wait: number } | { retryAfterMs: number };

/** A pace toward one upstream key. */
export interface Pacer {
  readonly rate: number;
  take(): Slot | Promise<Slot>;
}

/** The next start under `rate` a second, given the start times already given out (ascending, within a second). */
export function nextStart(starts: readonly number[], now: number, rate: number, windowMs = 1000): number {
  const n = starts.length;
  // the window of the last `rate` starts must span a second before the next may start
  return n < rate ? now : Math.max(now, (starts[n - rate] as number) + windowMs);
}

export class Pace implements Pacer {
  /** start times given out (ms), ascending; past ones are dropped once out of the window */
  private starts: number[] = [];

  constructor(
    readonly rate: number,
    readonly maxWaitMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A start time for one more call: how long to wait for it, or how long until asking again makes sense. */
  take(): Slot {
    const now = this.now();
    while (this.starts.length > 0 && (this.starts[0] as number) <= now - 1000) this.starts.shift();
    const slot = nextStart(this.starts, now, this.rate);
    const wait = slot - now;
    if (wait > this.maxWaitMs) return { retryAfterMs: wait };
    this.starts.push(slot);
    return { wait };
  }
}

/** Waits `ms`, or less if `signal` aborts meanwhile (the server is stopping): true when the whole wait passed. */
export function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((done) => {
    const stop = () => {
      clearTimeout(timer);
      done(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      done(true);
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Waits for a slot; `undefined` when the call may go now (after the wait), else the refusal's Retry-After (s). A
 * wait cut short by `signal` (the server stopping) also returns `undefined`: the caller reads the signal.
 */
export async function paced(pace: Pacer | undefined, signal?: AbortSignal): Promise<number | undefined> {
  if (!pace) return undefined;
  const slot = await pace.take();
  if ('retryAfterMs' in slot) return Math.max(1, Math.ceil(slot.retryAfterMs / 1000));
  await pause(slot.wait, signal);
  return undefined;
}

/**
 * For the proxy's own reads (a share link's list pages): waits for a slot however long it takes, since no person
 * is waiting on one call of them and refusing would fail the whole read.
 */
export async function waitForSlot(pace: Pacer | undefined): Promise<void> {
  if (!pace) return;
  for (;;) {
    const slot = await pace.take();
    const ms = 'wait' in slot ? slot.wait : slot.retryAfterMs;
    if (ms > 0) await new Promise((r) => setTimeout(r, ms));
    if ('wait' in slot) return;
  }
}
