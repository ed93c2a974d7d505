import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../lib/dates.ts';
import {
  chartRows,
  dayDomain,
  dayTickCount,
  dayTicks,
  hasValues,
  loneIndexes,
  niceTicks,
  placeMarkers,
  tickLabel,
} from './trend-shape.ts';

const note = (id: number, date: string, label = `n${id}`) => ({ id, date, label, note: null });
const domainOf = (from: string, to: string): [number, number] => [dayNumber(from), dayNumber(to)];

describe('chartRows', () => {
  it('puts days in order on a day axis and keeps null (and non-numbers) as gaps, never 0', () => {
    const rows = chartRows(
      [
        { date: '2026-11-03', values: { a: 5 } },
        { date: '2026-11-01', values: { a: null } },
        { date: '2026-11-02', values: { a: Number.NaN } },
        { date: 'not a day', values: { a: 1 } },
      ],
      ['a'],
    );
    expect(rows.map((r) => [r.date, r.a])).toEqual([
      ['2026-11-01', null],
      ['2026-11-02', null],
      ['2026-11-03', 5],
    ]);
    expect(rows[2]!.x - rows[0]!.x).toBe(2);
    expect(hasValues(rows, ['a'])).toBe(true);
    expect(hasValues(rows.slice(0, 2), ['a'])).toBe(false);
  });

  it('spaces snapshots by their real distance in days', () => {
    const rows = chartRows(
      [
        { date: '2026-10-01', values: { a: 1 } },
        { date: '2026-10-31', values: { a: 2 } },
      ],
      ['a'],
    );
    expect(rows[1]!.x - rows[0]!.x).toBe(30);
  });
});

describe('loneIndexes', () => {
  it('marks values with no value either side (a line cannot show them)', () => {
    const rows = chartRows(
      [1, null, 3, 4, null].map((v, i) => ({ date: `2026-11-0${i + 1}`, values: { a: v } })),
      ['a'],
    );
    expect([...loneIndexes(rows, 'a')]).toEqual([0]);
  });
});

describe('dayDomain and dayTicks', () => {
  it('widens a single day, and spreads at most N ticks including both ends', () => {
    const one = chartRows([{ date: '2026-11-01', values: { a: 1 } }], ['a']);
    expect(dayDomain(one)).toEqual([dayNumber('2026-11-01') - 1, dayNumber('2026-11-01') + 1]);
    expect(dayDomain([])).toBeNull();
    const d = domainOf('2026-11-01', '2026-11-30');
    const ticks = dayTicks(d, 7);
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(ticks[0]).toBe(d[0]);
    expect(ticks[ticks.length - 1]).toBe(d[1]);
    expect(ticks.every((t, i) => i === 0 || t > ticks[i - 1]!)).toBe(true);
  });

  it('writes the year only when the axis crosses one', () => {
    expect(tickLabel(dayNumber('2026-11-05'), domainOf('2026-11-01', '2026-11-30'))).toBe('11-05');
    expect(tickLabel(dayNumber('2026-01-02'), domainOf('2025-12-20', '2026-01-10'))).toBe('2026-01-02');
  });

  it('gives fewer ticks when their labels carry the year, since the chart draws every tick it is given', () => {
    expect(dayTickCount(domainOf('2026-08-01', '2026-11-30'))).toBe(7);
    const crossing = domainOf('2025-09-01', '2026-01-10');
    expect(dayTickCount(crossing)).toBe(4);
    expect(dayTicks(crossing, dayTickCount(crossing)).length).toBeLessThanOrEqual(4);
  });
});

describe('niceTicks', () => {
  it('steps in round numbers from the bottom to at least the largest value', () => {
    expect(niceTicks(0, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0, 73)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(1, 37)).toEqual([1, 11, 21, 31, 41]);
    expect(niceTicks(0, 3)).toEqual([0, 1, 2, 3]);
    // nothing above the bottom (every value 0): one step, not a flat axis
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(0, 1, 5, false)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('placeMarkers', () => {
  it("keeps only markers inside the chart's days, one per day, labels joined", () => {
    const m = placeMarkers(
      [
        note(1, '2026-10-31'),
        note(3, '2026-11-01', 'Pricing page live'),
        note(2, '2026-11-01', 'Engine model update'),
        note(4, '2026-11-30'),
        note(5, '2026-12-01'),
      ],
      domainOf('2026-11-01', '2026-11-30'),
    );
    expect(m.map((x) => x.date)).toEqual(['2026-11-01', '2026-11-30']);
    expect(m[0]).toMatchObject({
      ids: [2, 3],
      full: 'Engine model update; Pricing page live',
      short: 'Engine model update +1',
    });
    expect(placeMarkers([note(1, '2026-11-01')], null)).toEqual([]);
  });

  it('writes labels right of the middle to the left of their line, and staggers close ones', () => {
    const m = placeMarkers(
      [note(1, '2026-11-02'), note(2, '2026-11-03'), note(3, '2026-11-20'), note(4, '2026-11-29')],
      domainOf('2026-11-01', '2026-11-30'),
    );
    expect(m.map((x) => x.side)).toEqual(['right', 'right', 'left', 'left']);
    expect(m.map((x) => x.row)).toEqual([0, 1, 0, 0]);
  });

  it('shortens long labels on the chart but keeps them whole for the text list', () => {
    const long = 'A very long label that would run across the chart';
    const [m] = placeMarkers([note(1, '2026-11-05', long)], domainOf('2026-11-01', '2026-11-30'));
    expect(m!.short.length).toBeLessThanOrEqual(24);
    expect(m!.short.endsWith('…')).toBe(true);
    expect(m!.full).toBe(long);
  });
});
