import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '../api/audits.ts';
import { SITE_DISCOVERY_PARAMS } from '../components/layout/use-sites.ts';
import { OverviewPage } from '../features/overview/overview-page.tsx';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(auditQueries.list(SITE_DISCOVERY_PARAMS)),
  component: OverviewPage,
});
