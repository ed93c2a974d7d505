import { createFileRoute } from '@tanstack/react-router';
import { AuditNotFound } from '../features/audits/audit-not-found.tsx';
import { PagesPage } from '../features/audits/pages-page.tsx';
import { parseAuditId, parsePagesSearch } from '../features/audits/search.ts';
import { prefetchAuditHeader } from '../features/audits/use-audit-item.ts';
import { headQuery } from '../features/audits/use-page-rows.ts';

export const Route = createFileRoute('/audits/$auditId/pages')({
  validateSearch: parsePagesSearch,
  loader: async ({ context, params }) => {
    const id = parseAuditId(params.auditId);
    if (id === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(headQuery(id)),
      prefetchAuditHeader(context.queryClient, id),
    ]);
  },
  errorComponent: AuditNotFound,
  component: function AuditPagesRoute() {
    const id = parseAuditId(Route.useParams().auditId);
    return id === undefined ? <AuditNotFound /> : <PagesPage key={id} auditId={id} />;
  },
});
