import { createFileRoute, notFound } from '@tanstack/react-router';
import { checklistQueries } from '../api/checklist.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { PlanPage } from '../features/plan/plan-page.tsx';
import { parsePlanSearch, parseSiteId } from '../features/plan/search.ts';

export const Route = createFileRoute('/sites/$siteId/plan')({
  validateSearch: parsePlanSearch,
  loader: ({ context, params }) => {
    const siteId = parseSiteId(params.siteId);
    if (siteId === undefined) throw notFound();
    return context.queryClient.ensureQueryData(checklistQueries.sections(siteId));
  },
  errorComponent: SiteNotFound,
  component: PlanPage,
});
