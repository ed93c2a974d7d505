import { describe, expect, it } from 'vitest';
import type { PositionRow } from './repo.ts';
import { competitors, siteTrend } from './trends.ts';

const row = (
  keyword_id: number,
  day: string,
  position: number | null,
  top10: string[] = [],
): PositionRow => ({
  keyword_id,
  day,
  position,
  url: null,
  top10,
  task_id: null,
  checked_at: `${day}T06:00:00Z`,
});

describe('siteTrend', () => {
  it('averages the keywords found, shares over those checked; a day not checked is no day at all', () => {
    const t = siteTrend([
      row(1, '2026-11-01', 2),
      row(2, '2026-11-01', 8),
      row(3, '2026-11-01', null),
      row(4, '2026-11-01', 40),
      row(1, '2026-11-03', null),
    ]);
    expect(t).toEqual([
      { day: '2026-11-01', checked: 4, found: 3, average: 16.7, top3: 0.25, top10: 0.5 },
      // a day the site was not found is a gap, never 0 or 100
      { day: '2026-11-03', checked: 1, found: 0, average: null, top3: 0, top10: 0 },
    ]);
  });
});

describe('competitors', () => {
  const rows = [
    row(1, '2026-11-01', 3, ['a.com', 'b.com', 'me.com']),
    row(2, '2026-11-01', null, ['b.com', 'a.com', 'c.com']),
    row(1, '2026-11-02', 1, ['me.com', 'b.com', 'c.com']),
    row(2, '2026-11-02', null, ['b.com', 'd.com', 'e.com']),
  ];
  it('ranks the domains seen most in the top 10, leaving out the site, with their mean place per day', () => {
    const c = competitors(rows, 'me.com', 2);
    expect(c.competitors.map((x) => [x.domain, x.appearances, x.share])).toEqual([
      ['b.com', 4, 1],
      ['a.com', 2, 0.5],
    ]);
    expect(c.competitors[1]?.days).toEqual([
      { day: '2026-11-01', average: 1.5 },
      { day: '2026-11-02', average: null },
    ]);
    expect(c.site).toEqual([
      { day: '2026-11-01', average: 3 },
      { day: '2026-11-02', average: 1 },
    ]);
  });
});
