/**
 * Backoff for re-asking about a running task: 1 s, 2 s, 4 s, 8 s, 16 s, then every 30 s. Quick at first
 * because most SERPs are collected within seconds; slower after, so a long wait costs few requests.
 */
export function backoffDelay(attempt: number, baseMs = 1000, maxMs = 30_000): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(baseMs * 2 ** Math.min(n, 30), maxMs);
}
