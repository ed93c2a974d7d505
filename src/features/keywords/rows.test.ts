import { describe, expect, it } from 'vitest';
import { difficultyBand } from './difficulty.ts';
import type { HistoryTrend } from '../../api/keyword-schemas.ts';
import { rowsFromDiscovery, rowsFromExport, sortRows } from './rows.ts';
import { sparkPath, trendGrowth, trendSeries } from './trend.ts';

const metric = (
  keyword: string,
  volume: number | null,
  extra: { history_trend?: HistoryTrend; relevance?: number } = {},
) => ({
  keyword,
  volume,
  cpc: volume === null ? null : volume / 1000,
  difficulty: null,
  competition: null,
  intents: [],
  serp_features: [],
  history_trend: null as HistoryTrend,
  ...extra,
});

describe('rows', () => {
  it('marks export rows without data; their metrics stay null, never 0', () => {
    const rows = rowsFromExport([
      { ...metric('boots', 100), is_data_found: true },
      { ...metric('zzqx', null), is_data_found: false },
      { ...metric('x', 5), keyword: null },
    ]);
    expect(rows.map((r) => [r.id, r.noData, r.volume])).toEqual([
      ['boots', false, 100],
      ['zzqx', true, null],
      ['#3', false, 5],
    ]);
  });

  it('keeps relevance of related keywords and gives repeated keywords their own ids', () => {
    const rows = rowsFromDiscovery([{ ...metric('a', 1), relevance: 80 }, metric('a', 2)]);
    expect(rows.map((r) => [r.id, r.relevance])).toEqual([
      ['a', 80],
      ['a#2', null],
    ]);
  });
});

describe('sortRows', () => {
  const rows = rowsFromExport([
    { ...metric('b', null), is_data_found: false },
    metric('c', 300),
    metric('a', 0),
    { ...metric('d', 50), is_data_found: false },
  ]);

  it('puts rows without a value last in both directions; 0 is a value', () => {
    expect(sortRows(rows, 'volume', 'desc').map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(sortRows(rows, 'volume', 'asc').map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('sorts keywords alphabetically and trends by growth', () => {
    expect(sortRows(rows, 'keyword', 'asc').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    const t = rowsFromDiscovery([
      metric('flat', 1, { history_trend: { '2024-01-01': 100, '2024-02-01': 100 } }),
      metric('none', 1),
      metric('up', 1, { history_trend: { '2024-01-01': 100, '2024-02-01': 200 } }),
    ]);
    expect(sortRows(t, 'trend', 'desc').map((r) => r.id)).toEqual(['up', 'flat', 'none']);
    expect(sortRows(t, 'trend', 'asc').map((r) => r.id)).toEqual(['flat', 'up', 'none']);
  });
});

describe('trend', () => {
  const trend = { '2024-03-01': 10, '2024-01-01': 30, '2024-02-01': null, '2024-04-01': 20 };

  it('orders months and keeps a missing month as a gap, not 0', () => {
    expect(trendSeries(trend).map((p) => p.value)).toEqual([30, null, 10, 20]);
    expect(trendSeries(null)).toEqual([]);
    expect(sparkPath(trendSeries(trend), 32, 12, 2)).toBe('M2,2M20.7,10L30,6');
  });

  it('growth is relative to the first known month', () => {
    expect(trendGrowth(trend)).toBeCloseTo(-1 / 3);
    expect(trendGrowth({ '2024-01-01': 5 })).toBeNull();
  });
});

describe('difficulty scale', () => {
  it('names every band so colour is not the only signal', () => {
    expect([0, 14, 15, 45, 60, 80, 100].map((d) => difficultyBand(d).label)).toEqual([
      'Very easy',
      'Very easy',
      'Easy',
      'Possible',
      'Difficult',
      'Hard',
      'Very hard',
    ]);
  });
});
