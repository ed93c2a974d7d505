import { getRouteApi, Outlet } from '@tanstack/react-router';
import { DrawAfter } from '../../../components/ui/draw-after.tsx';
import { AuditHeader } from './audit-header.tsx';
import { useAuditStatus } from './use-audit-status.ts';

const route = getRouteApi('/audits/$auditId');

/**
 * Every screen of one audit: its header (name, status, actions, tabs) above the open tab. Keyed by the audit, so
 * what a screen holds (an open dialog, a half-typed filter) stays with the audit it was opened on.
 */
export function AuditLayout() {
  const { auditId } = route.useParams();
  return <AuditFrame key={auditId} auditId={auditId} />;
}

// the status is followed here, once for every tab: when a crawl ends, what was read from it is read again
function AuditFrame({ auditId }: { auditId: number }) {
  const status = useAuditStatus(auditId);
  return (
    <div className="flex flex-col gap-4">
      <AuditHeader auditId={auditId} status={status.data} />
      {/* the open tab's first draw in slices (DrawAfter): on a first load it came in the header's render */}
      <DrawAfter>
        <Outlet />
      </DrawAfter>
    </div>
  );
}
