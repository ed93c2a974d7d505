import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { invalidate } from './invalidate.ts';
import { mapInSlices } from '../lib/slices.ts';
import { localCall } from './local.ts';
import {
  addedSchema,
  historySchema,
  positionsSchema,
  runSchema,
  settingsSchema,
  trendsSchema,
  trackedKeywordSchema,
  type Positions,
  type PositionsSettings,
  type TrackedKeyword,
} from '../lib/local-schemas/positions.ts';

export * from '../lib/local-schemas/positions.ts';
export interface NewKeywordsInput {
  keywords: string[];
  location_id: number;
  language_code: string;
  device: 'desktop' | 'mobile';
  domain: string;
  subdomains: boolean;
  tags?: string[];
}

/**
 * Rank tracking: the proxy's own store (`/api/local/positions…`). Reads are free; a run spends 10 credits per
 * keyword through the proxy's paid path, so the page shows the cost and asks before starting one.
 */

export type SettingsInput = Omit<PositionsSettings, never>;

/** One call of the proxy's rank tracking, its answer unchecked. */
const send = (method: string, path: string, body?: unknown, signal?: AbortSignal) =>
  localCall('positions', method, path, {
    body,
    signal,
    fallback: 'The Searchboard server did not answer about rank tracking.',
  });

const call = async <S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  body?: unknown,
  signal?: AbortSignal,
) => schema.parse(await send(method, path, body, signal)) as z.output<S>;

/**
 * The summary, its keywords (each with its trend: ~90 points for each of up to hundreds of keywords) checked in
 * slices (checked at once, 90 keywords held a phone's main thread for ~70 ms at 4x CPU). As in
 * positionsSchema, one keyword the schema refuses makes the list empty.
 */
export async function getPositions(siteId: number, signal?: AbortSignal): Promise<Positions> {
  const raw = await send('GET', `?site_id=${siteId}`, undefined, signal);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return positionsSchema.parse(raw);
  const rawKeywords = (raw as { keywords?: unknown }).keywords;
  const head = positionsSchema.parse({ ...raw, keywords: [] });
  let keywords: TrackedKeyword[] = [];
  if (Array.isArray(rawKeywords)) {
    const each = await mapInSlices(rawKeywords, (k) => trackedKeywordSchema.safeParse(k));
    if (each.every((k) => k.success)) keywords = each.map((k) => k.data as TrackedKeyword);
  }
  return { ...head, keywords };
}
export const getKeywordHistory = (siteId: number, keywordId: number, signal?: AbortSignal) =>
  call('GET', `/history?site_id=${siteId}&keyword_id=${keywordId}`, historySchema, undefined, signal);
export const getTrends = (siteId: number, days: number, signal?: AbortSignal) =>
  call('GET', `/trends?site_id=${siteId}&days=${days}`, trendsSchema, undefined, signal);
export const addKeywords = (siteId: number, input: NewKeywordsInput) =>
  call('POST', `/keywords?site_id=${siteId}`, addedSchema, input);
export const saveSettings = (siteId: number, input: SettingsInput) =>
  call('PUT', `/settings?site_id=${siteId}`, settingsSchema, input);
export const removeKeyword = (keywordId: number) => call('DELETE', `/keywords/${keywordId}`, z.unknown());
/** Spends credits: never retried on its own. */
export const runNow = (siteId: number, keywordIds?: number[]) =>
  call('POST', `/run?site_id=${siteId}`, runSchema, keywordIds ? { keyword_ids: keywordIds } : {});

export const positionsQueries = {
  /** key-only: every positions read of one site */
  site: (siteId: number) => ['positions', siteId] as const,
  summary: (siteId: number) =>
    queryOptions({
      queryKey: ['positions', siteId, 'summary', {}] as const,
      queryFn: ({ signal }) => getPositions(siteId, signal),
      // while a run goes on, its positions arrive: read again until it has finished
      refetchInterval: (q) => (q.state.data?.running ? 2000 : false),
    }),
  trends: (siteId: number, days: number) =>
    queryOptions({
      queryKey: ['positions', siteId, 'trends', { days }] as const,
      queryFn: ({ signal }) => getTrends(siteId, days, signal),
    }),
  history: (siteId: number, keywordId: number) =>
    queryOptions({
      queryKey: ['positions', siteId, 'history', { keywordId }] as const,
      queryFn: ({ signal }) => getKeywordHistory(siteId, keywordId, signal),
    }),
};

/** Rank tracking's writes: each re-reads the site's positions (summary, trends, history). */
export const positionsMutations = {
  addKeywords: (siteId: number) =>
    mutationOptions({
      mutationFn: (input: NewKeywordsInput) => addKeywords(siteId, input),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [positionsQueries.site(siteId)]),
    }),
  saveSettings: (siteId: number) =>
    mutationOptions({
      mutationFn: (input: SettingsInput) => saveSettings(siteId, input),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [positionsQueries.site(siteId)]),
    }),
  /** Spends 10 credits a keyword: never retried on its own. */
  runNow: (siteId: number) =>
    mutationOptions({
      mutationFn: (keywordIds?: number[]) => runNow(siteId, keywordIds),
      retry: false,
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [positionsQueries.site(siteId)]),
    }),
};
