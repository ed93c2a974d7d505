import { z } from 'zod';
import { bool, int, intOrNull, list, looseEnum, num, numOrNull, str, strOrNull } from './schema.ts';

/** Backlink report resources (spec: "Backlink report"). Numbers arrive as strings and become numbers. */

export const BACKLINK_MODES = ['host', 'domain', 'url'] as const;

/** A yes/no flag that may arrive as a boolean, "1"/"0" or "true"/"false"; absent stays null. */
const flagOrNull = z.lazy(() =>
  z.preprocess((v) => (v === undefined || v === '' ? null : v), bool.nullable()),
);

export const backlinkReportSchema = z.lazy(() =>
  z.looseObject({
    id: str,
    target: z.string(),
    mode: looseEnum(BACKLINK_MODES),
    backlinks: numOrNull,
    refdomains: numOrNull,
    /** `YYYY-MM-DD HH:MM:SS` */
    created: strOrNull,
  }),
);
export const backlinkReportListSchema = z.lazy(() =>
  z.looseObject({
    total_reports: int,
    reports: list(backlinkReportSchema),
  }),
);

export const backlinkInfoSchema = z.lazy(() =>
  z.looseObject({
    backlinks: numOrNull,
    domains: numOrNull,
    /** what creating the report withdraws */
    price: z.looseObject({ amount: num, currency: z.string() }),
    note: strOrNull,
  }),
);

/** `{report_id}`, an integer or a string: kept as a string, like the list's ids and the route. */
export const createdReportSchema = z.lazy(() => z.looseObject({ report_id: str }));

const topCount = z.lazy(() => z.looseObject({ anchor: z.string(), count: numOrNull }));

export const backlinkOverviewSchema = z.lazy(() =>
  z.looseObject({
    report_id: str,
    created: strOrNull,
    target: z.string(),
    mode: looseEnum(BACKLINK_MODES),
    inlink_rank: intOrNull,
    domain_inlink_rank: intOrNull,
    backlinks: z.looseObject({
      total: numOrNull,
      nofollow_backlinks: numOrNull,
      edu_backlinks: numOrNull,
      gov_backlinks: numOrNull,
      backlinks_to_homepage: numOrNull,
      backlinks_saved: numOrNull,
      per_domain: numOrNull,
    }),
    domains: z.looseObject({
      total: numOrNull,
      domains_to_homepage: numOrNull,
      domains_to_otherpage: numOrNull,
      domains_saved: numOrNull,
      top_domains: list(
        z.looseObject({ domain: z.string(), count: numOrNull, name: strOrNull, country: strOrNull }),
      ),
    }),
    anchors: z.looseObject({
      total: numOrNull,
      top_anchors: z.looseObject({ links: list(topCount), domains: list(topCount) }),
    }),
    // null in every shape the spec gives; anything else is kept as it comes
    ips: z.unknown(),
    subnets: z.unknown(),
  }),
);

export const backlinkItemSchema = z.lazy(() =>
  z.looseObject({
    id: str,
    url: z.string(),
    title: strOrNull,
    anchor_id: strOrNull,
    domain_id: strOrNull,
    // a yes/no flag in practice; an image address, should one arrive, is kept as text
    image: z.preprocess(
      (v) => (v === undefined || v === '' ? null : v),
      z.union([bool, z.string()]).nullable(),
    ),
    nofollow: flagOrNull,
    inlink_rank: intOrNull,
    first_seen: strOrNull,
    last_visited: strOrNull,
    page_id: strOrNull,
    ugc: flagOrNull,
    sponsored: flagOrNull,
    /** null = the link is not lost */
    lost_date: strOrNull,
    anchor: strOrNull,
    url_to: strOrNull,
    domain_inlink_rank: intOrNull,
  }),
);

export const referringDomainSchema = z.lazy(() =>
  z.looseObject({
    id: str,
    domain_inlink_rank: intOrNull,
    backlinks: numOrNull,
    first_seen: strOrNull,
    /** null = the domain still links */
    lost_date: strOrNull,
    domain: z.string(),
  }),
);

export const anchorItemSchema = z.lazy(() =>
  z.looseObject({
    id: str,
    anchor: z.string(),
    domains: numOrNull,
    backlinks: numOrNull,
    first_seen: strOrNull,
    last_visited: strOrNull,
    // the spec gives no type: a count of dofollow links or a flag, kept as whichever arrives
    dofollow: z.union([num, bool]).nullable().optional(),
    words: numOrNull,
  }),
);

export const backlinkPageSchema = z.lazy(() =>
  z.looseObject({
    total_backlinks: int,
    backlinks: list(backlinkItemSchema),
  }),
);
export const domainPageSchema = z.lazy(() =>
  z.looseObject({ total_domains: int, domains: list(referringDomainSchema) }),
);
export const anchorPageSchema = z.lazy(() =>
  z.looseObject({ total_anchors: int, anchors: list(anchorItemSchema) }),
);

export type BacklinkMode = (typeof BACKLINK_MODES)[number];
export type BacklinkReport = z.output<typeof backlinkReportSchema>;
export type BacklinkReportList = z.output<typeof backlinkReportListSchema>;
export type BacklinkInfo = z.output<typeof backlinkInfoSchema>;
export type BacklinkOverview = z.output<typeof backlinkOverviewSchema>;
export type BacklinkItem = z.output<typeof backlinkItemSchema>;
export type ReferringDomain = z.output<typeof referringDomainSchema>;
export type AnchorItem = z.output<typeof anchorItemSchema>;
export type BacklinkPage = z.output<typeof backlinkPageSchema>;
export type DomainPage = z.output<typeof domainPageSchema>;
export type AnchorPage = z.output<typeof anchorPageSchema>;
