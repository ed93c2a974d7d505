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
import { parseSerpListSearch, parseSerpTaskSearch } from './search.ts';
import { SerpPage } from './serp-page.tsx';
import { TaskPage } from './task-page.tsx';

/** For component tests: the two SERP pages on a memory router with the app's route ids, and a fresh client. */
export function renderSerpAt(
  url: string,
  qc = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/serp/',
    validateSearch: parseSerpListSearch,
    component: SerpPage,
  });
  const task = createRoute({
    getParentRoute: () => root,
    path: '/serp/$taskId',
    validateSearch: parseSerpTaskSearch,
    component: TaskPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, task]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const view = render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, qc };
}
