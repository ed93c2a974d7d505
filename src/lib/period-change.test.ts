import { describe, expect, it } from 'vitest';
import { comparedText, periodChange, periodMean, previousPeriod, verdict } from './period-change.ts';

const nov = { from: '2026-11-01', to: '2026-11-30' };

describe('period means and their change', () => {
  it('compares with the period of equal length just before', () => {
    expect(previousPeriod(nov)).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(comparedText(nov)).toBe('mean of Nov 1 – 30 vs Oct 2 – 31');
    expect(comparedText({ from: '2026-01-01', to: '2026-01-10' })).toBe(
      'mean of Jan 1 – 10, 2026 vs Dec 22 – 31, 2025',
    );
  });

  it('takes the mean of a swinging line, not its last day against its first', () => {
    // the line swings between 10 % and 55 %: the last day minus the first would say +45 pp
    const days = [
      { date: '2026-10-31', value: 30 },
      { date: '2026-10-30', value: 20 },
      { date: '2026-11-01', value: 10 },
      { date: '2026-11-02', value: 55 },
      { date: '2026-11-03', value: 10 },
      { date: '2026-11-30', value: 55 },
    ];
    expect(periodChange(days, nov)).toEqual({
      now: 32.5,
      before: 25,
      change: 7.5,
      previous: { from: '2026-10-02', to: '2026-10-31' },
    });
  });

  it('leaves days without a value out, and says nothing to compare when the period before has none', () => {
    const days = [
      { date: '2026-10-15', value: null },
      { date: '2026-11-01', value: 12 },
      { date: '2026-11-02', value: null },
      { date: '2026-11-03', value: 14 },
    ];
    expect(periodMean(days, nov)).toBe(13);
    const c = periodChange(days, nov);
    expect(c.before).toBeNull();
    expect(c.change).toBeNull();
    expect(periodChange([], nov)).toMatchObject({ now: null, before: null, change: null });
  });

  it('rounds the means first, so the shown figures add up', () => {
    const days = [
      { date: '2026-10-10', value: 16.84 },
      { date: '2026-11-10', value: 15.46 },
    ];
    expect(periodChange(days, nov)).toMatchObject({ now: 15.5, before: 16.8, change: -1.3 });
  });

  it('calls a smaller position better and a smaller share worse', () => {
    expect(verdict(-1.3, true)).toBe('better');
    expect(verdict(1.3, true)).toBe('worse');
    expect(verdict(-1.3, false)).toBe('worse');
    expect(verdict(2, false)).toBe('better');
    expect(verdict(0, true)).toBe('same');
    expect(verdict(null, false)).toBeNull();
  });
});
