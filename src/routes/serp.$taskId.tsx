import { createFileRoute } from '@tanstack/react-router';
import { serpQueries } from '../api/serp.ts';
import { parseSerpTaskSearch } from '../features/serp/search.ts';
import { DetailPending } from '../components/ui/detail-header.tsx';
import { TaskNotFound } from '../features/serp/task-not-found.tsx';
import { TaskPage } from '../features/serp/task-page.tsx';
import { siteListQuery } from '../components/layout/use-sites.ts';
import { atMost } from '../lib/at-most.ts';
import { taskIdParams } from '../lib/path-ids.ts';

/** Under the router's 1 s before it shows a pending view. */
const SITES_WAIT_MS = 800;

export const Route = createFileRoute('/serp/$taskId')({
  // a malformed id is this route's not-found, before the loader asks the service anything
  params: taskIdParams,
  validateSearch: parseSerpTaskSearch,
  // prefetch, not ensure: an expired or unknown task is explained on the page, not by the error route
  // The sites too (the audit list, already started by the page's HTML): the results mark the chosen site's rows,
  // and drawn before the sites were in, all 100 rows were drawn and laid out a second time when they came (a
  // quarter of a second of a phone's main thread). A slow list holds the page no longer than a moment.
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(serpQueries.result(params.taskId)),
      atMost(SITES_WAIT_MS, queryClient.prefetchQuery(siteListQuery())),
    ]),
  notFoundComponent: () => <TaskNotFound />,
  // while the result is read: the static frame's link, heading and description, in place
  pendingComponent: function SerpTaskPending() {
    return <DetailPending kind="serpTask" id={Route.useParams().taskId} />;
  },
  component: TaskPage,
});
