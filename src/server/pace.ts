/**
 * The pace of the proxy's calls toward one upstream key (issue 22, "Pace toward the service"). The service allows
 * about 10 requests a second on the data interface and 5 on the project interface per key, and answers 429 past
 * that. Rather than pass the service's 429 on, the proxy keeps its own calls under the rate: at most `rate` calls
 * start in any one-second window; a call over it waits for its slot, briefly. One that would wait longer than
 * `maxWaitMs` is refused here with 429 and `Retry-After`, before it reaches the service.
 *
 * This pace is one process's. Several replicas sharing one key need it kept in their shared store.
 */
export type Slot = { wait: number } | { retryAfterMs: number };

export class Pace {
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
    const n = this.starts.length;
    // the window of the last `rate` starts must span a second before the next may start
    const slot = n < this.rate ? now : Math.max(now, (this.starts[n - this.rate] as number) + 1000);
    const wait = slot - now;
    if (wait > this.maxWaitMs) return { retryAfterMs: wait };
    this.starts.push(slot);
    return { wait };
  }
}

/** Waits for a slot; `undefined` when the call may go now (after the wait), else the refusal's Retry-After (s). */
export async function paced(pace: Pace | undefined): Promise<number | undefined> {
  if (!pace) return undefined;
  const slot = pace.take();
  if ('retryAfterMs' in slot) return Math.max(1, Math.ceil(slot.retryAfterMs / 1000));
  if (slot.wait > 0) await new Promise((r) => setTimeout(r, slot.wait));
  return undefined;
}

/**
 * For the proxy's own reads (a share link's list pages): waits for a slot however long it takes, since no person
 * is waiting on one call of them and refusing would fail the whole read.
 */
export async function waitForSlot(pace: Pace | undefined): Promise<void> {
  if (!pace) return;
  for (;;) {
    const slot = pace.take();
    const ms = 'wait' in slot ? slot.wait : slot.retryAfterMs;
    if (ms > 0) await new Promise((r) => setTimeout(r, ms));
    if ('wait' in slot) return;
  }
}
