import { aiQueries } from '../../api/ai.ts';
import { periodTrendParams } from '../../lib/ai-range.ts';

/**
 * An engine's rankings over the report's range and over the period of equal length before it: the report compares
 * the means of the two. The range's read is the one the engine's trend and prompt moves draw from (one request).
 */
export function rankingsOfPeriods(siteId: number, engineId: number, range: { from: string; to: string }) {
  const [now, before] = periodTrendParams(range);
  return [aiQueries.rankings(siteId, engineId, now), aiQueries.rankings(siteId, engineId, before)] as const;
}
