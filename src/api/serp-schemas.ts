import { z } from 'zod';
import { bool, int, intOrNull, list, looseEnum, numOrNull, str, strOrNull } from './schema.ts';

/** SERP collection resources (spec: "SERP task", "SERP result", "SERP location"). */

export const serpTaskSchema = z.lazy(() =>
  z.looseObject({
    id: int,
    query: z.string(),
    location_id: int,
    language_code: z.string(),
    is_completed: bool,
    /** `YYYY-MM-DD HH:MM:SS`, UTC */
    added: strOrNull,
  }),
);
export const serpTaskListSchema = z.lazy(() => list(serpTaskSchema));

export const SERP_ITEM_TYPES = ['organic', 'ads', 'featured_snippet', 'related_searches'] as const;

/**
 * One item of either result kind. Advanced results carry many more item types (videos, images, AI overviews…)
 * with their own fields, so every field beyond `type` is optional and unknown ones pass through: a new item
 * type must show up in the list rather than break the page.
 */
export const serpItemSchema = z.lazy(() =>
  z.looseObject({
    type: looseEnum(SERP_ITEM_TYPES),
    rank_absolute: intOrNull.optional(),
    rank_group: intOrNull.optional(),
    position: strOrNull.optional(),
    serp_features: list(z.string()).optional(),
    domain: strOrNull.optional(),
    url: strOrNull.optional(),
    title: strOrNull.optional(),
    description: strOrNull.optional(),
    breadcrumb: strOrNull.optional(),
    highlighted_terms: list(z.string()).optional(),
    links: list(z.looseObject({ url: strOrNull, title: strOrNull })).optional(),
    displayUrl: strOrNull.optional(),
    // only on related_searches items; entries are shown as text, other shapes are kept
    searches: list(z.union([z.string(), z.looseObject({})])).optional(),
  }),
);

export const serpResultSchema = z.lazy(() =>
  z.looseObject({
    request_metadata: z.looseObject({
      keyword: z.string(),
      device: looseEnum(['desktop', 'mobile'] as const),
      location_id: int,
      language_code: z.string(),
      tag: strOrNull.optional(),
      crawled_at: strOrNull,
      serp_url: strOrNull,
    }),
    summary: z.looseObject({
      total_results: intOrNull,
      organic_items_count: intOrNull,
      SERP_features: list(z.string()),
    }),
    items: list(serpItemSchema),
  }),
);

/** While the task runs, every result endpoint answers `{status: "processing"}`. */
export const processingSchema = z.lazy(() => z.looseObject({ status: z.literal('processing') }));

/** `{state: 'processing'}` until the SERP is collected, then `{state: 'done', result}`. */
export const serpOutcomeSchema = z.lazy(() =>
  z.union([
    processingSchema.transform(() => ({ state: 'processing' as const })),
    serpResultSchema.transform((result) => ({ state: 'done' as const, result })),
  ]),
);

export const serpLocationSchema = z.lazy(() =>
  z.looseObject({
    // arrives as a string; kept as one (tasks take it back as an integer, see createSerpTasks)
    location_id: str,
    location_name: z.string(),
    country_code: z.string(),
    coordinates: z.looseObject({ latitude: numOrNull, longitude: numOrNull }).nullable().optional(),
    ads_location_id: strOrNull.optional(),
  }),
);
export const serpLocationsSchema = z.lazy(() => z.looseObject({ data: list(serpLocationSchema) }));

export type SerpTask = z.output<typeof serpTaskSchema>;
export type SerpItem = z.output<typeof serpItemSchema>;
export type SerpResult = z.output<typeof serpResultSchema>;
export type SerpOutcome = z.output<typeof serpOutcomeSchema>;
export type SerpLocation = z.output<typeof serpLocationSchema>;
/** The HTML dump: a ZIP once collected. */
export type SerpHtmlOutcome = { state: 'processing' } | { state: 'done'; result: Blob };
