import type { BacklinkOverview } from '../../api/backlink-schemas.ts';

/** For tests: an overview of report 1 as the spec shapes it (top lists empty unless a test gives them). */
export const sampleOverview = (
  patch: Partial<BacklinkOverview['backlinks']> = {},
  more: Partial<BacklinkOverview> = {},
): BacklinkOverview => ({
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
  ...more,
});
