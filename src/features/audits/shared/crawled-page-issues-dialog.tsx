import type { PageRef } from '../../../api/audit-inputs.ts';
import type { AuditCheck } from '../../../api/audit-schemas.ts';
import { Modal } from './modal.tsx';
import { CrawledPageIssuesView } from './crawled-page-issues-view.tsx';

/** A page's issues over whatever page it was opened from (report URL list or pages table). */
export function CrawledPageIssuesDialog({
  auditId,
  page,
  checks,
  onClose,
}: {
  auditId: number;
  page: PageRef;
  checks: ReadonlyMap<string, AuditCheck>;
  onClose: () => void;
}) {
  return (
    <Modal title="Page issues" onClose={onClose}>
      <CrawledPageIssuesView auditId={auditId} page={page} checks={checks} />
    </Modal>
  );
}
