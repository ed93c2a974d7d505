import { useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ErrorPanel } from './error-panel.tsx';

/**
 * A page read with useSuspenseQuery shows its last good answer when reading it again fails (after a write
 * invalidated it, say), and has no place for the error: without this, the person would see an old list and no
 * sign of trouble. Queries read with useQuery show their own errors, so only suspense readers count here.
 */
export function staleAfterFailedRefresh(q: Query): boolean {
  return (
    q.state.status === 'error' &&
    q.state.data !== undefined &&
    q.state.fetchStatus === 'idle' &&
    q.observers.some((o) => o.options.suspense === true)
  );
}

const failedHashes = (cache: QueryCache) =>
  cache
    .findAll({ predicate: staleAfterFailedRefresh })
    .map((q) => q.queryHash)
    .join('\n');

/** One notice for every page: what failed, that the page shows older data, and a retry (reads only). */
export function RefreshErrors() {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const failed = useSyncExternalStore(subscribe, () => failedHashes(cache));
  if (!failed) return null;
  const error = cache.findAll({ predicate: staleAfterFailedRefresh })[0]?.state.error;
  return (
    <div className="mb-4 print:hidden">
      <ErrorPanel
        compact
        error={error}
        onRetry={() => void client.refetchQueries({ predicate: staleAfterFailedRefresh })}
      />
      <p className="mt-1 text-sm text-slate-700">
        This page could not be brought up to date: it shows what was read before.
      </p>
    </div>
  );
}
