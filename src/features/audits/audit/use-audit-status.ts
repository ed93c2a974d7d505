import { useQuery, useQueryClient } from '@tanstack/react-query';
import { auditsQueries, RUNNING_AUDIT_STATUSES } from '../../../api/audits.ts';
import { useRefreshOnChange } from '../../../api/use-refresh-on-change.ts';

/**
 * An audit's status, followed while it runs (the query backs off and stops by itself at a terminal status).
 * When a crawl ends, everything read from it — report, pages, links, history, the list — is read again.
 */
export function useAuditStatus(auditId: number) {
  const qc = useQueryClient();
  const status = useQuery(auditsQueries.status(auditId));
  useRefreshOnChange(status.data?.status, (value) => {
    if (RUNNING_AUDIT_STATUSES.has(value)) return;
    void qc.invalidateQueries({
      queryKey: auditsQueries.audit(auditId),
      predicate: (q) => q.queryKey[2] !== 'status',
    });
    void qc.invalidateQueries({ queryKey: auditsQueries.lists() });
  });
  return status;
}
