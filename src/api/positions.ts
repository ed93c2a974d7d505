import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mapInSlices } from '../lib/slices.ts';
import { localArea, writeThenReread } from './local-area.ts';
import {
  addedSchema,
  historySchema,
  positionsSchema,
  removedSchema,
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

const { send, call } = localArea('positions', 'The Searchboard server did not answer about rank tracking.');

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
/** Stops tracking one keyword of the site (the server refuses another site's). */
export const removeKeyword = (siteId: number, keywordId: number) =>
  call('DELETE', `/keywords/${keywordId}?site_id=${siteId}`, z.unknown());
/** Which keywords to stop tracking: those listed, every one of a tag, or both. */
export interface KeywordRemoval {
  keyword_ids?: number[];
  tag?: string;
}
/** Stops tracking keywords; their recorded positions go with them. */
export const removeKeywords = (siteId: number, pick: KeywordRemoval) =>
  call('DELETE', `/keywords?site_id=${siteId}`, removedSchema, pick);
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
    writeThenReread([positionsQueries.site(siteId)], (input: NewKeywordsInput) => addKeywords(siteId, input)),
  saveSettings: (siteId: number) =>
    writeThenReread([positionsQueries.site(siteId)], (input: SettingsInput) => saveSettings(siteId, input)),
  removeKeywords: (siteId: number) =>
    writeThenReread([positionsQueries.site(siteId)], (pick: KeywordRemoval) => removeKeywords(siteId, pick)),
  /** Spends 10 credits a keyword: never retried on its own. */
  runNow: (siteId: number) => ({
    ...writeThenReread([positionsQueries.site(siteId)], (keywordIds?: number[]) =>
      runNow(siteId, keywordIds),
    ),
    retry: false,
  }),
};
