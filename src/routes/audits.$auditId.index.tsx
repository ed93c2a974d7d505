import { createFileRoute } from '@tanstack/react-router';
import { auditsQueries } from '../api/audits.ts';
import { ReportPage } from '../features/audits/report/report-page.tsx';
import { parseReportSearch } from '../features/audits/shared/search.ts';

export const Route = createFileRoute('/audits/$auditId/')({
  validateSearch: parseReportSearch,
  loader: async ({ context, params: { auditId } }) => {
    // every read at once (the layout reads the header's); the status decides: a missing audit is a 404 here,
    // shown by the layout's error view
    const report = context.queryClient.prefetchQuery(auditsQueries.report(auditId));
    await context.queryClient.ensureQueryData(auditsQueries.status(auditId));
    await report;
  },
  errorComponent: false,
  component: ReportPage,
});
