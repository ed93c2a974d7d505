import { addDays, isoDay } from './dates.ts';
import { previousPeriod } from './period-change.ts';
import { rangeTrouble } from './range-trouble.ts';

/**
 * The AI pages' date range, shared by the pages (features/ai/search.ts re-exports it) and the server, which starts
 * an engine page's first reads in the same range (features/ai/first-reads.ts). Days are the service's: UTC.
 */

export interface AiRangeSearch {
  from?: string;
  to?: string;
  /** Top N, 0-100; 0 = all positions */
  top?: number;
}

export interface ResolvedRange {
  from: string;
  to: string;
  top: number;
}

/** Today in UTC, the service's date (sites' "current date"). */
export function todayUtc(now: Date = new Date()): string {
  return isoDay(now);
}

export { addDays };

export const DEFAULT_RANGE_DAYS = 30;

/**
 * The URL's range, or the last 30 days ending today. A range with a date that is no day, or that ends before it
 * starts, is dropped whole, as the report does, and the page says so (components/range-notice.tsx): the router hands
 * an address's own values on where the route's parser left them out, and they would otherwise be asked of the
 * service (and refused) as typed. Only a start given alone that lies after today is put in order.
 */
export function resolveRange(s: AiRangeSearch, now: Date = new Date()): ResolvedRange {
  const days = rangeTrouble(s) ? ({} as AiRangeSearch) : s;
  const to = days.to ?? todayUtc(now);
  const from = days.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  return from <= to ? { from, to, top: s.top ?? 0 } : { from: to, to: from, top: s.top ?? 0 };
}

/** The largest page the service gives (spec, Limits: page size 1-1000): the visibility trend reads one such page. */
export const TREND_PAGE = 1000;

/** The visibility trend's read of an engine's rankings over the range. */
export function trendParams(range: { from: string; to: string }) {
  return { date_from: range.from, date_to: range.to, limit: TREND_PAGE, offset: 0 };
}

/**
 * The trend's reads of the range and of the period of equal length before it, whose means a presence change
 * compares (lib/period-change.ts): the range's read is the trend's own, so both draw from one request.
 */
export function periodTrendParams(range: { from: string; to: string }) {
  return [trendParams(range), trendParams(previousPeriod(range))] as const;
}
