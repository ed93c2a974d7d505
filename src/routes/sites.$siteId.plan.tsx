import { createFileRoute } from '@tanstack/react-router';
import { checklistQueries } from '../api/checklist.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { PlanPage } from '../features/plan/plan-page.tsx';
import { parsePlanSearch } from '../features/plan/search.ts';

export const Route = createFileRoute('/sites/$siteId/plan')({
  validateSearch: parsePlanSearch,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(checklistQueries.sections(params.siteId)),
  errorComponent: SiteNotFound,
  component: PlanPage,
});
