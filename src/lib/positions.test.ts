import { describe, expect, it } from 'vitest';
import { bestPosition, changeOver, changeRank, dailySeries, projectCost } from './positions.ts';

describe('changeOver', () => {
  it('compares the latest check with the one N days before it (positive = moved up)', () => {
    const h = [
      { day: '2026-11-01', position: 12 },
      { day: '2026-11-24', position: 9 },
      { day: '2026-11-25', position: 5 },
    ];
    expect(changeOver(h, 1)).toEqual({ kind: 'moved', by: 4 });
    expect(changeOver(h, 30)).toBeUndefined();
    expect(changeOver(h, 7)).toBeUndefined();
  });

  it('treats a day not checked as a gap, never as 0 or 100', () => {
    const h = [
      { day: '2026-11-23', position: 3 },
      { day: '2026-11-25', position: 5 },
    ];
    expect(changeOver(h, 1)).toBeUndefined();
  });

  it('tells entering and leaving the results apart from a move', () => {
    expect(
      changeOver(
        [
          { day: '2026-11-24', position: null },
          { day: '2026-11-25', position: 8 },
        ],
        1,
      ),
    ).toEqual({
      kind: 'entered',
    });
    expect(
      changeOver(
        [
          { day: '2026-11-24', position: 8 },
          { day: '2026-11-25', position: null },
        ],
        1,
      ),
    ).toEqual({
      kind: 'lost',
    });
  });

  it('uses the nearest earlier check for a weekly schedule', () => {
    const h = [
      { day: '2026-10-26', position: 20 },
      { day: '2026-11-25', position: 10 },
    ];
    expect(changeOver(h, 28)).toEqual({ kind: 'moved', by: 10 });
    expect(changeRank(changeOver(h, 28))).toBe(10);
  });
});

describe('bestPosition and dailySeries', () => {
  it('ignores days the site was not found', () => {
    expect(
      bestPosition([
        { day: '2026-11-24', position: null },
        { day: '2026-11-25', position: 7 },
      ]),
    ).toBe(7);
    expect(bestPosition([{ day: '2026-11-24', position: null }])).toBeNull();
  });

  it('gives every day, with absent and unchecked days as null', () => {
    const s = dailySeries(
      [
        { day: '2026-11-24', position: null },
        { day: '2026-11-26', position: 2 },
      ],
      '2026-11-24',
      '2026-11-26',
    );
    expect(s).toEqual([
      { day: '2026-11-24', position: null, checked: true },
      { day: '2026-11-25', position: null, checked: false },
      { day: '2026-11-26', position: 2, checked: true },
    ]);
  });
});

describe('projectCost', () => {
  it('prices 10 credits per keyword per run (spec: "Add SERP tasks 10 per keyword")', () => {
    expect(projectCost(25, 'daily', 10_000)).toEqual({
      perRun: 250,
      perMonth: 7500,
      ofBudget: 0.75,
      overBudget: false,
    });
    expect(projectCost(25, 'weekly', null)).toMatchObject({ perRun: 250, perMonth: 1072, ofBudget: null });
    expect(projectCost(50, 'daily', 10_000).overBudget).toBe(true);
  });
});
