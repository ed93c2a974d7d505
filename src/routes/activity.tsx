import { createFileRoute } from '@tanstack/react-router';
import { activityQueries } from '../api/activity.ts';
import { ActivityPage, activityParams } from '../features/activity/activity-page.tsx';
import { parseActivitySearch } from '../features/activity/search.ts';

export const Route = createFileRoute('/activity')({
  validateSearch: parseActivitySearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensure: a person the log is closed to sees the server's own words on the page
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(activityQueries.page(activityParams(deps))),
  component: ActivityPage,
});
