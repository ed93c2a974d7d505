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
import { Suspense, type ReactNode } from 'react';

/** One page under test: its route path as the app declares it, its search parser and its component. */
export interface TestRoute {
  path: string;
  /** the app's parsing of the path's ids (lib/path-ids.ts), for a page that reads them as numbers */
  params?: { parse: (raw: never) => object; stringify: (p: never) => object };
  validateSearch?: (search: Record<string, unknown>) => object;
  component: () => ReactNode;
}

/**
 * For component tests: pages on a memory router opened at `url`, with a fresh QueryClient that never retries
 * (conventions: a fresh client per test).
 */
export function renderRoutes(
  url: string,
  routes: readonly TestRoute[],
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const root = createRootRoute({
    component: () => (
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
      </Suspense>
    ),
  });
  const children = routes.map((r) =>
    createRoute({
      getParentRoute: () => root,
      path: r.path,
      // each test route's own types are not tracked here: the page reads them through its getRouteApi
      params: r.params as never,
      validateSearch: r.validateSearch,
      component: r.component,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(children),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, qc: queryClient };
}
