import { createFileRoute } from '@tanstack/react-router';
import { auditsQueries } from '../api/audits.ts';
import { OverviewPage } from '../features/overview/overview-page.tsx';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(auditsQueries.every()),
  component: OverviewPage,
});
