import { describe, expect, it } from 'vitest';
import type { TrackedKeyword } from '../../api/positions.ts';
import { parsePositionsSearch } from './search.ts';
import { facets, shapeRows } from './table-shape.ts';

const kw = (id: number, position: number | null, day: string | null = '2026-11-25'): TrackedKeyword => ({
  id,
  keyword: `kw ${id}`,
  location_id: 2840,
  language_code: 'en',
  device: 'desktop',
  tags: [],
  day,
  position,
  url: null,
  change1: null,
  change7: null,
  change30: null,
  best: position,
  trend: [],
});

const rows = [kw(1, 12), kw(2, null), kw(3, 2), kw(4, null, null), kw(5, 7)];

describe('shapeRows', () => {
  it('narrows to one tag and one location, and lists the choices', () => {
    const tagged = [
      { ...kw(1, 3), tags: ['boots'] },
      { ...kw(2, 5), tags: ['tents'], location_id: 2826 },
      { ...kw(3, 9), tags: ['boots', 'sale'], location_id: 2826 },
    ];
    expect(shapeRows(tagged, 'all', 'position', 'asc', { tag: 'boots' }).map((r) => r.id)).toEqual([1, 3]);
    expect(
      shapeRows(tagged, 'top10', 'position', 'asc', { tag: 'boots', location: 2826 }).map((r) => r.id),
    ).toEqual([3]);
    expect(facets(tagged)).toEqual({ tags: ['boots', 'sale', 'tents'], locations: [2826, 2840] });
    expect(parsePositionsSearch({ tag: 'boots', location: '2826' })).toEqual({
      tag: 'boots',
      location: 2826,
    });
    expect(parsePositionsSearch({ tag: '', location: 'x' })).toEqual({});
  });

  it('filters top 3, top 10 and not ranking (checked and absent, not unchecked)', () => {
    expect(shapeRows(rows, 'top3', 'keyword', 'asc').map((r) => r.id)).toEqual([3]);
    expect(shapeRows(rows, 'top10', 'keyword', 'asc').map((r) => r.id)).toEqual([3, 5]);
    expect(shapeRows(rows, 'not-ranking', 'keyword', 'asc').map((r) => r.id)).toEqual([2]);
  });

  it('sorts by position both ways with the keywords not found last, never as 0 or 100', () => {
    expect(shapeRows(rows, 'all', 'position', 'asc').map((r) => r.id)).toEqual([3, 5, 1, 2, 4]);
    expect(shapeRows(rows, 'all', 'position', 'desc').map((r) => r.id)).toEqual([1, 5, 3, 2, 4]);
  });
});

describe('parsePositionsSearch', () => {
  it('keeps only known values', () => {
    expect(parsePositionsSearch({ filter: 'top3', sort: 'best', dir: 'desc', keyword: '4' })).toEqual({
      filter: 'top3',
      sort: 'best',
      dir: 'desc',
      keyword: 4,
    });
    expect(parsePositionsSearch({ filter: 'top99', sort: 'x', keyword: '-1' })).toEqual({});
  });
});
