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
import { GroupsPage } from './groups-page.tsx';
import { parseGroupsSearch } from './search.ts';

/** The groups page at `path` inside a memory router with the real route's id, and a fresh QueryClient. */
export function renderGroups(path = '/groups') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
      </Suspense>
    ),
  });
  const groups = createRoute({
    getParentRoute: () => root,
    path: 'groups',
    validateSearch: parseGroupsSearch,
    component: GroupsPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([groups]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}
