import {
  isCancelledError,
  QueryClient,
  type DefaultError,
  type EnsureQueryDataOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from '../api/errors.ts';

const MAX_RETRIES = 3;

/**
 * Reads retry only when it is safe: a transient failure of a request that spends nothing. Writes and paid
 * reads are never sent again without the user (conventions, issue 12).
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
 * The app's client. React Query cancels a read when its query loses its last observer while the read is on its
 * way (the reads pass their AbortSignal on), even when a route's loader is waiting for it through
 * `ensureQueryData`: the loader then failed with a CancelledError, the page showed "Something went wrong ·
 * CancelledError", and "Try again" could meet the same cancellation again (seen switching site from the Overview,
 * whose cards observe the same reads). A cancelled read is not a failed one: `ensureQueryData` asks again.
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
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
