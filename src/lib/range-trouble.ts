/**
 * What is wrong with an address's date range, shared by the report and the AI pages. Both files that read it ride in
 * the entry chunk with the route definitions: no imports, no zod.
 */

export type RangeTrouble = 'not-days' | 'reversed';

/** A real calendar day as `YYYY-MM-DD` (`2026-02-30` and `2026-13-45` have the shape but are no day), else undefined. */
export function addressDay(v: unknown): string | undefined {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) ? v : undefined;
}

/**
 * A date that is no day of the calendar, or a range that ends before it starts. Either way the page shows its default
 * range and says why (components/range-notice.tsx): half a range, or one turned round, is a guess at what was meant.
 */
export function rangeTrouble(s: { from?: unknown; to?: unknown }): RangeTrouble | undefined {
  const from = addressDay(s.from);
  const to = addressDay(s.to);
  if ((s.from !== undefined && !from) || (s.to !== undefined && !to)) return 'not-days';
  return from && to && from > to ? 'reversed' : undefined;
}
