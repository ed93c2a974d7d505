import { HttpError } from '../../http.ts';
import { INTENTS, type Intent, type KeywordMetrics } from './metrics.ts';
import { anyGroupHolds, readGroups, type Groups } from './multi-keyword.ts';
import { bool, float, int, oneOf, optional, page, type Page } from './params.ts';

/** The common parameters of similar, related and questions, parsed and checked against the spec's bounds. */

export const SORTS = ['keyword', 'volume', 'cpc', 'difficulty', 'competition'] as const;
export type Sort = (typeof SORTS)[number];

type RangeField = 'volume' | 'difficulty' | 'cpc' | 'competition' | 'keyword_count' | 'characters_count';
interface Range {
  field: RangeField;
  from?: number;
  to?: number;
}

/** Bounds per spec table: volume >= 0, difficulty 0-100, cpc >= 0, competition 0.0-1.0, counts positive. */
const RANGES: { field: RangeField; kind: 'int' | 'float'; min: number; max?: number }[] = [
  { field: 'volume', kind: 'int', min: 0 },
  { field: 'difficulty', kind: 'int', min: 0, max: 100 },
  { field: 'cpc', kind: 'float', min: 0 },
  { field: 'competition', kind: 'float', min: 0, max: 1 },
  { field: 'keyword_count', kind: 'int', min: 1 },
  { field: 'characters_count', kind: 'int', min: 1 },
];

export interface CommonQuery extends Page {
  sort?: Sort;
  order: 'asc' | 'desc';
  historyTrend: boolean;
  ranges: Range[];
  serpFeatures?: string[];
  intents?: Intent[];
  included?: Groups;
  excluded?: Groups;
}

function list(q: URLSearchParams, name: string): string[] | undefined {
  const raw = [...q.getAll(name), ...q.getAll(`${name}[]`)];
  if (raw.length === 0) return undefined;
  if (raw.some((r) => r.trim() === '')) throw new HttpError(400, `${name} must not be empty when given`);
  const items = raw.flatMap((r) => r.split(',')).map((s) => s.trim());
  if (items.some((s) => s === ''))
    throw new HttpError(400, `${name} must be a comma-separated list without empty items`);
  return items;
}

export function parseCommon(q: URLSearchParams): CommonQuery {
  const sort = optional(q, 'sort');
  const order = optional(q, 'sort_order');
  const trend = optional(q, 'history_trend');
  const ranges: Range[] = [];
  for (const r of RANGES) {
    const range: Range = { field: r.field };
    for (const end of ['from', 'to'] as const) {
      const name = `filter[${r.field}][${end}]`;
      const v = optional(q, name);
      if (v === undefined) continue;
      range[end] = r.kind === 'int' ? int(name, v, r.min, r.max) : float(name, v, r.min, r.max);
    }
    if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
      throw new HttpError(400, `filter[${r.field}]: from must not be greater than to`);
    }
    if (range.from !== undefined || range.to !== undefined) ranges.push(range);
  }
  const intents = list(q, 'filter[intents]')?.map((i) => oneOf('filter[intents]', i.toUpperCase(), INTENTS));
  return {
    ...page(q),
    sort: sort === undefined ? undefined : oneOf('sort', sort, SORTS),
    order: order === undefined ? 'desc' : oneOf('sort_order', order.toLowerCase(), ['asc', 'desc'] as const),
    historyTrend: trend === undefined ? false : bool('history_trend', trend),
    ranges,
    // Allowed SERP feature names are not shown in the spec: unknown names are accepted and simply match nothing.
    serpFeatures: list(q, 'filter[serp_features]')?.map((s) => s.toLowerCase()),
    intents,
    included: readGroups(q, 'included'),
    excluded: readGroups(q, 'excluded'),
  };
}

function rangeValue(m: KeywordMetrics, field: RangeField): number {
  if (field === 'keyword_count') return m.keyword.split(' ').length;
  if (field === 'characters_count') return m.keyword.length;
  return m[field];
}

/** Filters: every given filter must hold. serp_features and intents match when the keyword has ANY listed value. */
export function matches(m: KeywordMetrics, c: CommonQuery): boolean {
  for (const r of c.ranges) {
    const v = rangeValue(m, r.field);
    if (r.from !== undefined && v < r.from) return false;
    if (r.to !== undefined && v > r.to) return false;
  }
  if (c.serpFeatures && !c.serpFeatures.some((f) => m.serp_features.includes(f))) return false;
  if (c.intents && !c.intents.some((i) => m.intents.includes(i))) return false;
  if (c.included && !anyGroupHolds(m.keyword, c.included)) return false;
  if (c.excluded && anyGroupHolds(m.keyword, c.excluded)) return false;
  return true;
}

/** Stable sort; ties keep the natural order so paging is consistent. Without `sort` the natural order stays. */
export function sortBy<T extends Pick<KeywordMetrics, 'keyword' | Exclude<Sort, 'keyword'>>>(
  items: T[],
  sort: Sort | undefined,
  order: 'asc' | 'desc',
): T[] {
  if (!sort) return items;
  const dir = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    if (sort === 'keyword') return dir * a.keyword.localeCompare(b.keyword);
    return dir * (a[sort] - b[sort]);
  });
}
