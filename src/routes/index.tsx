import { createFileRoute } from '@tanstack/react-router';
import { auditsQueries } from '../api/audits.ts';
import { OverviewPage } from '../features/overview/overview-page.tsx';
import { parseOverviewSearch } from '../features/overview/search.ts';

export const Route = createFileRoute('/')({
  validateSearch: parseOverviewSearch,
  loader: ({ context }) => context.queryClient.prefetchQuery(auditsQueries.every()),
  component: OverviewPage,
});
