import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { requestOf, requestRaw, type CallOptions, type RequestOptions } from './client.ts';
import { parseWith } from './schema.ts';

/**
 * A paid (or archived) read together with where it came from, so a page can say "from cache · no credits spent".
 * Query factories keep this wrapper as their cached data and `select` the parsed answer, so the
 * components' `query.data` is unchanged; a badge reads the wrapper with `useAnswerOrigin`.
 */
export type AnswerSource =
  /** asked of the service now: what the ledger charged */
  | 'service'
  /** the Searchboard server's store of paid answers: nothing was spent */
  | 'proxy-cache'
  /** a SERP result the service has deleted, kept by the Searchboard server */
  | 'archive'
  /** this browser's own saved answers: no request at all */
  | 'browser';

export interface Answer<T> {
  data: T;
  source: AnswerSource;
  /** when the answer was first fetched or saved (ms), when known */
  fetchedAt: number | null;
}

/** Options for a fetcher: abort, or bypass every cache after the person confirmed the cost again. */
export interface FetchOptions {
  signal?: AbortSignal;
  refresh?: boolean;
}

/** One call, parsed once with its schema, with where its answer came from. */
export async function requestAnswer<S extends z.ZodType>(
  opts: RequestOptions,
  schema: S,
): Promise<Answer<z.output<S>>> {
  const raw = await requestRaw(opts);
  const data = parseWith(schema, raw.data, `${opts.method ?? 'GET'} ${opts.path}`, opts.base);
  if (raw.archived) return { data, source: 'archive', fetchedAt: raw.cachedAt };
  if (raw.fromCache) return { data, source: 'proxy-cache', fetchedAt: raw.cachedAt };
  return { data, source: 'service', fetchedAt: Date.now() };
}

/** One call of an operation of the table (client.ts `call`), with where its answer came from. */
export const callAnswer = <S extends z.ZodType>(opts: CallOptions, schema: S): Promise<Answer<z.output<S>>> =>
  requestAnswer(requestOf(opts), schema);

const SOURCES: readonly unknown[] = ['service', 'proxy-cache', 'archive', 'browser'];

/** Whether a query's cached data is an Answer (the factories that keep one). */
export const isAnswer = (v: unknown): v is Answer<unknown> =>
  typeof v === 'object' && v !== null && 'data' in v && SOURCES.includes((v as Answer<unknown>).source);

/** The `select` of an answer's query: what the components read. */
export const answerData = <T>(a: Answer<T>): T => a.data;

/** An answer saved in this browser, read back without a request. */
export const browserAnswer = <T>(data: T, at: number | null): Answer<T> => ({
  data,
  source: 'browser',
  fetchedAt: at,
});

/** How to ask for a cached paid answer again, past every cache, and keep the new one. */
export interface RefreshTarget<T = unknown> {
  queryKey: QueryKey;
  fetch: () => Promise<Answer<T>>;
  /** keep the new answer where the factory keeps its answers (e.g. this browser's saved answers) */
  save?(answer: Answer<T>): void;
}

/**
 * Refresh: spends credits again, so it runs only when the person confirms, is never retried, and its answer
 * replaces the old one in the query cache (and in this browser's saved answers).
 */
export const refreshMutation = () =>
  mutationOptions({
    mutationFn: (target: RefreshTarget) => target.fetch(),
    retry: false,
    onSuccess: (answer, target, _c, { client }) => {
      target.save?.(answer);
      client.setQueryData(target.queryKey, answer);
    },
  });
