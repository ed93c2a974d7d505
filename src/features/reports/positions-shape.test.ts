import { describe, expect, it } from 'vitest';
import type { Positions, PositionsTrends, TrackedKeyword } from '../../api/positions.ts';
import { daysToCover, movers, positionsFigures } from './positions-shape.ts';

const t: PositionsTrends = {
  days: 30,
  since: '2026-10-27',
  trend: [
    { day: '2026-10-30', checked: 4, found: 3, average: 12.4, top3: 0.25, top10: 0.5 },
    { day: '2026-11-10', checked: 4, found: 2, average: 9.1, top3: 0.25, top10: 0.75 },
    { day: '2026-11-20', checked: 4, found: 0, average: null, top3: 0, top10: 0 },
  ],
  competitors: [],
  site: [],
};

describe('the report’s rank-tracking figures', () => {
  it('compares the means of the range’s checked days with the period before', () => {
    // range Nov 1 – 15; before: Oct 17 – 31
    expect(positionsFigures(t, '2026-11-01', '2026-11-15')).toEqual({
      first: '2026-11-10',
      last: '2026-11-10',
      average: { now: 9.1, before: 12.4, change: -3.3, previous: { from: '2026-10-17', to: '2026-10-31' } },
      top3: { now: 25, before: 25, change: 0, previous: { from: '2026-10-17', to: '2026-10-31' } },
      top10: { now: 75, before: 50, change: 25, previous: { from: '2026-10-17', to: '2026-10-31' } },
    });
  });
  it('has no average (never 0) when nothing was found, and nothing to compare without a check before', () => {
    expect(positionsFigures(t, '2026-11-15', '2026-11-25').average).toMatchObject({
      now: null,
      change: null,
    });
    expect(positionsFigures(t, '2026-12-01', '2026-12-05')).toMatchObject({
      last: null,
      top10: { now: null, before: null, change: null },
    });
    expect(positionsFigures(t, '2026-10-20', '2026-11-15').top3).toMatchObject({
      before: null,
      change: null,
    });
  });
  it('reads back far enough for the range and the period before it', () => {
    expect(daysToCover({ from: '2026-10-27', to: '2026-11-25' }, '2026-11-25')).toBe(60);
  });
  it('lists the biggest moves over 7 days, up and down', () => {
    const k = (id: number, by: number | null): TrackedKeyword => ({
      id,
      keyword: `k${id}`,
      location_id: 2840,
      language_code: 'en',
      device: 'desktop',
      tags: [],
      day: '2026-11-25',
      position: 5,
      url: null,
      change1: null,
      change7: by === null ? { kind: 'entered' } : { kind: 'moved', by },
      change30: null,
      best: 5,
      trend: [],
    });
    const p = { keywords: [k(1, 3), k(2, -7), k(3, 9), k(4, null), k(5, 0)] } as unknown as Positions;
    const m = movers(p);
    expect(m.up.map((x) => x.id)).toEqual([3, 1]);
    expect(m.down.map((x) => x.id)).toEqual([2]);
  });
});
