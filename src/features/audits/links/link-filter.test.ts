import { describe, expect, it } from 'vitest';
import { describeConditions, toApiFilter, wireFilter } from './link-filter.ts';
import { decodeConditions, encodeConditions, type LinkCondition } from '../shared/link-filter-url.ts';
import { encodeQuery } from '../../../api/query.ts';

const conds: LinkCondition[] = [
  { param: 'status', value: '404', join: 'or' },
  { param: 'nofollow', value: '1', join: 'and' },
  { param: 'type', value: 'image', join: 'or' },
];

describe('the links filter in the address bar', () => {
  it('round-trips conditions through one readable parameter', () => {
    const f = encodeConditions(conds);
    expect(f).toBe('status.404*and.nofollow.1*or.type.image');
    expect(decodeConditions(f)).toEqual([{ ...conds[0], join: 'and' }, conds[1], conds[2]]);
  });

  it('escapes values that hold the separators', () => {
    const tricky: LinkCondition[] = [{ param: 'anchor_type', value: 'a.b*c d', join: 'and' }];
    expect(decodeConditions(encodeConditions(tricky))).toEqual(tricky);
  });

  it('drops empty values, unknown params and broken parts instead of failing', () => {
    expect(encodeConditions([{ param: 'status', value: ' ', join: 'and' }])).toBeUndefined();
    expect(decodeConditions('colour.red*and.status.500*or.type*%E0%A4%A.x')).toEqual([
      { param: 'status', value: '500', join: 'and' },
    ]);
    expect(decodeConditions(42)).toEqual([]);
  });
});

describe('the links filter on the wire', () => {
  it('sends type on every condition from index 1, never on index 0 (spec Errors 5)', () => {
    expect(wireFilter(conds)).toEqual([
      { param: 'status', value: '404' },
      { param: 'nofollow', value: '1', type: 'and' },
      { param: 'type', value: 'image', type: 'or' },
    ]);
  });

  it('keeps indexes contiguous when an empty condition sits in the middle', () => {
    const withGap: LinkCondition[] = [conds[0]!, { param: 'status', value: '', join: 'or' }, conds[2]!];
    expect(toApiFilter(withGap)).toEqual([
      { param: 'status', value: '404' },
      { param: 'type', value: 'image', type: 'or' },
    ]);
    expect(decodeURIComponent(encodeQuery({ filter: wireFilter(withGap) }))).toBe(
      '?filter[0][param]=status&filter[0][value]=404&filter[1][param]=type&filter[1][value]=image&filter[1][type]=or',
    );
  });

  it('reads back as a sentence, with 1/0 as yes/no', () => {
    expect(describeConditions(conds)).toBe('status = 404 and nofollow = yes or type = image');
  });
});
