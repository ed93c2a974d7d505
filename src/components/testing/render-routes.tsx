import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own clean-up: every test file that
// renders through this helper gets it.
afterEach(cleanup);

/**
 * One page under test: its route path as the app declares it (so `getRouteApi(id)` finds it), its search parser
 * and its component. A route without a component is a stub: a page the tested one links to.
 */
export interface TestRoute {
  path: string;
  /** the app's parsing of the path's ids (lib/path-ids.ts), for a page that reads them as numbers */
  params?: { parse: (raw: never) => object; stringify: (p: never) => object };
  validateSearch?: (search: Record<string, unknown>) => object;
  component?: () => ReactNode;
}

/** A fresh client per test (conventions) that never retries: a failure shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * The one way component tests render: pages on a memory router opened at `url`, inside a QueryClient.
 * Area helpers (e.g. features/serp/test-router.tsx) only declare their routes through it.
 */
export function renderRoutes(url: string, routes: readonly TestRoute[], queryClient = testQueryClient()) {
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
      component: r.component ?? (() => null),
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

/** A piece of a page (not a whole route) that holds links: drawn as the one page at `/`. */
export const renderInRouter = (ui: ReactNode, queryClient = testQueryClient()) =>
  renderRoutes('/', [{ path: '/', component: () => ui }], queryClient);
