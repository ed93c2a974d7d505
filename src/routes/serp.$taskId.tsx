import { createFileRoute } from '@tanstack/react-router';
import { serpQueries } from '../api/serp.ts';
import { parseSerpTaskSearch, parseTaskId } from '../features/serp/search.ts';
import { TaskPage } from '../features/serp/task-page.tsx';

export const Route = createFileRoute('/serp/$taskId')({
  validateSearch: parseSerpTaskSearch,
  // prefetch, not ensure: an expired or unknown task is explained on the page, not by the error route
  loader: ({ context, params }) => {
    const id = parseTaskId(params.taskId);
    return id === undefined ? undefined : context.queryClient.prefetchQuery(serpQueries.result(id));
  },
  component: TaskPage,
});
