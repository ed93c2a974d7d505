import { queryOptions } from '@tanstack/react-query';
import { answerData, callAnswer, type Answer, type FetchOptions, type RefreshTarget } from './answer.ts';
import { call, requestOf, requestRaw } from './client.ts';
import { nameIn, SEARCH_ENGINE_NAMES, type Vocabulary } from '../lib/engine-vocabulary.ts';
import { serpReads, type SerpLocationParams } from './reads.ts';
import { parseWith } from './schema.ts';
import {
  processingSchema,
  serpLocationsSchema,
  serpOutcomeSchema,
  serpTaskListSchema,
  type SerpHtmlOutcome,
  type SerpOutcome,
} from './serp-schemas.ts';

/** SERP collection (spec: data interface, /v1/serp/classic); 6 operations. */

/** The one supported web search engine: the spec's neutral label for the service's `google`. */
export const SERP_SEARCH_ENGINE = SEARCH_ENGINE_NAMES.spec;
/** How often a running task's free standard result is asked again. */
export const SERP_POLL_MS = 5000;

/** Spec, Add SERP tasks: `query[]` "each max 255 chars, up to 10 per task". */
export const SERP_QUERY_MAX = 255;
export const SERP_QUERIES_PER_TASK = 10;

/** Splits queries into creation requests of at most `size` (spec: up to 10 per task), in order. */
export function splitIntoTasks<T>(queries: readonly T[], size = SERP_QUERIES_PER_TASK): T[][] {
  if (size < 1) throw new Error('size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < queries.length; i += size) out.push(queries.slice(i, i + size));
  return out;
}

/** spec: `device` required (`desktop`, `mobile`) */
export const SERP_DEVICES = ['desktop', 'mobile'] as const;
export type SerpDevice = (typeof SERP_DEVICES)[number];
export interface CreateSerpTasksInput {
  /** one task per keyword; each at most 255 characters */
  query: readonly string[];
  device: SerpDevice;
  /** ISO 639-1 */
  language_code: string;
  /** from the locations list, where it arrives as a string */
  location_id: number | string;
  tag?: string;
  /** the names the data interface takes (see vocabularyFor): `google` for the service, the label for a sandbox */
  vocabulary: Vocabulary;
}
export type { SerpLocationParams };

/** JSON body of Add SERP tasks: location_id goes back as the integer the spec asks for. */
export function serpTasksBody(input: CreateSerpTasksInput) {
  return {
    search_engine: nameIn(SERP_SEARCH_ENGINE, input.vocabulary),
    query: input.query.map((q) => q.trim()).filter((q) => q !== ''),
    device: input.device,
    language_code: input.language_code,
    location_id: Number(input.location_id),
    ...(input.tag?.trim() ? { tag: input.tag.trim() } : {}),
  };
}

/** 10 credits per keyword. */
export const createSerpTasks = (input: CreateSerpTasksInput) =>
  call({ op: 'serp.tasks.create', json: serpTasksBody(input) }, serpTaskListSchema);

/**
 * Standard result (top 100, free), or `processing` while the task runs; with where it came from (the server's
 * cache, or its archive once the service deleted it).
 */
export const getSerpResult = (taskId: number, opts: FetchOptions = {}): Promise<Answer<SerpOutcome>> =>
  callAnswer({ ...serpReads.result(taskId), ...opts }, serpOutcomeSchema);

/** Advanced result with every item type; 10 credits (none when served from the server's cache). */
export const getSerpAdvancedResult = (
  taskId: number,
  opts: FetchOptions = {},
): Promise<Answer<SerpOutcome>> =>
  callAnswer({ op: 'serp.results.advanced', query: { task_id: taskId }, ...opts }, serpOutcomeSchema);

/** A small body that opens with `{` is the JSON processing answer sent without a JSON content type; a ZIP opens with `PK`. */
async function jsonInBlob(blob: Blob): Promise<unknown> {
  if (blob.size > 4096 || (await blob.slice(0, 1).text()) !== '{') return blob;
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return blob;
  }
}

