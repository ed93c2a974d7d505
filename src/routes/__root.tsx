import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/errors/not-found.tsx';
import { AppShell } from '../components/layout/app-shell.tsx';
import { redirectShareHolder } from '../components/layout/share-redirect.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ context, location }) => redirectShareHolder(context.queryClient, location.pathname),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFound,
});
