import { jsonParam, type QueryParams } from './query.ts';

/** What the dashboard sends to keyword research: input types and the exact query/form they become. */

export const EXPORT_MAX_KEYWORDS = 5000;

export type SortOrder = 'asc' | 'desc';
export type KeywordSort = 'keyword' | 'volume' | 'cpc' | 'difficulty' | 'competition';
export type ExportSort = 'volume' | 'cpc' | 'difficulty' | 'competition';
export type ExportCol = 'keyword' | 'volume' | 'cpc' | 'difficulty' | 'competition' | 'history_trend';
export type IntentCode = 'I' | 'N' | 'T' | 'C' | 'L';
export type Range = { from?: number; to?: number };
export type KeywordMatch = { type: 'begins' | 'contains' | 'ends' | 'exact'; value: string };

export interface ExportInput {
  /** country code of the regional keyword database */
  source: string;
  keywords: readonly string[];
  sort?: ExportSort;
  sort_order?: SortOrder;
  /** default: all six */
  cols?: readonly ExportCol[];
}

export interface KeywordFilters {
  volume?: Range;
  difficulty?: Range;
  cpc?: Range;
  competition?: Range;
  keyword_count?: Range;
  characters_count?: Range;
  serp_features?: readonly string[];
  intents?: readonly IntentCode[];
  /** groups of conditions; each group is an array of matches */
  multi_keyword_included?: readonly (readonly KeywordMatch[])[];
  multi_keyword_excluded?: readonly (readonly KeywordMatch[])[];
}

/** Common parameters of similar, related and questions. */
export interface DiscoveryParams {
  source: string;
  keyword: string;
  limit?: number;
  offset?: number;
  sort?: KeywordSort;
  sort_order?: SortOrder;
  history_trend?: boolean;
  filter?: KeywordFilters;
}

export interface LongtailParams {
  source: string;
  keyword: string;
  limit?: number;
  offset?: number;
}

export type DiscoveryKind = 'similar' | 'related' | 'questions';

const range = (r: Range | undefined) => ({ from: r?.from, to: r?.to });
const groups = (g: KeywordFilters['multi_keyword_included']) =>
  jsonParam(
    (g ?? []).map((group) => group.filter((m) => m.value.trim() !== '')).filter((group) => group.length > 0),
  );
const joined = (values: readonly string[] | undefined) => values?.filter((v) => v.trim() !== '').join(',');

/**
 * The bracketed query the service documents: `filter[volume][from]`, `filter[intents]=I,C`, comma-joined SERP
 * features and JSON-valued keyword groups. Unset parts are left out (the service rejects empty strings).
 */
export function discoveryQuery(p: DiscoveryParams): QueryParams {
  const f = p.filter ?? {};
  return {
    source: p.source,
    keyword: p.keyword.trim(),
    limit: p.limit,
    offset: p.offset,
    sort: p.sort,
    sort_order: p.sort_order,
    // Sent only when asked for: false is the default, and a string "false" is not reliably falsy upstream.
    history_trend: p.history_trend ? true : undefined,
    filter: {
      volume: range(f.volume),
      difficulty: range(f.difficulty),
      cpc: range(f.cpc),
      competition: range(f.competition),
      keyword_count: range(f.keyword_count),
      characters_count: range(f.characters_count),
      serp_features: joined(f.serp_features),
      intents: joined(f.intents),
      multi_keyword_included: groups(f.multi_keyword_included),
      multi_keyword_excluded: groups(f.multi_keyword_excluded),
    },
  };
}

/** Multipart form of the export: `keywords[]` repeated, then sort, sort_order and comma-separated cols. */
export function exportForm(input: ExportInput): [string, string][] {
  const form: [string, string][] = input.keywords
    .map((k) => k.trim())
    .filter((k) => k !== '')
    .map((k) => ['keywords[]', k]);
  if (input.sort) form.push(['sort', input.sort]);
  if (input.sort_order) form.push(['sort_order', input.sort_order]);
  if (input.cols?.length) form.push(['cols', input.cols.join(',')]);
  return form;
}
