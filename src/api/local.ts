import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Vocabulary } from '../lib/engine-vocabulary.ts';
import { readAnsweredView, type ReportView } from '../lib/share-view.ts';
import { API_HEADERS } from './base.ts';
import { readFetch } from './early.ts';
import { ApiError } from './errors.ts';

/**
 * The proxy's own endpoint (not the service's): which upstreams are the embedded sandbox. Checked by hand
 * rather than with zod, so the shell's entry chunk does not carry the schema library.
 */
export type UpstreamMode = 'sandbox' | 'live';
/** The exact view of the report a share link was made from: range, shown sections, one engine or all. */
export type SharedView = ReportView;
export interface LocalStatus {
  upstreams: Record<string, UpstreamMode>;
  /** the names the embedded sandbox speaks (`SANDBOX_VOCABULARY`); the spec's labels when the server does not say */
  sandboxVocabulary: Vocabulary;
  /**
   * present when this browser opened a read-only share link: the one site it may see, until when, and the view
   * it shows (null: a link made before views were kept, shown with the report's defaults)
   */
  share?: { site_id: number; expires_at: string; view: SharedView | null };
}

export function parseLocalStatus(data: unknown): LocalStatus {
  const upstreams: Record<string, UpstreamMode> = {};
  const raw = (data as { upstreams?: unknown } | null)?.upstreams;
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw)) if (v === 'sandbox' || v === 'live') upstreams[k] = v;
  }
  const vocabulary = (data as { sandbox_vocabulary?: unknown } | null)?.sandbox_vocabulary;
  const sandboxVocabulary: Vocabulary = vocabulary === 'service' ? 'service' : 'spec';
  const share = (data as { share?: { site_id?: unknown; expires_at?: unknown; view?: unknown } } | null)
    ?.share;
  if (share && typeof share.site_id === 'number' && typeof share.expires_at === 'string')
    return {
      upstreams,
      sandboxVocabulary,
      share: { site_id: share.site_id, expires_at: share.expires_at, view: readAnsweredView(share.view) },
    };
  return { upstreams, sandboxVocabulary };
}

/**
 * The engine names an interface takes: a live upstream is the real service, which knows its own names; the
 * sandbox speaks the spec's labels unless it was started with `SANDBOX_VOCABULARY=service`.
 */
export function vocabularyOf(status: LocalStatus, base: 'project' | 'data'): Vocabulary {
  return status.upstreams[base] === 'live' ? 'service' : status.sandboxVocabulary;
}

export async function getLocalStatus(signal?: AbortSignal): Promise<LocalStatus> {
  const res = await readFetch('/api/local/status', { signal, headers: API_HEADERS });
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
export function localCall(
  area: 'annotations' | 'shares' | 'positions' | 'audit-dates' | 'audit-limit' | 'group-sites' | 'people',
  method: string,
  path: string,
  options: { body?: unknown; signal?: AbortSignal; fallback?: string } = {},
): Promise<unknown> {
  return localRequest(method, `${area}${path}`, options);
}

/**
 * One call to a route of this server's own (`/api/local/<path>`): JSON in, JSON out, a refusal as an ApiError carrying
 * the server's message and its field errors. Only GETs are safe to send again.
 */
export async function localRequest(
  method: string,
  path: string,
  options: { body?: unknown; signal?: AbortSignal; fallback?: string } = {},
): Promise<unknown> {
  const { body, signal, fallback = 'The Searchboard server did not answer.' } = options;
  const res = await readFetch(`/api/local/${path}`, {
    method,
    signal,
    headers: body === undefined ? API_HEADERS : { ...API_HEADERS, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return data;
  const message = (data as { message?: unknown } | null)?.message;
  const kind =
    res.status === 404
      ? 'not_found'
      : res.status === 400 || res.status === 409
        ? 'invalid'
        : res.status === 403
          ? 'forbidden'
          : res.status === 401
            ? 'auth'
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

/** The engine names to send to an interface, from the server's status (read once, then cached). */
export async function vocabularyFor(qc: QueryClient, base: 'project' | 'data'): Promise<Vocabulary> {
  return vocabularyOf(await qc.ensureQueryData(localQueries.status()), base);
}
