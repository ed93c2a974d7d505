import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema } from '../lib/local-schemas/me.ts';
import type { Me } from '../lib/people.ts';
import { API_HEADERS } from './base.ts';
import { readFetch } from './early.ts';
import { ApiError } from './errors.ts';
import { localReads } from './reads.ts';
// sets zod's options (no eval probe) before this module's schema is first used
import './schema.ts';

async function getMe(signal?: AbortSignal): Promise<Me> {
  const res = await readFetch(localReads.me(), { signal, headers: API_HEADERS });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (data as { message?: unknown } | null)?.message;
    const text =
      typeof message === 'string' ? message : 'The Searchboard server did not say who is signed in.';
    throw new ApiError(
      res.status,
      text,
      res.status === 401 ? 'auth' : 'server',
      'project',
      'GET',
      true,
      data,
    );
  }
  return meSchema.parse(data);
}

/** Ends a session on the server: this browser's (`'session'`) or every one of the person's (`'sessions'`). */
async function signOut(which: 'session' | 'sessions'): Promise<void> {
  const res = await fetch(`/api/local/${which}`, { method: 'DELETE', headers: API_HEADERS });
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => null);
    const message = (data as { message?: unknown } | null)?.message;
    throw new ApiError(
      res.status,
      typeof message === 'string' ? message : 'Signing out did not go through. Try again.',
      'server',
      'project',
      'DELETE',
      false,
      data,
    );
  }
}

export const meQueries = {
  /** who is signed in: asked once per page load, and again only when a sign-out changes it */
  me: () =>
    queryOptions({
      queryKey: ['me', 'server', 'me', {}] as const,
      queryFn: ({ signal }) => getMe(signal),
      staleTime: Infinity,
    }),
};

export const meMutations = {
  /** the page goes to the sign-in page afterwards, so nothing here is re-read */
  signOut: () => mutationOptions({ mutationFn: signOut, retry: false }),
};

/** Who the dashboard is signed in as (undefined while the server has not said, or could not). */
export function useMe() {
  return useQuery(meQueries.me());
}
