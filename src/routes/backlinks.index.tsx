import { createFileRoute } from '@tanstack/react-router';
import { backlinksQueries } from '../api/backlinks.ts';
import { ReportsPage } from '../features/backlinks/reports-page.tsx';
import { reportListParams } from '../features/backlinks/first-reads.ts';
import { parseListSearch } from '../features/backlinks/search.ts';

export const Route = createFileRoute('/backlinks/')({
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(backlinksQueries.list(reportListParams(deps))),
  component: function BacklinkReportsRoute() {
    return <ReportsPage search={Route.useSearch()} />;
  },
});
