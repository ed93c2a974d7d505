import { QueryClient } from '@tanstack/react-query';
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
