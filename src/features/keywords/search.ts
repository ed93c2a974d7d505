/**
 * The /keywords URL: the tab and the whole search (source, seed, paging, every filter, sort), so a link
 * reproduces it. Plain TypeScript on purpose: validateSearch runs in the entry chunk, which must not carry zod.
 * Unknown or malformed values are dropped rather than failing the page; bounds are checked by the form.
 */

import { oneOf } from '../../lib/search-params.ts';

export const KEYWORD_TABS = ['export', 'similar', 'related', 'questions', 'longtail'] as const;
export type KeywordTab = (typeof KEYWORD_TABS)[number];

export const RANGE_NAMES = [
  'volume',
  'difficulty',
  'cpc',
  'competition',
  'keyword_count',
  'characters_count',
] as const;
export type RangeName = (typeof RANGE_NAMES)[number];

export const MATCH_TYPES = ['begins', 'contains', 'ends', 'exact'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export type MatchGroups = { type: MatchType; value: string }[][];

const SORTS = ['keyword', 'volume', 'cpc', 'difficulty', 'competition'] as const;
const EXPORT_SORTS = ['volume', 'cpc', 'difficulty', 'competition'] as const;
const ORDERS = ['asc', 'desc'] as const;

export interface KeywordSearch {
  tab?: KeywordTab;
  /** country code of the keyword database */
  source?: string;
  /** seed keyword (discovery and long-tail) */
  q?: string;
  limit?: number;
  offset?: number;
  sort?: (typeof SORTS)[number];
  order?: (typeof ORDERS)[number];
  trend?: boolean;
  /** ranges as "from..to", either end optional: "100..", "..40", "0.2..0.8" */
  volume?: string;
  difficulty?: string;
  cpc?: string;
  competition?: string;
  keyword_count?: string;
  characters_count?: string;
  /** comma-separated */
  features?: string;
  /** comma-separated intent codes */
  intents?: string;
  include?: MatchGroups;
  exclude?: MatchGroups;
  /** export options */
  esort?: (typeof EXPORT_SORTS)[number];
  eorder?: (typeof ORDERS)[number];
  /** comma-separated export columns */
  cols?: string;
  /** the results table's own sort */
  by?: string;
  dir?: (typeof ORDERS)[number];
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? (v.trim() === '' ? undefined : v) : typeof v === 'number' ? String(v) : undefined;

function whole(v: unknown, min: number): number | undefined {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min ? n : undefined;
}

const RANGE = /^(\d+(\.\d+)?)?\.\.(\d+(\.\d+)?)?$/;

function groups(v: unknown): MatchGroups | undefined {
  if (!Array.isArray(v)) return undefined;
  const out: MatchGroups = [];
  for (const g of v) {
    if (!Array.isArray(g)) continue;
    const conds = g.flatMap((c: unknown) => {
      const { type, value } = (c ?? {}) as Record<string, unknown>;
      const t = oneOf(MATCH_TYPES, type);
      return t && typeof value === 'string' ? [{ type: t, value }] : [];
    });
    if (conds.length > 0) out.push(conds);
  }
  return out.length > 0 ? out : undefined;
}

export function validateKeywordSearch(raw: Record<string, unknown>): KeywordSearch {
  const s: KeywordSearch = {
    tab: oneOf(KEYWORD_TABS, raw.tab),
    source: text(raw.source)?.trim().toLowerCase(),
    q: text(raw.q),
    limit: whole(raw.limit, 1),
    offset: whole(raw.offset, 0),
    sort: oneOf(SORTS, raw.sort),
    order: oneOf(ORDERS, raw.order),
    trend: raw.trend === true || raw.trend === 'true' ? true : undefined,
    features: text(raw.features),
    intents: text(raw.intents),
    include: groups(raw.include),
    exclude: groups(raw.exclude),
    esort: oneOf(EXPORT_SORTS, raw.esort),
    eorder: oneOf(ORDERS, raw.eorder),
    cols: text(raw.cols),
    by: text(raw.by),
    dir: oneOf(ORDERS, raw.dir),
  };
  for (const name of RANGE_NAMES) {
    const r = text(raw[name]);
    if (r !== undefined && RANGE.test(r) && r !== '..') s[name] = r;
  }
  // Unset keys stay, as undefined: the router fills a key the result lacks from the raw address (an unknown
  // tab would reach the page), while an undefined one is left out of the links it writes.
  return s;
}
