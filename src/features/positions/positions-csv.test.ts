import { describe, expect, it } from 'vitest';
import type { TrackedKeyword } from '../../api/positions.ts';
import { toCsv } from '../../lib/csv.ts';
import { positionsTable } from './positions-csv.ts';

const base: TrackedKeyword = {
  id: 1,
  keyword: 'hiking boots',
  location_id: 2840,
  language_code: 'en',
  device: 'desktop',
  tags: ['boots', 'core'],
  day: '2026-11-25',
  position: 4,
  url: 'https://northwind-outdoor.com/boots',
  change1: { kind: 'moved', by: 2 },
  change7: { kind: 'entered' },
  change30: null,
  best: 2,
  trend: [],
};

describe('positions CSV', () => {
  it('carries read_at_utc like every export; not found is an empty position, never 0', () => {
    const t = positionsTable(
      [
        base,
        { ...base, id: 2, keyword: 'tent', position: null, url: null, change1: { kind: 'lost' }, best: null },
      ],
      {
        domain: 'northwind-outdoor.com',
        locationName: () => 'United States',
        readAt: Date.UTC(2026, 10, 25, 9, 30),
      },
    );
    expect(t.filename).toBe('positions-northwind-outdoor-com-2026-11-25.csv');
    expect(t.header.at(-1)).toBe('read_at_utc');
    expect(t.rows[0]).toEqual([
      'hiking boots',
      2840,
      'United States',
      'en',
      'desktop',
      'boots,core',
      '2026-11-25',
      true,
      4,
      'https://northwind-outdoor.com/boots',
      2,
      'entered',
      null,
      2,
      '2026-11-25 09:30:00',
    ]);
    expect(t.rows[1]?.slice(7, 11)).toEqual([false, null, null, 'lost']);
    expect(toCsv(t.header, t.rows)).toContain(
      '"tent","2840","United States","en","desktop","boots,core","2026-11-25","false","",""',
    );
  });
});
