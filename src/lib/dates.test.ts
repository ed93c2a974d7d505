import { describe, expect, it } from 'vitest';
import { addDays, dayFromNumber, dayNumber, daysAgo, eachDay, isoDay } from './dates.ts';
import { countOf, plural } from './plural.ts';
import { oneOf } from './search-params.ts';

describe('calendar days', () => {
  it('writes an instant as its UTC day, whatever the hour', () => {
    expect(isoDay(Date.parse('2026-03-29T23:59:59Z'))).toBe('2026-03-29');
    expect(isoDay(new Date('2026-03-30T00:00:00Z'))).toBe('2026-03-30');
  });
  it('counts days across a month, a leap day and a daylight-saving change', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(dayFromNumber(dayNumber('2026-10-25'))).toBe('2026-10-25');
  });
  it('lists every day of a range, both ends included, and none for a reversed one', () => {
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(eachDay('2026-03-02', '2026-03-01')).toEqual([]);
  });
  it('starts a window of n + 1 days on the day n days back', () => {
    expect(daysAgo(29, Date.parse('2026-11-27T10:00:00Z'))).toBe('2026-10-29');
  });
  it('reads no day from a text that is not one', () => {
    expect(dayNumber('soon')).toBeNaN();
  });
});

describe('plurals', () => {
  it('takes the singular for one only', () => {
    expect(plural(1, 'keyword')).toBe('keyword');
    expect(plural(0, 'keyword')).toBe('keywords');
    expect(plural(2, 'query', 'queries')).toBe('queries');
  });
  it('formats the count it writes', () => {
    expect(countOf(1250, 'keyword')).toBe('1,250 keywords');
    expect(countOf(1, 'page')).toBe('1 page');
  });
});

describe('search parameter options', () => {
  it('keeps a value among the options and drops any other', () => {
    expect(oneOf(['asc', 'desc'] as const, 'desc')).toBe('desc');
    expect(oneOf(['asc', 'desc'] as const, 'DESC')).toBeUndefined();
    expect(oneOf(['asc', 'desc'] as const, 3)).toBeUndefined();
  });
});
