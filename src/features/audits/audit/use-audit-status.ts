import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { auditsQueries, RUNNING_AUDIT_STATUSES } from '../../../api/audits.ts';

/**
 * An audit's status, followed while it runs (the query backs off and stops by itself at a terminal status).
 * When a crawl ends, everything read from it — report, pages, links, history, the list — is read again.
 */
export function useAuditStatus(auditId: number) {
  const qc = useQueryClient();
  const status = useQuery(auditsQueries.status(auditId));
  const value = status.data?.status;
  const before = useRef(value);
  useEffect(() => {
    const was = before.current;
    before.current = value;
    if (was !== undefined && value !== undefined && was !== value && !RUNNING_AUDIT_STATUSES.has(value)) {
      void qc.invalidateQueries({
        queryKey: auditsQueries.audit(auditId),
        predicate: (q) => q.queryKey[2] !== 'status',
      });
      void qc.invalidateQueries({ queryKey: auditsQueries.lists() });
    }
  }, [value, qc, auditId]);
  return status;
}
