import { createFileRoute } from '@tanstack/react-router';
import { AuditNotFound } from '../features/audits/audit-not-found.tsx';
import { PagesPage } from '../features/audits/pages-page.tsx';
import { parseAuditId, parsePagesSearch } from '../features/audits/search.ts';
import { headQuery } from '../features/audits/use-page-rows.ts';

export const Route = createFileRoute('/audits/$auditId/pages')({
  validateSearch: parsePagesSearch,
  loader: ({ context, params }) => {
    const id = parseAuditId(params.auditId);
    return id === undefined ? undefined : context.queryClient.ensureQueryData(headQuery(id));
  },
  errorComponent: AuditNotFound,
  component: function AuditPagesRoute() {
    const id = parseAuditId(Route.useParams().auditId);
    return id === undefined ? <AuditNotFound /> : <PagesPage key={id} auditId={id} />;
  },
});
