import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '../api/audits.ts';
import { OverviewPage } from '../features/overview/overview-page.tsx';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(auditQueries.every()),
  component: OverviewPage,
});
