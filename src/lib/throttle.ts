/**
 * Sending a list of paid requests under a rate the service counts in units (SERP tasks: one per keyword), not in
 * requests: at most `limit` units within any `windowMs`. A sliding window, so a small request goes as soon as the
 * window has room for it, and a full one waits for the whole window.
 *
 * The window is counted from the times the earlier requests were ANSWERED, not sent: the service received each
 * request before its answer arrived, so spacing from the answers keeps the service's own window within the limit
 * whatever the network delay.
 */

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface Rate {
  /** units allowed within one window */
  limit: number;
  windowMs: number;
}

/** One answered request: when, and how many units it took. */
export interface Spent {
  at: number;
  units: number;
}

/**
 * The earliest time from `now` at which `units` more fit in the window. A request larger than the whole limit
 * (a plan with bigger tasks) waits for an empty window rather than forever.
 */
export function nextSendTime(history: readonly Spent[], units: number, now: number, rate: Rate): number {
  if (rate.limit < 1) throw new Error('limit must be at least 1');
  const need = Math.min(units, rate.limit);
  const inWindow = history.filter((s) => s.at + rate.windowMs > now).sort((a, b) => a.at - b.at);
  let used = inWindow.reduce((sum, s) => sum + s.units, 0);
  if (used + need <= rate.limit) return now;
  // the oldest leave the window first; the request may go once enough of them have
  for (const s of inWindow) {
    used -= s.units;
    if (used + need <= rate.limit) return s.at + rate.windowMs;
  }
  return now;
}

export interface SendResult<B, R> {
  sent: { batch: B; result: R }[];
  /** the batch that failed and every batch after it, in order */
  notSent: B[];
  error?: unknown;
}

export interface ThrottleOptions<B, R> {
  rate: Rate;
  /** how many units a batch takes; 1 each unless said */
  units?: (batch: B) => number;
  clock?: Clock;
  /** after each answered request, with everything sent so far */
  onSent?: (sent: readonly { batch: B; result: R }[]) => void;
}

/**
 * Sends batches one after another within the rate and stops at the first failure: what was not sent is handed
 * back, so the person decides whether to spend again. Never retries (each request spends credits).
 */
export async function sendThrottled<B, R>(
  batches: readonly B[],
  send: (batch: B) => Promise<R>,
  opts: ThrottleOptions<B, R>,
): Promise<SendResult<B, R>> {
  const clock = opts.clock ?? realClock;
  const unitsOf = opts.units ?? (() => 1);
  const history: Spent[] = [];
  const sent: SendResult<B, R>['sent'] = [];
  for (const [i, batch] of batches.entries()) {
    const units = unitsOf(batch);
    const wait = nextSendTime(history, units, clock.now(), opts.rate) - clock.now();
    if (wait > 0) await clock.sleep(wait);
    try {
      sent.push({ batch, result: await send(batch) });
    } catch (error) {
      return { sent, notSent: batches.slice(i), error };
    }
    history.push({ at: clock.now(), units });
    opts.onSent?.(sent);
  }
  return { sent, notSent: [] };
}
