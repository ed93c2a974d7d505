import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from './client.ts';
import { ApiError } from './errors.ts';
import { readPaid, writePaid } from './paid-cache.ts';
import {
  exportResultSchema,
  keywordListSchema,
  longtailListSchema,
  relatedListSchema,
} from './keyword-schemas.ts';
import {
  exportForm,
  discoveryQuery,
  EXPORT_MAX_KEYWORDS,
  type DiscoveryKind,
  type DiscoveryParams,
  type ExportInput,
  type LongtailParams,
} from './keyword-inputs.ts';

/** Keyword research (spec: data interface, /v1/keywords); all five operations spend credits. */

/** 100 credits per request, so an export the service would refuse is stopped before it is sent. */
export function exportKeywords(input: ExportInput, signal?: AbortSignal) {
  const form = exportForm(input);
  const count = form.filter(([k]) => k === 'keywords[]').length;
  if (count === 0 || count > EXPORT_MAX_KEYWORDS) {
    const message =
      count === 0
        ? 'Enter at least one keyword.'
        : `At most ${EXPORT_MAX_KEYWORDS} keywords per export (${count} given).`;
    return Promise.reject(new ApiError(0, message, 'invalid', 'data', 'POST', false));
  }
  return request(
    {
      base: 'data',
      method: 'POST',
      path: '/v1/keywords/export',
      query: { source: input.source },
      form,
      paid: true,
      signal,
    },
    exportResultSchema,
  );
}

const discover = (kind: Exclude<DiscoveryKind, 'related'>, params: DiscoveryParams, signal?: AbortSignal) =>
  request(
    { base: 'data', path: `/v1/keywords/${kind}`, query: discoveryQuery(params), paid: true, signal },
    keywordListSchema,
  );

export const similarKeywords = (params: DiscoveryParams, signal?: AbortSignal) =>
  discover('similar', params, signal);
export const questionKeywords = (params: DiscoveryParams, signal?: AbortSignal) =>
  discover('questions', params, signal);
export const relatedKeywords = (params: DiscoveryParams, signal?: AbortSignal) =>
  request(
    { base: 'data', path: '/v1/keywords/related', query: discoveryQuery(params), paid: true, signal },
    relatedListSchema,
  );

export const longtailKeywords = (params: LongtailParams, signal?: AbortSignal) =>
  request(
    {
      base: 'data',
      path: '/v1/keywords/longtail',
      query: {
        source: params.source,
        keyword: params.keyword.trim(),
        limit: params.limit,
        offset: params.offset,
      },
      paid: true,
      signal,
    },
    longtailListSchema,
  );

/** Milliseconds from `at` to the start of the next calendar month (UTC), when the monthly data may change. */
export function msUntilMonthEnd(at: number): number {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - at;
}

/**
 * Every answer here costs credits and the data changes monthly: fresh until the month ends, never refetched
 * on its own, never retried. gcTime is Infinity, not the month's remainder: timers above ~24.8 days overflow
 * and would drop the paid answer at once.
 */
const paidMonthly = {
  staleTime: (q: { state: { dataUpdatedAt: number } }) =>
    msUntilMonthEnd(q.state.dataUpdatedAt || Date.now()),
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

/**
 * A paid monthly read that also survives a reload: the answer is saved in localStorage until the month ends
 * (paid-cache.ts) and read back as initialData, so a reloaded or re-opened link shows it without a request.
 * The abort signal is deliberately not passed on: React Query aborts a fetch whose signal was read when its
 * last observer unmounts (a tab switch, a remount), and a paid request cut off mid-way may be charged with
 * no answer to keep. Once sent, it is let finish and its answer is kept.
 */
function paidQuery<const K extends QueryKey, T>(queryKey: K, fetcher: () => Promise<T>) {
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const data = await fetcher();
      const at = Date.now();
      writePaid(queryKey, data, at, at + msUntilMonthEnd(at));
      return data;
    },
    initialData: () => readPaid<T>(queryKey)?.data,
    initialDataUpdatedAt: () => readPaid<T>(queryKey)?.at,
    ...paidMonthly,
  });
}

/**
 * Whether an answer for this key is fresh in memory or saved in this browser: asking for it again costs
 * nothing. Pages use it to say "saved, no credits" instead of a price.
 */
export function hasFreshAnswer(qc: QueryClient, queryKey: QueryKey, now = Date.now()): boolean {
  const state = qc.getQueryState(queryKey);
  if (state?.data !== undefined && now < state.dataUpdatedAt + msUntilMonthEnd(state.dataUpdatedAt)) {
    return true;
  }
  return readPaid(queryKey, now) !== undefined;
}

export const keywordQueries = {
  all: () => ['keywords'] as const,
  source: (source: string) => ['keywords', source] as const,
  export: (input: ExportInput) =>
    paidQuery(['keywords', input.source, 'export', input] as const, () => exportKeywords(input)),
  similar: (params: DiscoveryParams) =>
    paidQuery(['keywords', params.source, 'similar', params] as const, () => similarKeywords(params)),
  related: (params: DiscoveryParams) =>
    paidQuery(['keywords', params.source, 'related', params] as const, () => relatedKeywords(params)),
  questions: (params: DiscoveryParams) =>
    paidQuery(['keywords', params.source, 'questions', params] as const, () => questionKeywords(params)),
  longtail: (params: LongtailParams) =>
    paidQuery(['keywords', params.source, 'longtail', params] as const, () => longtailKeywords(params)),
};
