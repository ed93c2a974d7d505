import { createFileRoute, notFound } from '@tanstack/react-router';
import { positionsQueries } from '../api/positions.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { PositionsPage } from '../features/positions/positions-page.tsx';
import { parsePositionsSearch, parseSiteId } from '../features/positions/search.ts';

export const Route = createFileRoute('/sites/$siteId/positions')({
  validateSearch: parsePositionsSearch,
  loader: ({ context, params }) => {
    const siteId = parseSiteId(params.siteId);
    if (siteId === undefined) throw notFound();
    return context.queryClient.ensureQueryData(positionsQueries.summary(siteId));
  },
  errorComponent: SiteNotFound,
  component: PositionsPage,
});