/** HTML dump: a ZIP (desktop: `desktop/page-1..10.html`; mobile: `mobile/page-1.html`, plus `manifest.json`). */
export async function getSerpHtml(taskId: number, signal?: AbortSignal): Promise<SerpHtmlOutcome> {
  const request = requestOf({
    op: 'serp.results.html',
    query: { task_id: taskId },
    responseType: 'blob',
    signal,
  });
  const { data } = await requestRaw(request);
  const body = data instanceof Blob ? await jsonInBlob(data) : data;
  if (body instanceof Blob) return { state: 'done', result: body };
  parseWith(processingSchema, body, `GET ${request.path}`, 'data');
  return { state: 'processing' };
}

/** Tasks added in the last 24 hours. */
export const listSerpTasks = (signal?: AbortSignal) =>
  call({ ...serpReads.tasks(), signal }, serpTaskListSchema);

export const listSerpLocations = async (params: SerpLocationParams = {}, signal?: AbortSignal) =>
  (await call({ ...serpReads.locations(params), signal }, serpLocationsSchema)).data;

type Outcome = { state: 'processing' | 'done' };
/** The results' queries keep the Answer (where it came from); the HTML dump's keeps the outcome itself. */
const outcomeOf = (d: Outcome | Answer<Outcome> | undefined) => (d && 'source' in d ? d.data : d);
/** A collected SERP never changes (it is deleted after 24 hours), so a done answer stays fresh. */
const freshOnceDone = (q: { state: { data?: Outcome | Answer<Outcome> } }) =>
  outcomeOf(q.state.data)?.state === 'done' ? Infinity : 0;

export const serpQueries = {
  all: () => ['serp'] as const,
  lists: () => ['serp', 'all'] as const,
  task: (taskId: number) => ['serp', taskId] as const,
  tasks: () =>
    queryOptions({
      queryKey: ['serp', 'all', 'tasks', {}] as const,
      queryFn: ({ signal }) => listSerpTasks(signal),
      refetchInterval: (q) => (q.state.data?.some((t) => !t.is_completed) ? SERP_POLL_MS : false),
    }),
  locations: (params: SerpLocationParams = {}) =>
    queryOptions({
      queryKey: ['serp', 'all', 'locations', params] as const,
      queryFn: ({ signal }) => listSerpLocations(params, signal),
      staleTime: 24 * 60 * 60 * 1000,
    }),
  result: (taskId: number) =>
    queryOptions({
      queryKey: ['serp', taskId, 'result', {}] as const,
      queryFn: ({ signal }) => getSerpResult(taskId, { signal }),
      select: answerData<SerpOutcome>,
      staleTime: freshOnceDone,
      refetchInterval: (q) => (q.state.data?.data.state === 'processing' ? SERP_POLL_MS : false),
    }),
  /**
   * Paid: never polled, retried or refetched on its own, and kept for the session once done. Enable it when the
   * task is completed (task list or standard result); a `processing` answer is stale at once, so an explicit
   * refetch asks again.
   */
  advanced: (taskId: number) =>
    queryOptions({
      queryKey: ['serp', taskId, 'advanced', {}] as const,
      queryFn: ({ signal }) => getSerpAdvancedResult(taskId, { signal }),
      select: answerData<SerpOutcome>,
      staleTime: freshOnceDone,
      gcTime: Infinity,
      retry: false,
      // a read that costs credits: never cancelled to be read again (lib/query-client.ts)
      meta: { paid: true },
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    }),
  html: (taskId: number) =>
    queryOptions({
      queryKey: ['serp', taskId, 'html', {}] as const,
      queryFn: ({ signal }) => getSerpHtml(taskId, signal),
      // fetched on demand for a download, so not polled
      staleTime: freshOnceDone,
    }),
};

/** The results asked again past the server's cache, for a Refresh the person confirmed (refreshMutation). */
export const serpRefresh = {
  result: (taskId: number): RefreshTarget<SerpOutcome> => ({
    queryKey: serpQueries.result(taskId).queryKey,
    fetch: () => getSerpResult(taskId, { refresh: true }),
  }),
  advanced: (taskId: number): RefreshTarget<SerpOutcome> => ({
    queryKey: serpQueries.advanced(taskId).queryKey,
    fetch: () => getSerpAdvancedResult(taskId, { refresh: true }),
  }),
};
