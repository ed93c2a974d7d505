import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from './error-panel.tsx';
import { useRouteRetry } from './use-route-retry.ts';

/** The error view of every route: the message, and a retry that refetches what failed. */
export function RouteError({ error }: ErrorComponentProps) {
  const retry = useRouteRetry();
  return (
    <div className="mx-auto max-w-2xl py-8">
      <ErrorPanel error={error} onRetry={retry} />
    </div>
  );
}
