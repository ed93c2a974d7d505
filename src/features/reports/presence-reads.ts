import { aiQueries } from '../../api/ai.ts';
import { previousPeriod } from '../../lib/period-change.ts';

/**
 * An engine's rankings over the report's range and over the period of equal length before it: the report compares
 * the means of the two. The range's read is the one the engine's trend and prompt moves draw from (one request).
 */
export function rankingsOfPeriods(siteId: number, engineId: number, range: { from: string; to: string }) {
  const before = previousPeriod(range);
  const page = { limit: 1000, offset: 0 };
  return [
    aiQueries.rankings(siteId, engineId, { date_from: range.from, date_to: range.to, ...page }),
    aiQueries.rankings(siteId, engineId, { date_from: before.from, date_to: before.to, ...page }),
  ] as const;
}
