import { Link } from '@tanstack/react-router';
import type { AuditStatus } from '../../../api/audit-schemas.ts';
import { AuditActions } from './audit-actions.tsx';
import { AuditStatusBadge } from '../list/status-badge.tsx';
import { useAuditItem } from './use-audit-item.ts';

// the router marks the active tab with data-status="active" and aria-current="page"
const TAB =
  'rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[status=active]:border-indigo-700 data-[status=active]:text-indigo-800';

/** The audit's name, status and actions, and the tabs of its four pages. */
export function AuditHeader({ auditId, status }: { auditId: number; status: AuditStatus | undefined }) {
  const { item } = useAuditItem(auditId);
  const title = item?.title || item?.url || `Audit #${auditId}`;
  return (
    <div className="flex flex-col gap-3">
      <Link to="/audits" className="text-sm text-indigo-700 hover:underline">
        ← All audits
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {status && <AuditStatusBadge status={status.status} />}
            {item?.url && item.url !== title && <span className="truncate">{item.url}</span>}
            <span>Audit #{auditId}</span>
          </p>
        </div>
        <AuditActions
          auditId={auditId}
          title={title}
          url={item?.url}
          status={status}
          crawled={item?.stats?.crawled}
        />
      </header>
      <nav aria-label="Audit pages" className="flex gap-1 border-b border-slate-200">
        <Link
          to="/audits/$auditId"
          params={{ auditId }}
          className={TAB}
          activeOptions={{ exact: true, includeSearch: false }}
        >
          Report
        </Link>
        <Link
          to="/audits/$auditId/pages"
          params={{ auditId }}
          className={TAB}
          activeOptions={{ includeSearch: false }}
        >
          Pages
        </Link>
        <Link
          to="/audits/$auditId/links"
          params={{ auditId }}
          className={TAB}
          activeOptions={{ includeSearch: false }}
        >
          Links
        </Link>
        <Link
          to="/audits/$auditId/history"
          params={{ auditId }}
          className={TAB}
          activeOptions={{ includeSearch: false }}
        >
          History
        </Link>
      </nav>
    </div>
  );
}
