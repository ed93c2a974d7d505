/**
 * Calendar days as the service writes them (`YYYY-MM-DD`, UTC). Every date in the spec is a UTC day, so a day is
 * always exactly `DAY_MS` long and day arithmetic never meets a daylight-saving change.
 */

export const DAY_MS = 86_400_000;

/** The UTC day of an instant: `2026-11-27`. */
export function isoDay(at: Date | number = Date.now()): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` day; NaN when it is not one. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** A real calendar day as `YYYY-MM-DD`: `2026-02-30` and `2026-13-45` have the shape but are no day. */
export function isDay(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const n = dayNumber(v);
  return Number.isFinite(n) && dayFromNumber(n) === v;
}

/** The day of a day number (the inverse of `dayNumber`). */
export function dayFromNumber(n: number): string {
  return isoDay(n * DAY_MS);
}

/** The day `n` days after `day` (before it when `n` is negative). */
export function addDays(day: string, n: number): string {
  return dayFromNumber(dayNumber(day) + n);
}

/** The day `n` days before the instant `at`: the first day of a window of `n + 1` days ending on `at`'s day. */
export function daysAgo(n: number, at: Date | number = Date.now()): string {
  return isoDay(new Date(at).getTime() - n * DAY_MS);
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(from), last = dayNumber(to); n <= last; n++) out.push(dayFromNumber(n));
  return out;
}
