import { describe, expect, it } from 'vitest';
import type { BacklinkOverview } from '../../api/backlink-schemas.ts';
import {
  backlinkProfileSeries,
  barList,
  countryName,
  domainTargetSeries,
  networkValue,
} from './to-series.ts';

const overview = (patch: Partial<BacklinkOverview['backlinks']> = {}): BacklinkOverview => ({
  report_id: '1',
  created: '2026-11-18',
  target: 'northwind-outdoor.com',
  mode: 'domain',
  inlink_rank: 67,
  domain_inlink_rank: 76,
  backlinks: {
    total: 12840,
    nofollow_backlinks: 1999,
    edu_backlinks: 564,
    gov_backlinks: 174,
    backlinks_to_homepage: 3649,
    backlinks_saved: 10000,
    per_domain: 11.03,
    ...patch,
  },
  domains: {
    total: 1164,
    domains_to_homepage: 800,
    domains_to_otherpage: null,
    domains_saved: 907,
    top_domains: [],
  },
  anchors: { total: 408, top_anchors: { links: [], domains: [] } },
  ips: null,
  subnets: null,
});

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
