import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { aiQueries } from '../../api/ai.ts';
import { presenceChange } from '../../lib/ai-trend.ts';
import { periodTrendParams } from '../../lib/ai-range.ts';
import type { ResolvedRange } from './search.ts';

export type PresenceFigures = ReturnType<typeof presenceChange>;

/**
 * An engine's link and mention presence over the range, as the mean of its days against the mean of the period of
 * equal length before (lib/period-change.ts). The range's read is the visibility trend's (one request for both); the
 * period before is read apart.
 */
export function usePresenceChange(siteId: number, engineId: number, range: ResolvedRange) {
  const [nowParams, beforeParams] = periodTrendParams(range);
  const now = useQuery(aiQueries.rankings(siteId, engineId, nowParams));
  const before = useQuery(aiQueries.rankings(siteId, engineId, beforeParams));
  const { from, to, top } = range;
  const data = useMemo(
    () =>
      now.data && before.data
        ? presenceChange({ now: now.data.items, before: before.data.items }, { from, to, top })
        : undefined,
    [now.data, before.data, from, to, top],
  );
  return {
    data,
    error: now.error ?? before.error,
    refetch: () => Promise.all([now.refetch(), before.refetch()]),
  };
}
