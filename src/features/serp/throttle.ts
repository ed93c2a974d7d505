/**
 * Spec, Limits: "SERP task creation rate: up to 10 tasks per second". A sliding window: the next request may
 * go once the `limit`-th most recent one is more than `windowMs` old.
 *
 * `sent` holds the times the earlier requests were ANSWERED, not sent: the service received each request
 * before its answer arrived, so spacing from the answers keeps the service's own window within the limit
 * whatever the network delay.
 */
export function nextSendTime(sent: readonly number[], now: number, limit = 10, windowMs = 1000): number {
  if (limit < 1) throw new Error('limit must be at least 1');
  if (sent.length < limit) return now;
  const sorted = [...sent].sort((a, b) => a - b);
  const anchor = sorted[sorted.length - limit] ?? 0;
  return Math.max(now, anchor + windowMs);
}

export interface ThrottleClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realClock: ThrottleClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface SendResult<B, R> {
  sent: { batch: B; result: R }[];
  /** the batch that failed and every batch after it, in order */
  notSent: B[];
  error?: unknown;
}

/**
 * Sends batches one after another within the rate limit and stops at the first failure: what was not sent is
 * handed back so the form can keep it. Never retries (each request spends credits).
 */
export async function sendThrottled<B, R>(
  batches: readonly B[],
  send: (batch: B) => Promise<R>,
  opts: { clock?: ThrottleClock; limit?: number; windowMs?: number; onSent?: (done: number) => void } = {},
): Promise<SendResult<B, R>> {
  const clock = opts.clock ?? realClock;
  const answered: number[] = [];
  const sent: SendResult<B, R>['sent'] = [];
  for (let i = 0; i < batches.length; i++) {
    const batch = batches[i] as B;
    const wait = nextSendTime(answered, clock.now(), opts.limit, opts.windowMs) - clock.now();
    if (wait > 0) await clock.sleep(wait);
    try {
      sent.push({ batch, result: await send(batch) });
    } catch (error) {
      return { sent, notSent: batches.slice(i), error };
    }
    answered.push(clock.now());
    opts.onSent?.(sent.length);
  }
  return { sent, notSent: [] };
}
