import { z } from 'zod';
import { bool, int, intOrNull, list, numOrNull, strOrNull } from './schema.ts';

/** Keyword research resources (spec: "Keyword metrics"). */

/**
 * `history_trend`: `{ "YYYY-MM-01": volume }`, or null when unavailable or not asked for. `[]` (the service's
 * empty object) and a missing key also mean "no trend", never an empty chart of zeros.
 */
export const historyTrendSchema = z.lazy(() =>
  z.preprocess(
    (v) => (v === undefined || (Array.isArray(v) && v.length === 0) ? null : v),
    z.record(z.string(), numOrNull).nullable(),
  ),
);

/**
 * One keyword's metrics. Export may be asked for a subset of columns, and a keyword without data carries
 * nulls: absent or null metrics stay null (never 0). `competition` arrives as a string or a float.
 */
export const keywordMetricsSchema = z.lazy(() =>
  z.looseObject({
    keyword: z.string(),
    volume: intOrNull,
    cpc: numOrNull,
    difficulty: intOrNull,
    competition: numOrNull,
    intents: list(z.string()),
    serp_features: list(z.string()),
    history_trend: historyTrendSchema,
  }),
);

/** Export rows also say whether the service knew the keyword. */
export const exportRowSchema = z.lazy(() =>
  keywordMetricsSchema.unwrap().extend({
    // `cols` may leave the keyword column out; rows still come one per submitted keyword, in order
    keyword: strOrNull,
    is_data_found: bool.optional(),
  }),
);

export const exportResultSchema = z.lazy(() => list(exportRowSchema));

export const relatedKeywordSchema = z.lazy(() =>
  keywordMetricsSchema.unwrap().extend({ relevance: intOrNull }),
);

/** `total` counts every match, regardless of limit and offset. */
export const keywordListSchema = z.lazy(() =>
  z.looseObject({ total: int, keywords: list(keywordMetricsSchema) }),
);
export const relatedListSchema = z.lazy(() =>
  z.looseObject({ total: int, keywords: list(relatedKeywordSchema) }),
);
export const longtailListSchema = z.lazy(() => z.looseObject({ total: int, keywords: list(z.string()) }));

export type HistoryTrend = z.output<typeof historyTrendSchema>;
export type KeywordMetrics = z.output<typeof keywordMetricsSchema>;
export type ExportRow = z.output<typeof exportRowSchema>;
export type RelatedKeyword = z.output<typeof relatedKeywordSchema>;
export type KeywordList = z.output<typeof keywordListSchema>;
export type RelatedList = z.output<typeof relatedListSchema>;
export type LongtailList = z.output<typeof longtailListSchema>;
