import { describe, expect, it } from 'vitest';
import type { PositionsTrends } from '../../api/positions.ts';
import { competitorChart, siteTrendData } from './trends-shape.ts';

const t: PositionsTrends = {
  days: 3,
  since: '2026-11-01',
  trend: [
    { day: '2026-11-01', checked: 4, found: 3, average: 16.7, top3: 0.25, top10: 0.5 },
    { day: '2026-11-03', checked: 4, found: 0, average: null, top3: 0, top10: 0 },
  ],
  competitors: [{ domain: 'a.com', appearances: 2, share: 0.5, days: [{ day: '2026-11-01', average: 2 }] }],
  site: [{ day: '2026-11-03', average: 4 }],
};

describe('site trend data', () => {
  it('gives every day a row: a day without a run is a gap, a day with none found has no average', () => {
    const d = siteTrendData(t, '2026-11-03');
    expect(d.map((x) => x.values)).toEqual([
      { average: 16.7, top3: 25, top10: 50 },
      { average: null, top3: null, top10: null },
      { average: null, top3: 0, top10: 0 },
    ]);
    expect(d[1]?.detail).toBe('no run this day');
  });

  it('draws the site next to its competitors, with gaps on days a domain was in no top 10', () => {
    const c = competitorChart(t, '2026-11-03', 'example.com');
    expect(c.series.map((s) => s.label)).toEqual(['example.com', 'a.com']);
    expect(c.data.map((x) => x.values)).toEqual([
      { site: null, c0: 2 },
      { site: null, c0: null },
      { site: 4, c0: null },
    ]);
  });
});
