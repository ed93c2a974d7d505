import { addDays, isoDay } from '../../lib/dates.ts';
import type { ReportSearch } from './search.ts';

/**
 * The URL's range or the last 30 days ending today (UTC, the service's date); a reversed range is put in order.
 * Kept out of search.ts, which rides in the entry chunk: the day arithmetic is needed only once the report opens.
 */
export function reportRange(s: ReportSearch, now = new Date()): { from: string; to: string } {
  const to = s.to ?? isoDay(now);
  const from = s.from ?? addDays(to, -29);
  return from <= to ? { from, to } : { from: to, to: from };
}
