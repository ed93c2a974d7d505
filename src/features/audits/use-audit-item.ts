import { useQuery } from '@tanstack/react-query';
import { auditQueries } from '../../api/audits.ts';
import { SITE_DISCOVERY_PARAMS } from '../../components/layout/use-sites.ts';

/**
 * The list item of one audit (title, URL, stats and prev_stats): the spec has no "read one audit" operation, so
 * it comes from the same audit list the site switcher already reads.
 */
export function useAuditItem(auditId: number) {
  const list = useQuery({ ...auditQueries.list(SITE_DISCOVERY_PARAMS), staleTime: 60_000 });
  return { item: list.data?.items.find((a) => a.id === auditId), isLoading: list.isLoading };
}
