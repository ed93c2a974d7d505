import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorPanel } from './error-panel.tsx';

/** The error view of every route: the message, and a retry that refetches what failed. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <div className="mx-auto max-w-2xl py-8">
      <ErrorPanel error={error} onRetry={() => void router.invalidate()} />
    </div>
  );
}
