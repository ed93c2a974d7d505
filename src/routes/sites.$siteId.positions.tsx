import { createFileRoute } from '@tanstack/react-router';
import { positionsQueries } from '../api/positions.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { PositionsPage } from '../features/positions/positions-page.tsx';
import { parsePositionsSearch } from '../features/positions/search.ts';

export const Route = createFileRoute('/sites/$siteId/positions')({
  validateSearch: parsePositionsSearch,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(positionsQueries.summary(params.siteId)),
  errorComponent: SiteNotFound,
  component: PositionsPage,
});
