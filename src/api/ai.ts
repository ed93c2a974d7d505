import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { call, callVoid, type HttpMethod } from './client.ts';
import {
  addedPromptsSchema,
  brandSchema,
  engineListSchema,
  engineSchema,
  engineStatusSchema,
  promptListSchema,
  rankingsSchema,
  statisticsSchema,
  type PageParams,
  type RankingsParams,
  type StatisticsParams,
  type UpdateEngineInput,
  type CreateEngineInput,
} from './ai-schemas.ts';
import { invalidInput, requiredText } from './invalid-input.ts';
import { aiReads } from './reads.ts';

/** AI result tracking (spec, Endpoints: "AI result tracking"), project interface. No operation spends credits. */

function checkRange(value: number | undefined, min: number, max: number, what: string, method: HttpMethod) {
  if (value !== undefined && (!Number.isInteger(value) || value < min || value > max)) {
    throw invalidInput('project', method, `The ${what} must be a whole number from ${min} to ${max}.`);
  }
}

function checkPage(p: PageParams): void {
  checkRange(p.limit, 1, 1000, 'page size', 'GET');
  checkRange(p.offset, 0, Number.MAX_SAFE_INTEGER, 'offset', 'GET');
}

/** An empty field means "clear it" when editing an engine. */
const orClear = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : v.trim() || null;

export async function getBrand(siteId: number, signal?: AbortSignal) {
  return call({ ...aiReads.brand(siteId), signal }, brandSchema);
}

/** Overwrites the site's one brand, shared by all its engines. */
export async function setBrand(siteId: number, brand: string) {
  const body = { brand: requiredText(brand, 'brand', 'POST', 255) };
  return call({ op: 'ai.brand.set', params: { site_id: siteId }, json: body }, brandSchema);
}

export async function listEngines(siteId: number, signal?: AbortSignal) {
  return call({ ...aiReads.engines(siteId), signal }, engineListSchema);
}

export async function getEngine(siteId: number, id: number, signal?: AbortSignal) {
  return call({ ...aiReads.engine(siteId, id), signal }, engineSchema);
}

export async function createEngine(siteId: number, input: CreateEngineInput) {
  const region = input.region_name?.trim();
  const lang = input.lang_code?.trim();
  const body = {
    base_name: requiredText(input.base_name, 'engine', 'POST'),
    country_code: requiredText(input.country_code, 'country', 'POST'),
    ...(region ? { region_name: region } : {}),
    ...(lang ? { lang_code: lang } : {}),
  };
  return call({ op: 'ai.engine.create', params: { site_id: siteId }, json: body }, engineSchema);
}

export async function updateEngine(siteId: number, id: number, input: UpdateEngineInput) {
  // An explicit null must reach the service (it clears the field); undefined leaves the field out.
  const body: Record<string, string | null> = {};
  const region = orClear(input.region_name);
  const lang = orClear(input.lang_code);
  if (region !== undefined) body.region_name = region;
  if (lang !== undefined) body.lang_code = lang;
  return call({ op: 'ai.engine.update', params: { site_id: siteId, id }, json: body }, engineSchema);
}

export async function deleteEngine(siteId: number, id: number) {
  return callVoid({ op: 'ai.engine.delete', params: { site_id: siteId, id } });
}

export async function getEngineStatus(siteId: number, id: number, signal?: AbortSignal) {
  return call({ ...aiReads.status(siteId, id), signal }, engineStatusSchema);
}

export async function getEngineStatistics(
  siteId: number,
  id: number,
  params: StatisticsParams = {},
  signal?: AbortSignal,
) {
  checkRange(params.top, 0, 100, 'Top N value', 'GET');
  return call({ ...aiReads.statistics(siteId, id, params), signal }, statisticsSchema);
}

export async function listPrompts(
  siteId: number,
  llmId: number,
  params: PageParams = {},
  signal?: AbortSignal,
) {
  checkPage(params);
  const query = { limit: params.limit, offset: params.offset };
  return call(
    { op: 'ai.prompts.list', params: { site_id: siteId, id: llmId }, query, signal },
    promptListSchema,
  );
}

/** Lines are trimmed and blank ones dropped (a pasted list); duplicates are left to the service, which skips them. */
export async function addPrompts(siteId: number, llmId: number, prompts: readonly string[]) {
  const cleaned = prompts.map((p) => p.trim()).filter((p) => p !== '');
  if (cleaned.length === 0) throw invalidInput('project', 'POST', 'Enter at least one prompt.');
  for (const p of cleaned) requiredText(p, 'prompt', 'POST', 255);
  const params = { site_id: siteId, id: llmId };
  return call({ op: 'ai.prompts.add', params, json: { prompts: cleaned } }, addedPromptsSchema);
}

