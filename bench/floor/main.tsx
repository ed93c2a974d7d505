// The floor the entry chunk is measured against: the least a React + TanStack Router + Query app ships.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute({
  component: () => (
    <div>
      <Link to="/">Home</Link>
      <Outlet />
    </div>
  ),
});
function Home() {
  const q = useQuery({ queryKey: ['x'], queryFn: () => fetch('/x').then((r) => r.json()) });
  return <p>{String(q.data)}</p>;
}
const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home });
const router = createRouter({ routeTree: rootRoute.addChildren([index]) });
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
