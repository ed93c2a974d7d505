import { describe, expect, it } from 'vitest';
import { parsePlanSearch, parseSiteId } from './search.ts';

describe('plan search params', () => {
  it('keeps open and done, drops anything else', () => {
    expect(parsePlanSearch({ show: 'open' })).toEqual({ show: 'open' });
    expect(parsePlanSearch({ show: 'done' })).toEqual({ show: 'done' });
    expect(parsePlanSearch({ show: 'all' })).toEqual({});
    expect(parsePlanSearch({ show: 3 })).toEqual({});
  });
  it('reads a positive whole site id only', () => {
    expect(parseSiteId('101')).toBe(101);
    expect(parseSiteId('0')).toBeUndefined();
    expect(parseSiteId('abc')).toBeUndefined();
    expect(parseSiteId('1.5')).toBeUndefined();
  });
});
