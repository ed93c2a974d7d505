import { createFileRoute } from '@tanstack/react-router';
import { alertsQueries, ALERTS_PAGE } from '../api/alerts.ts';
import { AlertsPage } from '../features/alerts/alerts-page.tsx';
import { parseAlertsSearch } from '../features/alerts/search.ts';

export const Route = createFileRoute('/alerts')({
  validateSearch: parseAlertsSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  // prefetch, not ensure: a refusal shows on the page in the server's own words
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(
      alertsQueries.page({ limit: ALERTS_PAGE, offset: ((deps.page ?? 1) - 1) * ALERTS_PAGE }),
    ),
  component: AlertsPage,
});
