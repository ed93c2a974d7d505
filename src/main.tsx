import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './components/errors/not-found.tsx';
import { RouteError } from './components/errors/route-error.tsx';
import { AppFrame } from './components/layout/app-frame.tsx';
import { Spinner } from './components/ui/spinner.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { nextTask } from './lib/slices.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

/**
 * The router, made once the entry has been evaluated (below), not while it is: building the route tree is tens of
 * milliseconds on a phone's CPU, and in a task of its own it does not add to the entry's.
 */
function createAppRouter(queryClient: QueryClient) {
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
    // the app's frame around every page, its pending views and error views included: mounted once, so it does not
    // change under the person's hand when a page arrives (a Menu opened meanwhile stays open)
    InnerWrap: AppFrame,
    // A first page drawn before its data is in (start(), below: after FIRST_DRAW_WAIT_MS) shows the frame and a
    // spinner at once, not a blank screen while its data loads. Later navigations get the router's defaults back
    // below: a spinner only after 1 s, then for at least 0.5 s, so a quick page change does not flash one.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
  const firstPage = router.subscribe('onResolved', () => {
    firstPage();
    router.options.defaultPendingMs = 1000;
    router.options.defaultPendingMinMs = 500;
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** How long the first draw waits for the first page's data before it draws the app with a spinner instead. */
const FIRST_DRAW_WAIT_MS = 1000;

/**
 * Start the app, in steps a phone's CPU can take without holding the page for long (Lighthouse counts every task
 * over 50 ms at 4x CPU as blocking):
 * 1. the router, in a task after the entry's evaluation;
 * 2. the first page's route match, loaders and route chunk, before React draws anything, so the first draw is the
 *    page itself. Drawn first and loaded after (the router's way when it mounts), the load ran in the first draw's
 *    layout effects and drew everything a second time, synchronously: one task of ~150 ms at 4x CPU on every route.
 *    The static frame of index.html ('Opening Searchboard…') stays meanwhile; a page whose data is slow is drawn
 *    anyway after FIRST_DRAW_WAIT_MS (the app's frame with a spinner: the root route's pending component), and the
 *    router finishes loading it as it did before;
 * 3. the first draw as a transition, which React draws in slices of a few milliseconds, not in one task.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await nextTask();
  await Promise.race([
    // a load that fails outright is loaded again by the router when it mounts, which reports the error
    router.load().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS)),
  ]);
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);
