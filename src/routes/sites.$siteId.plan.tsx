import { createFileRoute } from '@tanstack/react-router';
import { planQueries } from '../api/plan.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { PlanPage } from '../features/plan/plan-page.tsx';
import { parsePlanSearch } from '../features/plan/search.ts';

export const Route = createFileRoute('/sites/$siteId/plan')({
  validateSearch: parsePlanSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planQueries.sections(params.siteId)),
  errorComponent: SiteNotFound,
  component: PlanPage,
});
