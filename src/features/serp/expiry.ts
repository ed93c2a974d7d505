/**
 * Spec, States: when collected, "results are kept 24 hours then deleted"; Limits: "SERP results retention:
 * 24 hours". Times from the service are `YYYY-MM-DD HH:MM:SS` in UTC.
 */

export const RETENTION_MS = 24 * 60 * 60 * 1000;

export function parseServiceTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  return Number.isNaN(ms) ? null : ms;
}

/**
 * When the results are deleted: 24 hours after collection (`crawled_at`). The task list only has `added`,
 * which is at or before collection, so from it this is the earliest the results can go.
 */
export function expiresAt(collectedOrAdded: string | null | undefined): number | null {
  const t = parseServiceTime(collectedOrAdded);
  return t === null ? null : t + RETENTION_MS;
}

/** "23 h 5 min", "42 min", "under a minute"; null when already past. */
export function formatTimeLeft(expiresAtMs: number, nowMs: number): string | null {
  const left = expiresAtMs - nowMs;
  if (left <= 0) return null;
  const minutes = Math.floor(left / 60_000);
  if (minutes < 1) return 'under a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A running task's results cannot expire yet; a completed one's expire 24 hours after collection. */
export function expiryLabel(expiresAtMs: number | null, nowMs: number, completed: boolean): string {
  if (!completed) return 'Kept 24 h once collected';
  if (expiresAtMs === null) return '—';
  const left = formatTimeLeft(expiresAtMs, nowMs);
  return left === null ? 'Expired' : `Expires in ${left}`;
}
