import { describe, expect, it } from 'vitest';
import { rankingPosition as pos } from '../api/test-ranking-position.ts';
import { aiTrendData, inTop, visibilityTrend } from './ai-trend.ts';

const range = { from: '2026-01-01', to: '2026-01-03', top: 0 };

describe('visibilityTrend', () => {
  it('gives one point per day of the range, in order, even for days nobody was checked', () => {
    const points = visibilityTrend([], range);
    expect(points.map((p) => p.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    // an empty range of data is "no data", never 0%
    expect(points.every((p) => p.link === null && p.mention === null && p.answered === 0)).toBe(true);
  });

  it('takes a day without an AI block out of the denominator instead of counting it as a loss', () => {
    // spec: "A null value means there was no AI result block that day, not that the brand was absent."
    const items = [
      { positions: [pos('2026-01-01', 2, 1)] },
      { positions: [pos('2026-01-01', null, null)] },
      { positions: [pos('2026-01-01', 0, 0)] },
    ];
    const [day] = visibilityTrend(items, { ...range, to: '2026-01-01' });
    expect(day).toMatchObject({ link: 50, mention: 50, answered: 2, checked: 3 });
  });

  it('counts position 0 (not found / not mentioned) as a real miss', () => {
    const items = [{ positions: [pos('2026-01-01', 0, 0)] }];
    expect(visibilityTrend(items, { ...range, to: '2026-01-01' })[0]).toMatchObject({ link: 0, mention: 0 });
  });

  it('leaves a day where no prompt had a block as a gap (null), not 0%', () => {
    const items = [
      { positions: [pos('2026-01-01', 1, 1), pos('2026-01-02', null, null), pos('2026-01-03', 3, 0)] },
    ];
    const points = visibilityTrend(items, range);
    expect(points.map((p) => p.link)).toEqual([100, null, 100]);
    expect(points.map((p) => p.mention)).toEqual([100, null, 0]);
    expect(points[1]).toMatchObject({ answered: 0, checked: 1 });
  });

  it('applies top N: positions 1..N count, deeper ones do not; top 0 means any position', () => {
    const items = [
      { positions: [pos('2026-01-01', 1, 4)] },
      { positions: [pos('2026-01-01', 3, 2)] },
      { positions: [pos('2026-01-01', 7, 11)] },
    ];
    const day = (top: number) => visibilityTrend(items, { from: '2026-01-01', to: '2026-01-01', top })[0];
    expect(day(0)).toMatchObject({ link: 100, mention: 100 });
    expect(day(3)).toMatchObject({ link: 66.67, mention: 33.33 });
    expect(day(1)).toMatchObject({ link: 33.33, mention: 0 });
  });

  it('ignores positions outside the range', () => {
    const items = [{ positions: [pos('2025-12-31', 1, 1), pos('2026-01-04', 1, 1)] }];
    expect(visibilityTrend(items, range).every((p) => p.checked === 0)).toBe(true);
  });
});

describe('inTop', () => {
  it('never counts null or 0 as in the top', () => {
    expect(inTop(null, 0)).toBe(false);
    expect(inTop(0, 0)).toBe(false);
    expect(inTop(0, 10)).toBe(false);
    expect(inTop(10, 10)).toBe(true);
    expect(inTop(11, 10)).toBe(false);
  });
});

describe('aiTrendData', () => {
  it('passes the shares through (null stays a gap) and says in the tooltip why a day is empty', () => {
    const data = aiTrendData([
      { date: '2026-01-01', link: 50, mention: null, answered: 2, checked: 3 },
      { date: '2026-01-02', link: null, mention: null, answered: 0, checked: 3 },
      { date: '2026-01-03', link: null, mention: null, answered: 0, checked: 0 },
    ]);
    expect(data.map((d) => d.values)).toEqual([
      { link: 50, mention: null },
      { link: null, mention: null },
      { link: null, mention: null },
    ]);
    expect(data.map((d) => d.detail)).toEqual([
      'of 2 prompts with an AI answer (3 checked)',
      'No AI answer that day',
      'Not checked that day',
    ]);
  });
});
