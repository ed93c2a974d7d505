import {
  isCancelledError,
  notifyManager,
  QueryClient,
  type DefaultError,
  type EnsureQueryDataOptions,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from '../api/errors.ts';

const MAX_RETRIES = 3;

/**
 * Reads retry only when it is safe: a transient failure of a request that spends nothing. Writes and paid
 * reads are never sent again without the user (conventions).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.autoRetry;
  return false;
}

/** Exponential backoff with jitter, or what the service asked for in Retry-After. */
export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined)
    return Math.min(error.retryAfterMs, 30_000);
  const base = Math.min(500 * 2 ** attempt, 8_000);
  return base / 2 + Math.random() * (base / 2);
}

/** How often a read cancelled under a loader is asked again before the cancellation is shown. */
const CANCELLED_TRIES = 3;

/**
 * The app's client; it mends two ways React Query's own can show an answer that is out of date or an error that is
 * not one.
 *
 * - A cancelled read is not a failed one. React Query cancels a read when its query loses its last observer while
 *   the read is on its way (the reads pass their AbortSignal on), even when a route's loader waits for it: the
 *   loader failed with a CancelledError, the page showed "Something went wrong · CancelledError", and "Try again"
 *   could meet the same cancellation again (seen switching site from the Overview, whose cards observe the same
 *   reads). `ensureQueryData` asks again. `fetchQuery` does not: a paid read (SERP advanced results) is never sent
 *   twice this way.
 * - A refetch after a write is a new read. `invalidateQueries` refetches a query by cancelling its read on the way
 *   only when the query already has data; a query still on its first read hands the refetch that read, which
 *   may have been answered before the write (a balance read while a payment was on its way kept showing the
 *   balance from before it). Such reads are cancelled first, so the refetch asks anew; whoever waited for the
 *   cancelled one gets the new answer (or, with nobody watching, a loader's `ensureQueryData` asks again). Never a
 *   read that costs credits (`meta.paid`): cancelled, it may still be charged, and read again, charged twice.
 */
export class AppQueryClient extends QueryClient {
  override async ensureQueryData<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
  >(options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>): Promise<TData> {
    for (let tries = 1; ; tries++) {
      try {
        return await super.ensureQueryData(options);
      } catch (error) {
        if (!isCancelledError(error) || tries >= CANCELLED_TRIES) throw error;
      }
    }
  }

  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    return notifyManager.batch(() => {
      if (filters?.refetchType !== 'none')
        for (const query of this.getQueryCache().findAll(filters))
          if (query.state.fetchStatus === 'fetching' && query.state.data === undefined && !query.meta?.paid)
            void query.cancel({ silent: true, revert: true });
      return super.invalidateQueries(filters, options);
    });
  }
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
