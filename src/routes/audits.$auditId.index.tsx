import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '../api/audits.ts';
import { AuditNotFound } from '../features/audits/audit-not-found.tsx';
import { ReportPage } from '../features/audits/report-page.tsx';
import { parseAuditId, parseReportSearch } from '../features/audits/search.ts';

export const Route = createFileRoute('/audits/$auditId/')({
  validateSearch: parseReportSearch,
  loader: async ({ context, params }) => {
    const id = parseAuditId(params.auditId);
    if (id === undefined) return;
    // both reads at once; the status decides: a missing audit is a 404 here, shown by the error view
    const report = context.queryClient.prefetchQuery(auditQueries.report(id));
    await context.queryClient.ensureQueryData(auditQueries.status(id));
    await report;
  },
  errorComponent: AuditNotFound,
  component: function AuditReportRoute() {
    const id = parseAuditId(Route.useParams().auditId);
    return id === undefined ? <AuditNotFound /> : <ReportPage key={id} auditId={id} />;
  },
});
