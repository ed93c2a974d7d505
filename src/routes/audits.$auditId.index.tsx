import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '../api/audits.ts';
import { AuditNotFound } from '../features/audits/audit-not-found.tsx';
import { ReportPage } from '../features/audits/report-page.tsx';
import { parseAuditId, parseReportSearch } from '../features/audits/search.ts';
import { auditItemsQuery } from '../features/audits/use-audit-item.ts';

export const Route = createFileRoute('/audits/$auditId/')({
  validateSearch: parseReportSearch,
  loader: async ({ context, params }) => {
    const id = parseAuditId(params.auditId);
    if (id === undefined) return;
    // every read at once (the list item names the audit in the header); the status decides: a missing audit is a
    // 404 here, shown by the error view
    const others = Promise.all([
      context.queryClient.prefetchQuery(auditQueries.report(id)),
      context.queryClient.prefetchQuery(auditItemsQuery()),
    ]);
    await context.queryClient.ensureQueryData(auditQueries.status(id));
    await others;
  },
  errorComponent: AuditNotFound,
  component: function AuditReportRoute() {
    const id = parseAuditId(Route.useParams().auditId);
    return id === undefined ? <AuditNotFound /> : <ReportPage key={id} auditId={id} />;
  },
});
