import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { siteIdParams } from '../../lib/path-ids.ts';
import { PlanPage } from './plan-page.tsx';
import { parsePlanSearch } from './search.ts';

/** The plan page at `path` with the real route's path, and a fresh QueryClient. */
export const renderPlan = (path: string) =>
  renderRoutes(path, [
    {
      path: 'sites/$siteId/plan',
      params: siteIdParams,
      validateSearch: parsePlanSearch,
      component: PlanPage,
    },
  ]);
