import { compact, intIn, oneOf } from '../../lib/search-params.ts';

/**
 * The table's filters and sort keys are the URL's words. They live here, not beside the sorting (table-shape.ts):
 * the route's search check is in the entry chunk, and the sorting would bring the price table with it.
 */
export const FILTERS = ['all', 'top3', 'top10', 'not-ranking'] as const;
export type PositionFilter = (typeof FILTERS)[number];
export const SORTS = ['keyword', 'position', 'change1', 'change7', 'change30', 'best', 'url'] as const;
export type SortKey = (typeof SORTS)[number];
export type SortDir = 'asc' | 'desc';

export const FILTER_LABELS: Record<PositionFilter, string> = {
  all: 'All',
  top3: 'Top 3',
  top10: 'Top 10',
  'not-ranking': 'Not ranking',
};

/** `/sites/$siteId/positions?filter=&sort=&dir=&keyword=`: the view a person would share (plain TS, no zod). */
export interface PositionsSearch {
  filter?: Exclude<PositionFilter, 'all'>;
  sort?: SortKey;
  dir?: SortDir;
  /** the keyword whose history is open */
  keyword?: number;
  /** only keywords with this tag */
  tag?: string;
  /** only keywords checked in this location (location_id) */
  location?: number;
  /** keywords to fill in the add form ("Track these" from keyword research), one a line */
  add?: string;
}

export function parsePositionsSearch(raw: Record<string, unknown>): PositionsSearch {
  const filter = oneOf(FILTERS, raw.filter);
  const tag =
    typeof raw.tag === 'string' && raw.tag.trim() && raw.tag.length <= 40 ? raw.tag.trim() : undefined;
  return compact({
    filter: filter === 'all' ? undefined : filter,
    sort: oneOf(SORTS, raw.sort),
    dir: oneOf(['asc', 'desc'] as const, raw.dir),
    keyword: intIn(raw.keyword, 1, Number.MAX_SAFE_INTEGER),
    tag,
    location: intIn(raw.location, 1, Number.MAX_SAFE_INTEGER),
    add: typeof raw.add === 'string' && raw.add.trim() ? raw.add.slice(0, 200_000) : undefined,
  });
}
