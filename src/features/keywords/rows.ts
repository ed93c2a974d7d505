import type { ExportRow, HistoryTrend, KeywordMetrics, RelatedKeyword } from '../../api/keyword-schemas.ts';
import { trendGrowth } from './trend.ts';

/** One table row for any of the five operations; a null metric means "no data" and is never drawn as 0. */
export interface KeywordRow {
  id: string;
  keyword: string | null;
  volume: number | null;
  cpc: number | null;
  difficulty: number | null;
  competition: number | null;
  intents: string[];
  serp_features: string[];
  relevance: number | null;
  history_trend: HistoryTrend;
  /** export: `is_data_found: false` */
  noData: boolean;
}

const empty = {
  volume: null,
  cpc: null,
  difficulty: null,
  competition: null,
  intents: [],
  serp_features: [],
  relevance: null,
  history_trend: null,
  noData: false,
};

export function rowsFromExport(rows: readonly ExportRow[]): KeywordRow[] {
  return rows.map((r, i) => ({
    ...empty,
    ...r,
    id: r.keyword ?? `#${i + 1}`,
    relevance: null,
    noData: r.is_data_found === false,
  }));
}

export function rowsFromDiscovery(list: readonly (KeywordMetrics | RelatedKeyword)[]): KeywordRow[] {
  // Ids are the keywords; a repeated keyword (not expected) still gets a row of its own.
  const seen = new Map<string, number>();
  return list.map((k) => {
    const n = seen.get(k.keyword) ?? 0;
    seen.set(k.keyword, n + 1);
    return {
      ...empty,
      ...k,
      id: n === 0 ? k.keyword : `${k.keyword}#${n + 1}`,
      relevance: 'relevance' in k && typeof k.relevance === 'number' ? k.relevance : null,
      noData: false,
    };
  });
}

export function rowsFromLongtail(list: readonly string[]): KeywordRow[] {
  return rowsFromDiscovery(list.map((keyword) => ({ keyword, ...empty })));
}

export const SORTABLE = [
  'keyword',
  'volume',
  'cpc',
  'difficulty',
  'competition',
  'relevance',
  'serp_features',
  'trend',
] as const;
export type SortColumn = (typeof SORTABLE)[number];

function value(r: KeywordRow, by: SortColumn): number | string | null {
  if (by === 'keyword') return r.keyword;
  if (by === 'trend') return trendGrowth(r.history_trend);
  if (r.noData) return null;
  if (by === 'serp_features') return r.serp_features.length;
  return r[by];
}

/** Sorted copy; rows without a value (null, "no data") come last in both directions; ties keep their order. */
export function sortRows(rows: readonly KeywordRow[], by: SortColumn, dir: 'asc' | 'desc'): KeywordRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return rows
    .map((r, i) => ({ r, i, v: value(r, by) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === null ? (b.v === null ? a.i - b.i : 1) : -1;
      const c =
        typeof a.v === 'string' && typeof b.v === 'string'
          ? a.v.localeCompare(b.v)
          : (a.v as number) - (b.v as number);
      return sign * c || a.i - b.i;
    })
    .map((x) => x.r);
}