/** `k2siteLlmIds` are the prompt list's `k2site_llm_id` values. */
export async function deletePrompts(siteId: number, llmId: number, k2siteLlmIds: readonly number[]) {
  if (k2siteLlmIds.length === 0) throw invalidInput('project', 'DELETE', 'Select at least one prompt.');
  const json = { k2site_llm_ids: [...k2siteLlmIds] };
  return callVoid({ op: 'ai.prompts.delete', params: { site_id: siteId, id: llmId }, json });
}

export async function getPromptRankings(
  siteId: number,
  llmId: number,
  params: RankingsParams = {},
  signal?: AbortSignal,
) {
  checkPage(params);
  return call({ ...aiReads.rankings(siteId, llmId, params), signal }, rankingsSchema);
}

export const aiQueries = {
  all: () => ['ai'] as const,
  site: (siteId: number) => ['ai', siteId] as const,
  /** key-only: every read about one engine's prompts (all pages) */
  promptsOf: (siteId: number, engineId: number) => ['ai', siteId, 'prompts', { engineId }] as const,
  /** key-only: every rankings page/range of one engine */
  rankingsOf: (siteId: number, engineId: number) => ['ai', siteId, 'rankings', { engineId }] as const,
  /** key-only: every statistics range of one engine */
  statisticsOf: (siteId: number, engineId: number) => ['ai', siteId, 'statistics', { engineId }] as const,
  brand: (siteId: number) =>
    queryOptions({
      queryKey: ['ai', siteId, 'brand', {}] as const,
      queryFn: ({ signal }) => getBrand(siteId, signal),
    }),
  engines: (siteId: number) =>
    queryOptions({
      queryKey: ['ai', siteId, 'engines', {}] as const,
      queryFn: ({ signal }) => listEngines(siteId, signal),
    }),
  engine: (siteId: number, engineId: number) =>
    queryOptions({
      queryKey: ['ai', siteId, 'engine', { engineId }] as const,
      queryFn: ({ signal }) => getEngine(siteId, engineId, signal),
    }),
  status: (siteId: number, engineId: number) =>
    queryOptions({
      queryKey: ['ai', siteId, 'status', { engineId }] as const,
      queryFn: ({ signal }) => getEngineStatus(siteId, engineId, signal),
    }),
  statistics: (siteId: number, engineId: number, params: StatisticsParams = {}) =>
    queryOptions({
      queryKey: ['ai', siteId, 'statistics', { engineId, ...params }] as const,
      queryFn: ({ signal }) => getEngineStatistics(siteId, engineId, params, signal),
    }),
  prompts: (siteId: number, engineId: number, params: PageParams = {}) =>
    queryOptions({
      queryKey: ['ai', siteId, 'prompts', { engineId, ...params }] as const,
      queryFn: ({ signal }) => listPrompts(siteId, engineId, params, signal),
    }),
  rankings: (siteId: number, engineId: number, params: RankingsParams = {}) =>
    queryOptions({
      queryKey: ['ai', siteId, 'rankings', { engineId, ...params }] as const,
      queryFn: ({ signal }) => getPromptRankings(siteId, engineId, params, signal),
    }),
};

/** What each write makes stale: the feature page invalidates these keys on success. */
export const aiInvalidates = {
  // Mention figures depend on the brand, so a new brand makes every read of the site stale.
  brand: (siteId: number): QueryKey[] => [aiQueries.site(siteId)],
  /** after creating or deleting an engine */
  engines: (siteId: number): QueryKey[] => [aiQueries.site(siteId)],
  /** after editing an engine's region or language */
  engine: (siteId: number, engineId: number): QueryKey[] => [
    aiQueries.engines(siteId).queryKey,
    aiQueries.engine(siteId, engineId).queryKey,
    aiQueries.statisticsOf(siteId, engineId),
    aiQueries.rankingsOf(siteId, engineId),
  ],
  /** after adding or deleting prompts */
  prompts: (siteId: number, engineId: number): QueryKey[] => [
    aiQueries.promptsOf(siteId, engineId),
    aiQueries.rankingsOf(siteId, engineId),
    aiQueries.status(siteId, engineId).queryKey,
    aiQueries.statisticsOf(siteId, engineId),
  ],
};
