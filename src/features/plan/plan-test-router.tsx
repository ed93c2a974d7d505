import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { PlanPage } from './plan-page.tsx';
import { parsePlanSearch } from './search.ts';

/** The plan page at `path` inside a memory router with the real route's id, and a fresh QueryClient. */
export function renderPlan(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
      </Suspense>
    ),
  });
  const plan = createRoute({
    getParentRoute: () => root,
    path: 'sites/$siteId/plan',
    validateSearch: parsePlanSearch,
    component: PlanPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([plan]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}
