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
import { afterEach } from 'vitest';
import { KeywordsPage } from './keywords-page.tsx';
import { validateKeywordSearch } from './search.ts';

afterEach(cleanup);

/**
 * For component tests: /keywords on a memory router with the app's route id, the pages its links go to as
 * stubs, and a fresh client without retries.
 */
export function renderKeywordsAt(
  url: string,
  qc = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const root = createRootRoute({ component: Outlet });
  const stub = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => null });
  const keywords = createRoute({
    getParentRoute: () => root,
    path: '/keywords',
    validateSearch: validateKeywordSearch,
    component: KeywordsPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([
      keywords,
      stub('/sites/$siteId/ai'),
      stub('/sites/$siteId/ai/$engineId'),
      stub('/serp/$taskId'),
      stub('/sites/$siteId/positions'),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const view = render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, qc };
}
