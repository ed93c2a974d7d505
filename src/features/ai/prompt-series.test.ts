import { describe, expect, it } from 'vitest';
import { rankingPosition as pos } from '../../api/test-ranking-position.ts';
import { describePosition, noAnswerRuns, promptSeries } from './prompt-series.ts';

// the day's counts and organic overlap, beside its positions
const FIGURES = { urls_count: 8, mentions_count: 3, organic_overlap: 4, organic_overlap_percent: 50 };

describe('promptSeries', () => {
  const range = { from: '2026-03-01', to: '2026-03-04' };
  const s = promptSeries(
    [pos('2026-03-02', 3, 0, FIGURES), pos('2026-03-03', null, null), pos('2026-03-04', 0, 5)],
    range,
  );

  it('has a point for every day of the range and says why a day has no position', () => {
    expect(s.points.map((p) => [p.date, p.kind])).toEqual([
      ['2026-03-01', 'unchecked'],
      ['2026-03-02', 'answer'],
      ['2026-03-03', 'no-answer'],
      ['2026-03-04', 'answer'],
    ]);
    expect(s).toMatchObject({ answered: 2, noAnswer: 1, unchecked: 1 });
  });

  it('draws a day without an AI answer as a gap, never as a value', () => {
    const day = s.points[2]!;
    expect([day.link, day.mention, day.linkAbsent, day.mentionAbsent]).toEqual([null, null, null, null]);
  });

  it('puts 0 on the "not found" / "not mentioned" rows below the deepest position, never at 0', () => {
    expect(s.floor).toBe(6); // deepest position 5, +1
    expect(s.points[1]).toMatchObject({ link: 3, linkAbsent: null, mention: null, mentionAbsent: 7 });
    expect(s.points[3]).toMatchObject({ link: null, linkAbsent: 6, mention: 5, mentionAbsent: null });
    const drawn = s.points.flatMap((p) => [p.link, p.mention, p.linkAbsent, p.mentionAbsent]);
    expect(drawn).not.toContain(0);
  });

  it('keeps counts and overlap for the tooltip', () => {
    expect(s.points[1]).toMatchObject({ urlsCount: 8, mentionsCount: 3, overlap: 4, overlapPercent: 50 });
  });

  it('handles an empty range of positions', () => {
    const empty = promptSeries([], { from: '2026-03-01', to: '2026-03-01' });
    expect(empty).toMatchObject({ floor: 2, answered: 0, noAnswer: 0, unchecked: 1 });
  });
});

describe('describePosition', () => {
  it('reads null as no answer and 0 as absent, never "0"', () => {
    expect(describePosition(null, 'not found')).toBe('no AI answer that day');
    expect(describePosition(0, 'not found')).toBe('not found');
    expect(describePosition(0, 'not mentioned')).toBe('not mentioned');
    expect(describePosition(4, 'not found')).toBe('#4');
  });
});

describe('noAnswerRuns', () => {
  it('groups consecutive days without an AI answer, one-day runs included', () => {
    const s = promptSeries(
      [
        pos('2026-03-01', null, null),
        pos('2026-03-02', 1, 1),
        pos('2026-03-03', null, null),
        pos('2026-03-04', null, null),
        pos('2026-03-05', 0, 0),
      ],
      { from: '2026-03-01', to: '2026-03-06' },
    );
    expect(noAnswerRuns(s.points)).toEqual([
      [0, 0],
      [2, 3],
    ]);
  });
});
