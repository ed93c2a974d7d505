import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './errors.ts';

/**
 * The proxy's own endpoint (not the service's): which upstreams are the embedded sandbox. Checked by hand
 * rather than with zod, so the shell's entry chunk does not carry the schema library.
 */
export type UpstreamMode = 'sandbox' | 'live';
export interface LocalStatus {
  upstreams: Record<string, UpstreamMode>;
  /** present when this browser opened a read-only share link: the one site it may see, until when */
  share?: { site_id: number; expires_at: string };
}

export function parseLocalStatus(data: unknown): LocalStatus {
  const upstreams: Record<string, UpstreamMode> = {};
  const raw = (data as { upstreams?: unknown } | null)?.upstreams;
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw)) if (v === 'sandbox' || v === 'live') upstreams[k] = v;
  }
  const share = (data as { share?: { site_id?: unknown; expires_at?: unknown } } | null)?.share;
  if (share && typeof share.site_id === 'number' && typeof share.expires_at === 'string')
    return { upstreams, share: { site_id: share.site_id, expires_at: share.expires_at } };
  return { upstreams };
}

export async function getLocalStatus(signal?: AbortSignal): Promise<LocalStatus> {
  const res = await fetch('/api/local/status', { signal });
  if (!res.ok)
    throw new ApiError(
      res.status,
      'The Searchboard server did not answer.',
      'server',
      'project',
      'GET',
      true,
    );
  return parseLocalStatus(await res.json());
}

/**
 * One call to the proxy's own store (`/api/local/<area><path>`): JSON in, JSON out, and a refusal as an ApiError
 * with the server's message (or `fallback` when it sent none). Only GETs are marked safe to retry.
 */
export async function localCall(
  area: 'annotations' | 'shares' | 'positions',
  method: string,
  path: string,
  options: { body?: unknown; signal?: AbortSignal; fallback?: string } = {},
): Promise<unknown> {
  const { body, signal, fallback = 'The Searchboard server did not answer.' } = options;
  const res = await fetch(`/api/local/${area}${path}`, {
    method,
    signal,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return data;
  const message = (data as { message?: unknown } | null)?.message;
  const kind =
    res.status === 404
      ? 'not_found'
      : res.status === 400
        ? 'invalid'
        : res.status === 403
          ? 'forbidden'
          : 'server';
  const text = typeof message === 'string' ? message : fallback;
  throw new ApiError(res.status, text, kind, 'project', method, method === 'GET', data);
}

export const localQueries = {
  status: () =>
    queryOptions({
      queryKey: ['local', 'server', 'status', {}] as const,
      queryFn: ({ signal }) => getLocalStatus(signal),
      staleTime: Infinity,
    }),
};
