import { createFileRoute } from '@tanstack/react-router';
import { serpQueries } from '../api/serp.ts';
import { parseSerpTaskSearch } from '../features/serp/search.ts';
import { TaskNotFound } from '../features/serp/task-not-found.tsx';
import { TaskPage } from '../features/serp/task-page.tsx';
import { taskIdParams } from '../lib/path-ids.ts';

export const Route = createFileRoute('/serp/$taskId')({
  // a malformed id is this route's not-found, before the loader asks the service anything
  params: taskIdParams,
  validateSearch: parseSerpTaskSearch,
  // prefetch, not ensure: an expired or unknown task is explained on the page, not by the error route
  loader: ({ context, params }) => context.queryClient.prefetchQuery(serpQueries.result(params.taskId)),
  notFoundComponent: () => <TaskNotFound />,
  component: TaskPage,
});
