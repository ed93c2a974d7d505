import { z } from 'zod';
import { int, intOrNull, list, looseEnum, num, numOrNull, str, strOrNull } from './schema.ts';

/**
 * AI result tracking resources (spec, "Resources and their fields": Brand … Prompt ranking item).
 * Numbers may arrive as strings, engine labels may be the real service's own names, and a null in a ranking
 * position means "no AI block that day" — it is never turned into 0 (0 means "not found").
 */

/** An absent section, `null` or `[]` (the service's empty object) all mean "not there". */
function section<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (v) => (v === undefined || (Array.isArray(v) && v.length === 0) ? null : v),
    schema.nullable(),
  );
}

export const ENGINE_BASE_NAMES = [
  'chat_engine',
  'overview_engine',
  'mode_engine',
  'answer_engine',
  'assistant_engine',
] as const;
/** One of the spec's five labels, or the real service's own name for an engine (kept, shown as is). */
export const baseNameSchema = looseEnum(ENGINE_BASE_NAMES);
export type EngineBaseName = z.output<typeof baseNameSchema>;

export const brandSchema = z.lazy(() =>
  z.looseObject({
    site_id: int,
    brand: strOrNull,
  }),
);
export type Brand = z.output<typeof brandSchema>;

export const regionSettingsSchema = z.lazy(() =>
  z.looseObject({
    lat: num,
    lng: num,
    uule: str,
    radius: int,
  }),
);
export type RegionSettings = z.output<typeof regionSettingsSchema>;

export const engineSchema = z.lazy(() =>
  z.looseObject({
    id: int,
    site_id: int,
    base_name: baseNameSchema,
    country_code: str,
    region_name: strOrNull,
    // The spec types it as a string, but PATCH may clear it with null, so a read can carry null too.
    lang_code: strOrNull,
    /** null for engines without region settings (the service sends `[]`) */
    region_settings: section(regionSettingsSchema),
  }),
);
export type Engine = z.output<typeof engineSchema>;
export const engineListSchema = z.lazy(() => list(engineSchema));

export const engineStatusSchema = z.lazy(() =>
  z.looseObject({
    llm_id: int,
    site_id: int,
    progress: int,
    prompts_count: int,
    prompts_checked: int,
    /** null when no check was ever done */
    last_update_date: strOrNull,
  }),
);
export type EngineStatus = z.output<typeof engineStatusSchema>;

// Diffs compare the first and last date of the range; they are read as "no change known" (null) rather than
// failing the page if the service ever sends null for a one-day range. A null is never shown as 0.
export const statisticsSchema = z.lazy(() =>
  z.looseObject({
    llm_id: int,
    site_id: int,
    top: int,
    stats: z.looseObject({
      indexed_percent: num,
      keywords_count: int,
      last_update: strOrNull,
    }),
    presence: z.looseObject({
      link_percent_in_top: num,
      link_diff: numOrNull,
      mention_percent_in_top: num,
      mention_diff: numOrNull,
    }),
    // One schema with optional sections rather than a union keyed on base_name: the statistics answer does not
    // name its engine, and an engine label the dashboard does not know must still parse. `overview_engine` fills
    // aio_presence + organic_overlap; every other engine fills sources_presence; the rest are null.
    aio_presence: section(
      z.looseObject({
        keywords_with_aio: num,
        keywords_with_aio_diff: numOrNull,
      }),
    ),
    organic_overlap: section(
      z.looseObject({
        overlap_count: int,
        overlap_count_diff: intOrNull,
        overlap_percent: num,
      }),
    ),
    sources_presence: section(
      z.looseObject({
        answers_with_sources: num,
        answers_with_sources_diff: numOrNull,
      }),
    ),
  }),
);
export type EngineStatistics = z.output<typeof statisticsSchema>;

export const promptSchema = z.lazy(() =>
  z.looseObject({
    k2site_llm_id: int,
    site_llm_id: int,
    keyword_id: int,
    keyword: str,
    search_volume: intOrNull,
    intent: intOrNull,
  }),
);
export type Prompt = z.output<typeof promptSchema>;

const page = { total: int, limit: int, offset: int };

export const promptListSchema = z.lazy(() =>
  z.looseObject({
    site_llm_id: int,
    site_id: int,
    items: list(promptSchema),
    ...page,
  }),
);
export type PromptList = z.output<typeof promptListSchema>;

export const addedPromptsSchema = z.lazy(() =>
  z.looseObject({
    site_llm_id: int,
    site_id: int,
    /** prompts actually added: duplicates for the same engine are skipped and not counted */
    added: int,
    /** k2site_llm_id of each added prompt */
    prompts: list(int),
  }),
);
export type AddedPrompts = z.output<typeof addedPromptsSchema>;

export const SEARCH_INTENTS = ['I', 'N', 'L', 'C', 'T'] as const;

export const positionSchema = z.lazy(() =>
  z.looseObject({
    date: str,
    /** null = no AI result block that date; 0 = site URL not found; 1+ = position */
    url_position: intOrNull,
    urls_count: intOrNull,
    /** null = no block; 0 = brand not mentioned; 1+ = position */
    mention_position: intOrNull,
    mentions_count: intOrNull,
    organic_overlap: intOrNull,
    // 0-100; read as a number so a fractional percentage does not fail the page.
    organic_overlap_percent: numOrNull,
  }),
);
export type RankingPosition = z.output<typeof positionSchema>;

export const rankingItemSchema = z.lazy(() =>
  z.looseObject({
    keyword_id: int,
    keyword: str,
    search_volume: intOrNull,
    /** null when the intent is unknown (not the same as "no intent") */
    search_intent: z.preprocess(
      (v) => (v === undefined ? null : v),
      z.array(looseEnum(SEARCH_INTENTS)).nullable(),
    ),
    positions: list(positionSchema),
  }),
);
export type RankingItem = z.output<typeof rankingItemSchema>;

export const rankingsSchema = z.lazy(() =>
  z.looseObject({
    site_llm_id: int,
    site_id: int,
    date_from: str,
    date_to: str,
    items: list(rankingItemSchema),
    ...page,
  }),
);
export type PromptRankings = z.output<typeof rankingsSchema>;

// Inputs of the writes and reads, with the service's field names so a body is built field by field.

export interface CreateEngineInput {
  base_name: EngineBaseName;
  country_code: string;
  region_name?: string;
  lang_code?: string;
}
/** `null` clears the field; a field left undefined is not sent and stays as it is. */
export interface UpdateEngineInput {
  region_name?: string | null;
  lang_code?: string | null;
}
export interface StatisticsParams {
  from?: string;
  to?: string;
  /** 0-100; 0 (the default) = all positions */
  top?: number;
}
export interface PageParams {
  /** 1-1000, default 100 */
  limit?: number;
  offset?: number;
}
export interface RankingsParams extends PageParams {
  date_from?: string;
  date_to?: string;
}
