import type { TrackedKeyword } from '../../api/positions.ts';
import { changeRank } from '../../lib/positions.ts';
import type { PositionFilter, SortDir, SortKey } from './search.ts';

/** The table's filter and sort, pure: a keyword not found (null) is never sorted as 0 or 100, it goes last. */

export function matchesFilter(k: TrackedKeyword, f: PositionFilter): boolean {
  if (f === 'top3') return k.position !== null && k.position <= 3;
  if (f === 'top10') return k.position !== null && k.position <= 10;
  // checked and absent; a keyword never checked is not "not ranking", it is unknown
  if (f === 'not-ranking') return k.day !== null && k.position === null;
  return true;
}

function value(k: TrackedKeyword, key: SortKey): number | string | null {
  switch (key) {
    case 'keyword':
      return k.keyword.toLowerCase();
    case 'url':
      return k.url;
    case 'position':
      return k.position;
    case 'best':
      return k.best;
    default:
      return changeRank(k[key] ?? undefined);
  }
}

/** Narrowing beside the position filter: one tag, one location (both in the URL). */
export interface Narrow {
  tag?: string;
  location?: number;
}

/** The tags and locations the keywords carry, for the filters' choices (sorted; locations by id). */
export function facets(rows: readonly TrackedKeyword[]): { tags: string[]; locations: number[] } {
  const tags = new Set<string>();
  const locations = new Set<number>();
  for (const k of rows) {
    for (const t of k.tags) tags.add(t);
    locations.add(k.location_id);
  }
  return { tags: [...tags].sort(), locations: [...locations].sort((a, b) => a - b) };
}

export function shapeRows(
  rows: readonly TrackedKeyword[],
  filter: PositionFilter,
  sort: SortKey,
  dir: SortDir,
  narrow: Narrow = {},
): TrackedKeyword[] {
  const sign = dir === 'asc' ? 1 : -1;
  return rows
    .filter(
      (k) =>
        matchesFilter(k, filter) &&
        (narrow.tag === undefined || k.tags.includes(narrow.tag)) &&
        (narrow.location === undefined || k.location_id === narrow.location),
    )
    .sort((a, b) => {
      const x = value(a, sort);
      const y = value(b, sort);
      if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return c === 0 ? a.id - b.id : sign * c;
    });
}
