import { createFileRoute } from '@tanstack/react-router';
import { backlinksQueries } from '../api/backlinks.ts';
import { ReportsPage } from '../features/backlinks/reports-page.tsx';
import { LIST_DEFAULT_LIMIT, pageWindow, parseListSearch } from '../features/backlinks/search.ts';

export const Route = createFileRoute('/backlinks/')({
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      backlinksQueries.list({ ...pageWindow(deps.page, deps.limit ?? LIST_DEFAULT_LIMIT), query: deps.q }),
    ),
  component: function BacklinkReportsRoute() {
    return <ReportsPage search={Route.useSearch()} />;
  },
});
