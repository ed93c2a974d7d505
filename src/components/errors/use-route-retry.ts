import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * For a route's error view: lets the queries that failed run again once it is shown, and gives the retry that
 * reloads the route's data.
 */
export function useRouteRetry(): () => void {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return () => void router.invalidate();
}
