import { describe, expect, it } from 'vitest';
import { compareValues, sortRows } from './sort-rows.ts';

describe('sortRows', () => {
  const values = [3, null, 10, undefined, 0, Number.NaN, 7];

  it('puts "no data" after every value, ascending and descending', () => {
    expect(sortRows(values, (v) => v, false)).toEqual([0, 3, 7, 10, null, undefined, Number.NaN]);
    expect(sortRows(values, (v) => v, true)).toEqual([10, 7, 3, 0, null, undefined, Number.NaN]);
  });

  it('never sorts a null as a zero', () => {
    expect(compareValues(null, 0, false)).toBeGreaterThan(0);
    expect(compareValues(null, 0, true)).toBeGreaterThan(0);
  });

  it('sorts text as people read it and keeps equal rows in their order', () => {
    const rows = [
      { k: 'b', n: 1 },
      { k: 'item 10', n: 2 },
      { k: 'item 9', n: 3 },
      { k: 'B', n: 4 },
    ];
    expect(sortRows(rows, (r) => r.k, false).map((r) => r.n)).toEqual([1, 4, 3, 2]);
  });
});
