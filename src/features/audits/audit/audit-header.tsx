import { Link } from '@tanstack/react-router';
import type { AuditStatus } from '../../../api/audit-schemas.ts';
import { DetailHeader } from '../../../components/ui/detail-header.tsx';
import { BACK_LINK_CLASS, DETAIL_HEADINGS } from '../../../lib/page-headings.ts';
import { AuditActions } from './audit-actions.tsx';
import { AuditStatusBadge } from '../list/status-badge.tsx';
import { useAuditItem } from './use-audit-item.ts';

// the router marks the active tab with data-status="active" and aria-current="page"
const TAB =
  'rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[status=active]:border-indigo-700 data-[status=active]:text-indigo-800';

/** The audit's name, status and actions, and the tabs of its four pages. */
const AUDIT_TABS = [
  ['/audits/$auditId', 'Report'],
  ['/audits/$auditId/pages', 'Pages'],
  ['/audits/$auditId/links', 'Links'],
  ['/audits/$auditId/history', 'History'],
] as const;

export function AuditHeader({ auditId, status }: { auditId: number; status: AuditStatus | undefined }) {
  const { item } = useAuditItem(auditId);
  const title = item?.title || item?.url || DETAIL_HEADINGS.audit.title(String(auditId));
  return (
    <div>
      <DetailHeader
        kind="audit"
        back={
          <Link to="/audits" className={BACK_LINK_CLASS}>
            ← All audits
          </Link>
        }
        title={title}
        details={
          <>
            {status && <AuditStatusBadge status={status.status} />}
            {item?.url && item.url !== title && <span className="truncate">{item.url}</span>}
            <span>Audit #{auditId}</span>
          </>
        }
        actions={
          <AuditActions
            auditId={auditId}
            title={title}
            url={item?.url}
            status={status}
            crawled={item?.stats?.crawled}
          />
        }
      />
      <nav aria-label="Audit pages" className="flex gap-1 border-b border-slate-200">
        {AUDIT_TABS.map(([to, label]) => (
          <Link
            key={to}
            to={to}
            params={{ auditId }}
            className={TAB}
            // the report is the parent route: only its own address marks it current
            activeOptions={{ exact: to === '/audits/$auditId', includeSearch: false }}
          >
            {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
