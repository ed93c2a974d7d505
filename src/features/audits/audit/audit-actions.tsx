import type { AuditStatus } from '../../../api/audit-schemas.ts';
import { RUNNING_AUDIT_STATUSES } from '../../../api/audits.ts';
import { NeedsRole } from '../../../components/roles/needs-role.tsx';
import { DeleteAudit } from './delete-audit.tsx';
import { RecheckAudit } from './recheck-audit.tsx';
import { RenameAudit } from './rename-audit.tsx';

/** Rename, recheck (paid, cost first) and delete (permanent, confirmation naming the audit). */
export function AuditActions({
  auditId,
  title,
  url,
  status,
  crawled,
}: {
  auditId: number;
  title: string;
  url: string | undefined;
  status: AuditStatus | undefined;
  crawled: number | undefined;
}) {
  const running = status ? RUNNING_AUDIT_STATUSES.has(status.status) : false;
  // the pages of the last crawl: what a recheck will crawl again, about
  const pages = status && !running && status.total_pages > 0 ? status.total_pages : (crawled ?? 0);
  return (
    <div className="flex flex-wrap gap-2">
      <NeedsRole need="write" quiet>
        <RenameAudit auditId={auditId} title={title} />
      </NeedsRole>
      <RecheckAudit auditId={auditId} title={title} pages={pages} running={running} />
      <NeedsRole need="write" quiet>
        <DeleteAudit auditId={auditId} title={title} url={url} />
      </NeedsRole>
    </div>
  );
}
