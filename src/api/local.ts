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

export const localQueries = {
  status: () =>
    queryOptions({
      queryKey: ['local', 'server', 'status', {}] as const,
      queryFn: ({ signal }) => getLocalStatus(signal),
      staleTime: Infinity,
    }),
};
