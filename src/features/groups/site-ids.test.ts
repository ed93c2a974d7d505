import { describe, expect, it } from 'vitest';
import { invalidIdsMessage, mergeSiteIds, parseTypedSiteIds } from './site-ids.ts';

describe('typed site ids', () => {
  it('splits on commas, semicolons and spaces, once each', () => {
    expect(parseTypedSiteIds(' 101, 102;103 101 ')).toEqual({ ids: [101, 102, 103], invalid: [] });
    expect(parseTypedSiteIds('')).toEqual({ ids: [], invalid: [] });
  });
  it('collects what is not a positive whole number', () => {
    expect(parseTypedSiteIds('101 abc 0 -3 1.5')).toEqual({ ids: [101], invalid: ['abc', '0', '-3', '1.5'] });
    expect(invalidIdsMessage(['abc', '0'])).toBe(
      'Not a site id: “abc”, “0”. Site ids are positive whole numbers.',
    );
  });
  it('merges picked and typed ids without repeats', () => {
    expect(mergeSiteIds([101, 102], [102, 205])).toEqual([101, 102, 205]);
  });
});
