import { createFileRoute } from '@tanstack/react-router';
import { aiQueries } from '../api/ai-tracking.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { ReportPage } from '../features/reports/report-page.tsx';
import { parseReportSearch } from '../features/reports/search.ts';
import { siteIdParams } from '../lib/path-ids.ts';

export const Route = createFileRoute('/reports/$siteId')({
  params: siteIdParams,
  validateSearch: parseReportSearch,
  // The site's engine list (the AI section's first read, and how the page learns that a site does not exist) is
  // started here, without holding the page: every section's reads start as the page draws.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(aiQueries.engines(params.siteId));
  },
  notFoundComponent: () => <SiteNotFound />,
  component: ReportPage,
});
