import { queryOptions } from '@tanstack/react-query';
import { activityPageSchema, type ActivityPage } from '../lib/local-schemas/activity.ts';
import { API_HEADERS } from './base.ts';
import { readFetch } from './early.ts';
import { ApiError } from './errors.ts';

/**
 * The activity log (`/api/local/activity`): who did what on this Searchboard. Owners and admins only; anyone else
 * gets the server's 403, which says who can open it.
 */
export type { ActivityItem, ActivityPage } from '../lib/local-schemas/activity.ts';

export interface ActivityParams {
  limit: number;
  offset: number;
  /** an email */
  person?: string;
  action?: string;
  /** YYYY-MM-DD, both included */
  from?: string;
  to?: string;
}

export function activityAddress(p: ActivityParams): string {
  const q = new URLSearchParams({ limit: String(p.limit), offset: String(p.offset) });
  for (const k of ['person', 'action', 'from', 'to'] as const) {
    const v = p[k];
    if (v) q.set(k, v);
  }
  return `/api/local/activity?${q}`;
}

export async function getActivity(p: ActivityParams, signal?: AbortSignal): Promise<ActivityPage> {
  const res = await readFetch(activityAddress(p), { signal, headers: API_HEADERS });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (data as { message?: unknown } | null)?.message;
    throw new ApiError(
      res.status,
      typeof message === 'string' ? message : 'The Searchboard server could not read its activity log.',
      res.status === 403 ? 'forbidden' : res.status === 400 ? 'invalid' : 'server',
      'project',
      'GET',
      true,
      data,
    );
  }
  return activityPageSchema.parse(data);
}

export const activityQueries = {
  all: () => ['activity'] as const,
  page: (p: ActivityParams) =>
    queryOptions({
      queryKey: ['activity', 'server', 'page', p] as const,
      queryFn: ({ signal }) => getActivity(p, signal),
    }),
};
