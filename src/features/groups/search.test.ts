import { describe, expect, it } from 'vitest';
import { fromSearchId, parseGroupsSearch, toSearchId } from './search.ts';

describe('groups search params', () => {
  it('reads a group id given as a number or a string, and drops anything else', () => {
    expect(parseGroupsSearch({ group: 13 })).toEqual({ group: 13 });
    expect(parseGroupsSearch({ group: '13' })).toEqual({ group: 13 });
    expect(parseGroupsSearch({ group: 'g-7' })).toEqual({ group: 'g-7' });
    expect(parseGroupsSearch({ group: '' })).toEqual({});
    expect(parseGroupsSearch({ group: 1.5 })).toEqual({});
  });
  it('puts numeric ids into the URL as numbers and reads them back as the client’s string ids', () => {
    expect(toSearchId('13')).toBe(13);
    expect(toSearchId('g-7')).toBe('g-7');
    expect(fromSearchId(13)).toBe('13');
    expect(fromSearchId(undefined)).toBeUndefined();
  });
});
