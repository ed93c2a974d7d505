import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../components/ui/detail-header.tsx';
import { AuditLayout } from '../features/audits/audit/audit-layout.tsx';
import { AuditNotFound } from '../features/audits/audit/audit-not-found.tsx';
import { prefetchAuditHeader } from '../features/audits/audit/use-audit-item.ts';
import { auditIdParams } from '../lib/path-ids.ts';

export const Route = createFileRoute('/audits/$auditId')({
  params: auditIdParams,
  // every tab's header: the status and the list item (which names the audit), read beside the tab's own data
  loader: ({ context, params }) => prefetchAuditHeader(context.queryClient, params.auditId),
  // a malformed id, and every failure of a tab (its errorComponent is false), replace the whole screen, header too
  notFoundComponent: () => <AuditNotFound />,
  errorComponent: AuditNotFound,
  // while the header's reads are out: the static frame's link, heading and description, in place
  pendingComponent: function AuditPending() {
    return <DetailPending kind="audit" id={Route.useParams().auditId} />;
  },
  component: AuditLayout,
});
