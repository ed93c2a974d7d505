import { createFileRoute } from '@tanstack/react-router';
import { aiQueries } from '../api/ai-tracking.ts';
import { ApiError } from '../api/errors.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { ReportPage } from '../features/reports/report-page.tsx';
import { parseReportSearch } from '../features/reports/search.ts';

export const Route = createFileRoute('/reports/$siteId')({
  validateSearch: parseReportSearch,
  // The site's engine list (the AI section's first read) is asked here, once, so that a site the service does
  // not know (spec: "404 if site … missing") gets a "not found" page rather than a report of empty sections.
  // Any other failure stays inside the AI section, and the other sections still show.
  loader: async ({ context: { queryClient }, params }) => {
    const engines = aiQueries.engines(Number(params.siteId));
    await queryClient.prefetchQuery(engines);
    const error = queryClient.getQueryState(engines.queryKey)?.error;
    if (error instanceof ApiError && error.kind === 'not_found') throw error;
  },
  errorComponent: SiteNotFound,
  component: ReportPage,
});
