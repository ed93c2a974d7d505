import { z } from 'zod';
import { int, list, looseEnum, numOrNull, objectOrEmpty, str, strOrNull } from './schema.ts';

/** Page-level audit resources (spec: "Crawled page", "Page issues response", "Link (audit)"). */

/** Crawled page: every value arrives as a string or null; the counts the UI sorts and sums become numbers. */
export const crawledPageSchema = z.lazy(() =>
  z.looseObject({
    id: str,
    url: z.string(),
    status: numOrNull,
    depth: numOrNull,
    load_ms: numOrNull,
    title: strOrNull,
    description: strOrNull,
    h1: strOrNull,
    words_count: numOrNull,
    issues: numOrNull,
    errors: numOrNull,
    warnings: numOrNull,
    notices: numOrNull,
    inlinks: numOrNull,
    outlinks_internal: numOrNull,
    outlinks_external: numOrNull,
    canonical_url: strOrNull,
    indexable_status: strOrNull,
  }),
);

export const auditPagesSchema = z.lazy(() => z.looseObject({ total: int, items: list(crawledPageSchema) }));

export const issuePagesSchema = z.lazy(() =>
  z.looseObject({
    total_urls: int,
    urls: list(z.string()),
    urls_type: z.string(),
  }),
);

const snippetRow = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
);
/** Only `{type, value: [{status, url, size}]}` is shown; any other snippet is kept whole in `raw`. */
const snippetSchema = z.lazy(() =>
  z.union([
    z.looseObject({ type: z.string(), value: z.array(snippetRow) }),
    z.unknown().transform((raw) => ({ type: null, value: [] as z.output<typeof snippetRow>[], raw })),
  ]),
);

export const pageIssueSchema = z.lazy(() =>
  z.looseObject({
    code: str,
    type: looseEnum(['error', 'warning', 'notice'] as const),
    group: strOrNull,
    snippet: snippetSchema,
  }),
);

const PAGE_DATA_COUNTS = [
  'words',
  'chars',
  'title_len',
  'h1_len',
  'h2_len',
  'description_len',
  'h1_count',
  'h2_count',
  'h3_count',
  'h4_count',
  'js_size',
  'css_size',
  'img_size',
  'html_ratio',
  'inlinks',
  'total_links',
  'redirect_links',
  'redirect_count',
  'refpages',
  'issues_count',
  'errors_count',
  'warnings_count',
  'notices_count',
  'num_keywords',
  'traffic_forecast',
] as const;

export const pageDataSchema = z.lazy(() =>
  z.looseObject({
    title: strOrNull,
    description: strOrNull,
    h1: strOrNull,
    canonical: strOrNull,
    lang: strOrNull,
    ...(Object.fromEntries(PAGE_DATA_COUNTS.map((k) => [k, numOrNull])) as Record<
      (typeof PAGE_DATA_COUNTS)[number],
      typeof numOrNull
    >),
  }),
);

export const pageIssuesSchema = z.lazy(() =>
  z.looseObject({
    url: z.string(),
    page_data: objectOrEmpty(pageDataSchema),
    issues: list(pageIssueSchema),
  }),
);

/** Link (audit): all strings per the spec, `source_noindex`/`nofollow` as `1`/`0`. */
export const auditLinkSchema = z.lazy(() =>
  z.looseObject({
    url: strOrNull,
    id: str,
    status: strOrNull,
    type: strOrNull,
    source_url: strOrNull,
    source_noindex: strOrNull,
    nofollow: strOrNull,
    alt: strOrNull,
    anchor_type: strOrNull,
    anchor: strOrNull,
    title: strOrNull,
  }),
);

export const auditLinksSchema = z.lazy(() => z.looseObject({ total: int, items: list(auditLinkSchema) }));

export type CrawledPage = z.output<typeof crawledPageSchema>;
export type AuditPages = z.output<typeof auditPagesSchema>;
export type IssuePages = z.output<typeof issuePagesSchema>;
export type PageIssue = z.output<typeof pageIssueSchema>;
export type PageData = z.output<typeof pageDataSchema>;
export type PageIssues = z.output<typeof pageIssuesSchema>;
export type AuditLink = z.output<typeof auditLinkSchema>;
export type AuditLinks = z.output<typeof auditLinksSchema>;
