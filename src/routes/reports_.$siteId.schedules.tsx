import { createFileRoute } from '@tanstack/react-router';
import { schedulesQueries } from '../api/report-schedules.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { SchedulesRoutePage } from '../features/schedules/schedules-page.tsx';
import { siteIdParams } from '../lib/path-ids.ts';

// beside the report, not under it: the report's route stays a page of its own
export const Route = createFileRoute('/reports_/$siteId/schedules')({
  params: siteIdParams,
  // prefetch, not ensure: a refusal shows on the page in the server's own words
  loader: ({ context: { queryClient }, params }) =>
    queryClient.prefetchQuery(schedulesQueries.list(params.siteId)),
  notFoundComponent: () => <SiteNotFound />,
  component: SchedulesRoutePage,
});
