import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/errors/not-found.tsx';
import { AppShell } from '../components/layout/app-shell.tsx';
import { redirectShareHolder } from '../components/layout/share-redirect.ts';
import { Spinner } from '../components/ui/spinner.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ context, location }) => redirectShareHolder(context.queryClient, location.pathname),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  // A first page still loading (the router holds the whole tree's matches, the root's included, until every loader
  // is done): the app's frame, its navigation working, with the spinner where the page goes; the router's default
  // was the spinner alone on a blank page.
  pendingComponent: () => (
    <AppShell>
      <Spinner />
    </AppShell>
  ),
  notFoundComponent: NotFound,
});
