import { useQuery, type QueryClient } from '@tanstack/react-query';
import { auditsQueries } from '../../../api/audits.ts';

/**
 * The audit list read that carries one audit's item: the spec has no "read one audit" operation, so title, URL,
 * site, stats and prev_stats come from the same audit list the site switcher already reads. The audit layout's
 * loader prefetches it (prefetchAuditHeader) so a page's header and site-bound parts are drawn once, not swapped
 * in later.
 */
const auditItemsQuery = () => ({ ...auditsQueries.every(), staleTime: 60_000 });

/** The list item of one audit, and whether the list is still being read. */
export function useAuditItem(auditId: number) {
  const list = useQuery(auditItemsQuery());
  return { item: list.data?.items.find((a) => a.id === auditId), isLoading: list.isLoading };
}

/**
 * What the header of every audit tab shows, its status and its list item, read by the audit layout's loader
 * alongside the tab's own data: the header is drawn whole at once instead of growing (and pushing the page down)
 * when a status badge or a URL arrives late.
 */
export function prefetchAuditHeader(queryClient: QueryClient, auditId: number) {
  return Promise.all([
    queryClient.prefetchQuery(auditsQueries.status(auditId)),
    queryClient.prefetchQuery(auditItemsQuery()),
  ]);
}
