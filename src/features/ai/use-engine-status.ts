import { useQuery, useQueryClient } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import { useRefreshOnChange } from '../../api/use-refresh-on-change.ts';

/** How often a running check is read again. */
export const STATUS_POLL_MS = 1500;

/**
 * An engine's status, read again while its prompts are being checked. Each step of a running check makes the
 * engine's statistics and rankings stale (they are computed from the same positions).
 */
export function useEngineStatus(siteId: number, engineId: number) {
  const qc = useQueryClient();
  const query = useQuery({
    ...aiQueries.status(siteId, engineId),
    refetchInterval: (q) => {
      const s = q.state.data;
      return s && s.prompts_count > 0 && s.progress < 100 ? STATUS_POLL_MS : false;
    },
  });
  useRefreshOnChange(query.data?.progress, () => {
    void qc.invalidateQueries({ queryKey: aiQueries.statisticsOf(siteId, engineId) });
    void qc.invalidateQueries({ queryKey: aiQueries.rankingsOf(siteId, engineId) });
  });
  return query;
}
