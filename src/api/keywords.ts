import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  answerData,
  browserAnswer,
  callAnswer,
  type Answer,
  type FetchOptions,
  type RefreshTarget,
} from './answer.ts';
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

/**
 * 100 credits per request, so an export the service would refuse is stopped before it is sent. Every fetcher
 * here answers with where its answer came from (answer.ts): the service, or the server's cache at no cost.
 */
export function exportKeywords(input: ExportInput, opts: FetchOptions = {}) {
  const form = exportForm(input);
  const count = form.filter(([k]) => k === 'keywords[]').length;
  if (count === 0 || count > EXPORT_MAX_KEYWORDS) {
    const message =
      count === 0
        ? 'Enter at least one keyword.'
        : `At most ${EXPORT_MAX_KEYWORDS} keywords per export (${count} given).`;
    return Promise.reject(new ApiError(0, message, 'invalid', 'data', 'POST', false));
  }
  return callAnswer(
    { op: 'keywords.export', query: { source: input.source }, form, ...opts },
    exportResultSchema,
  );
}

const discover = (kind: Exclude<DiscoveryKind, 'related'>, params: DiscoveryParams, opts: FetchOptions) =>
  callAnswer({ op: `keywords.${kind}`, query: discoveryQuery(params), ...opts }, keywordListSchema);

export const similarKeywords = (params: DiscoveryParams, opts: FetchOptions = {}) =>
  discover('similar', params, opts);
export const questionKeywords = (params: DiscoveryParams, opts: FetchOptions = {}) =>
  discover('questions', params, opts);
export const relatedKeywords = (params: DiscoveryParams, opts: FetchOptions = {}) =>
  callAnswer({ op: 'keywords.related', query: discoveryQuery(params), ...opts }, relatedListSchema);

export const longtailKeywords = (params: LongtailParams, opts: FetchOptions = {}) =>
  callAnswer(
    {
      op: 'keywords.longtail',
      query: {
        source: params.source,
        keyword: params.keyword.trim(),
        limit: params.limit,
        offset: params.offset,
      },
      ...opts,
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
  // a read that costs credits: never cancelled to be read again (lib/query-client.ts)
  meta: { paid: true },
} as const;

/**
 * A paid monthly read that also survives a reload: the answer is saved in localStorage until the month ends
 * (paid-cache.ts) and read back as initialData, so a reloaded or re-opened link shows it without a request.
 * The cached data is the Answer (where it came from, for the "from cache" badge); `select` gives components
 * the parsed answer itself. The abort signal is deliberately not passed on: React Query aborts a fetch whose
 * signal was read when its last observer unmounts (a tab switch, a remount), and a paid request cut off mid-way
 * may be charged with no answer to keep. Once sent, it is let finish and its answer is kept.
 */
function paidRead<const K extends QueryKey, T>(
  queryKey: K,
  fetcher: (opts: FetchOptions) => Promise<Answer<T>>,
) {
  const save = (answer: Answer<T>) => {
    const at = Date.now();
    // an answer from the server's cache was paid for when it was first fetched: keep that time to say so
    const first = answer.source === 'proxy-cache' ? (answer.fetchedAt ?? undefined) : undefined;
    writePaid(queryKey, answer.data, at, at + msUntilMonthEnd(at), first);
  };
  const saved = () => {
    const entry = readPaid<T>(queryKey);
    return entry && browserAnswer(entry.data, entry.first ?? entry.at);
  };
  return {
    options: queryOptions({
      queryKey,
      queryFn: async () => {
        const answer = await fetcher({});
        save(answer);
        return answer;
      },
      initialData: saved,
      initialDataUpdatedAt: () => readPaid<T>(queryKey)?.at,
      select: answerData<T>,
      ...paidMonthly,
    }),
    /** Refresh: past the server's cache and this browser's saved answers; the new answer is saved. */
    refresh: { queryKey, fetch: () => fetcher({ refresh: true }), save } satisfies RefreshTarget<T>,
  };
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

const keywordReads = {
  export: (input: ExportInput) =>
    paidRead(['keywords', input.source, 'export', input] as const, (o) => exportKeywords(input, o)),
  similar: (params: DiscoveryParams) =>
    paidRead(['keywords', params.source, 'similar', params] as const, (o) => similarKeywords(params, o)),
  related: (params: DiscoveryParams) =>
    paidRead(['keywords', params.source, 'related', params] as const, (o) => relatedKeywords(params, o)),
  questions: (params: DiscoveryParams) =>
    paidRead(['keywords', params.source, 'questions', params] as const, (o) => questionKeywords(params, o)),
  longtail: (params: LongtailParams) =>
    paidRead(['keywords', params.source, 'longtail', params] as const, (o) => longtailKeywords(params, o)),
};

export const keywordsQueries = {
  all: () => ['keywords'] as const,
  source: (source: string) => ['keywords', source] as const,
  export: (input: ExportInput) => keywordReads.export(input).options,
  similar: (params: DiscoveryParams) => keywordReads.similar(params).options,
  related: (params: DiscoveryParams) => keywordReads.related(params).options,
  questions: (params: DiscoveryParams) => keywordReads.questions(params).options,
  longtail: (params: LongtailParams) => keywordReads.longtail(params).options,
};

/** The same reads asked again past every cache, for a Refresh the person confirmed (refreshMutation). */
export const keywordRefresh = {
  export: (input: ExportInput) => keywordReads.export(input).refresh,
  similar: (params: DiscoveryParams) => keywordReads.similar(params).refresh,
  related: (params: DiscoveryParams) => keywordReads.related(params).refresh,
  questions: (params: DiscoveryParams) => keywordReads.questions(params).refresh,
  longtail: (params: LongtailParams) => keywordReads.longtail(params).refresh,
};
