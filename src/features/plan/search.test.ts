import { describe, expect, it } from 'vitest';
import { parsePlanSearch } from './search.ts';

describe('plan search params', () => {
  it('keeps open and done, drops anything else', () => {
    expect(parsePlanSearch({ show: 'open' })).toEqual({ show: 'open' });
    expect(parsePlanSearch({ show: 'done' })).toEqual({ show: 'done' });
    expect(parsePlanSearch({ show: 'all' })).toEqual({});
    expect(parsePlanSearch({ show: 3 })).toEqual({});
  });
});
