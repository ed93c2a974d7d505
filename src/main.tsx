import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './components/errors/not-found.tsx';
import { RouteError } from './components/errors/route-error.tsx';
import { applyTheme, savedTheme } from './components/layout/theme.ts';
import { Spinner } from './components/ui/spinner.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

// the person's theme choice before the first paint (no choice: the system setting, in CSS)
applyTheme(savedTheme());

const queryClient = createQueryClient();
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query owns caching; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  defaultPendingComponent: () => <Spinner />,
  // The first page shows the shell and a spinner at once, not a blank screen while its data loads (on a slow link
  // that was a second or more). Later navigations get the router's defaults back below: a spinner only after 1 s,
  // then for at least 0.5 s, so a quick page change does not flash one.
  defaultPendingMs: 0,
  defaultPendingMinMs: 0,
});
const firstPage = router.subscribe('onResolved', () => {
  firstPage();
  router.options.defaultPendingMs = 1000;
  router.options.defaultPendingMinMs = 500;
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
