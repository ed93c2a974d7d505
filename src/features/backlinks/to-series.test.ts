import { describe, expect, it } from 'vitest';
import {
  backlinkProfileSeries,
  barList,
  countryName,
  domainTargetSeries,
  networkValue,
} from './to-series.ts';
import { sampleOverview } from './test-overview.ts';

const overview = sampleOverview;

describe('overview series', () => {
  it('shapes the backlink profile in reading order', () => {
    expect(backlinkProfileSeries(overview()).map((d) => [d.label, d.value])).toEqual([
      ['All backlinks', 12840],
      ['Saved in report', 10000],
      ['To the homepage', 3649],
      ['Nofollow', 1999],
      ['From .edu', 564],
      ['From .gov', 174],
    ]);
  });

  it('leaves a missing count out of a chart instead of drawing a zero', () => {
    const series = backlinkProfileSeries(overview({ gov_backlinks: null, edu_backlinks: 0 }));
    expect(series.find((d) => d.label === 'From .gov')).toBeUndefined();
    expect(series.find((d) => d.label === 'From .edu')?.value).toBe(0);
    expect(domainTargetSeries(overview()).map((d) => d.label)).not.toContain('Link to other pages');
  });

  it('ranks a bar list, sizes bars against the largest and puts nulls last without a bar', () => {
    const rows = barList(
      [
        { a: 'x', n: 50 },
        { a: 'y', n: null },
        { a: 'z', n: 200 },
      ],
      (t) => t.a,
      (t) => t.n,
    );
    expect(rows.map((r) => [r.label, r.pct])).toEqual([
      ['z', 100],
      ['x', 25],
      ['y', null],
    ]);
  });

  it('says "not provided" for null ips and subnets (spec: `ips` null, `subnets` null)', () => {
    expect(networkValue(null)).toBe('not provided');
    expect(networkValue(undefined)).toBe('not provided');
    expect(networkValue(42)).toBe('42');
  });

  it('names countries from their codes', () => {
    expect(countryName('GB')).toBe('United Kingdom (GB)');
    expect(countryName(null)).toBe('—');
    expect(countryName('Atlantis')).toBe('Atlantis');
  });
});
