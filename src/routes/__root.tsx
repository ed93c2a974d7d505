import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/errors/not-found.tsx';
import { redirectShareHolder } from '../components/layout/share-redirect.ts';
import { Spinner } from '../components/ui/spinner.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ context, location }) => redirectShareHolder(context.queryClient, location.pathname),
  // The app's frame (AppShell) is drawn around the router's whole tree (main.tsx: InnerWrap), not here: as the root's
  // component it was mounted afresh when a slow first page arrived (its pending view had a frame of its own), and a
  // Menu opened meanwhile closed. A first page still loading (the router holds the whole tree's matches, the root's
  // included, until every loader is done) shows the spinner where the page goes, inside the frame.
  pendingComponent: () => <Spinner />,
  notFoundComponent: NotFound,
});
