import { z } from 'zod';
import { isKeywordDatabase } from '../../lib/country-codes.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { OperationId } from '../../lib/operations.ts';

/**
 * The shapes of the requests that spend credits or money, from the spec's endpoint tables. The proxy reads a paid
 * request through these before it meters it: a request that does not fit is refused with 400 and never reaches
 * the service, so what the budget counted is what the service is asked to do. Besides the spec's own bounds, two
 * mistakes that would spend credits on nothing are refused: a keyword database that is no country code, and an
 * audit of an address with a path (the service drops the path and crawls the whole site). A schema's own message
 * is a predicate the field's name in words goes before (refusal.ts), or a whole sentence.
 */

const flag = z.literal([0, 1]);
const wholeNumber = 'must be a whole number';
const range = (min: number, max: number) => z.int().min(min).max(max);
const text = (max: number) => z.string().max(max).nullable();

/** Audit settings (spec: "Audit settings (all optional, both audit types)"), only the overridden keys given. */
const auditSettings = z
  .strictObject({
    source_site: flag,
    source_sitemap: flag,
    source_subdomain: flag,
    source_file: flag,
    check_robots: flag,
    ignore_params: z.literal([0, 1, 2]),
    custom_params: z.string().max(2000),
    ignore_noindex: flag,
    ignore_nofollow: flag,
    user_agent: range(0, 13),
    login: text(255),
    password: text(255),
    max_pages: range(1, 300_000),
    max_depth: range(1, 100),
    max_req: range(1, 500),
    max_redirects: range(1, 50),
    min_title_len: range(1, 10_000),
    max_title_len: range(1, 10_000),
    min_description_len: range(1, 10_000),
    max_description_len: range(1, 10_000),
    max_size: range(1, 100_000),
    min_words: range(1, 10_000),
    max_h1_len: range(1, 10_000),
    max_h2_len: range(1, 10_000),
    allow: text(2000),
    disallow: text(2000),
    hide: text(2000),
  })
  .partial();

/** What an audit crawls is a site: its address may carry the scheme and a lone trailing slash, nothing below it. */
const wholeSite = (domain: string) => !/[/?#]/.test(domain.replace(/^https?:\/\//i, '').replace(/\/$/, ''));

/** "Create body: `domain` string required; `title` string optional (max 300); `settings` object optional" */
const auditCreate = z.strictObject({
  domain: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .refine(
      wholeSite,
      'An audit crawls a whole site: give the domain, e.g. example.com, without a path or query',
    ),
  title: z.string().max(LIMITS.auditTitle).optional(),
  settings: auditSettings.optional(),
});

/**
 * Add SERP tasks: "`search_engine` string required, `query[]` array of strings required (each max 255 chars, up
 * to 10 per task), `device` required (`desktop`, `mobile`), `language_code` required (ISO 639-1), `location_id`
 * integer required, `tag` string optional". The engine's name is any non-empty label (the spec's stand-in or the
 * service's own), and custom plans allow more than 10 queries a task, so the list is bounded only loosely here:
 * the budget counts every query in it.
 */
const serpCreate = z.strictObject({
  search_engine: z.string().trim().min(1).max(64),
  query: z.array(z.string().trim().min(1).max(LIMITS.keyword)).min(1).max(1000),
  device: z.enum(['desktop', 'mobile']),
  language_code: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'must be a language code such as en'),
  location_id: z.union([z.int().positive(), z.string().regex(/^\d{1,12}$/, wholeNumber)], wholeNumber),
  tag: z.string().max(255).optional(),
});

/** Backlink report create: "body `mode` required, `target` required"; update: "body `report_id` required". */
const backlinkCreate = z.strictObject({
  mode: z.enum(['host', 'domain', 'url']),
  target: z.string().trim().min(1).max(2048),
});
const backlinkUpdate = z.strictObject({
  report_id: z.union(
    [z.int().positive(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a report id')],
    'must be a report id',
  ),
});

/** Keyed by the table's ids (a misspelt one does not compile), read by any operation's id. */
export const JSON_BODIES: Partial<Record<string, z.ZodType>> = {
  'audits.create.standard': auditCreate,
  'audits.create.advanced': auditCreate,
  'serp.tasks.create': serpCreate,
  'backlinks.create': backlinkCreate,
  'backlinks.update': backlinkUpdate,
} satisfies Partial<Record<OperationId, z.ZodType>>;

const count = z.string().regex(/^\d{1,9}$/, wholeNumber);
const positive = z.string().regex(/^[1-9]\d{0,8}$/, 'must be a whole number from 1');
const id = z.string().regex(/^\d{1,18}$/, wholeNumber);
const nonEmpty = z.string().trim().min(1).max(LIMITS.keyword);
const order = z.enum(['asc', 'desc']);
/**
 * "`source` is the country code of the regional keyword database (allowed values: not shown)": which countries
 * have a database is the service's to say, but a code that names no country ("zz") has none.
 */
const source = z
  .string()
  .refine((v) => isKeywordDatabase(v.trim()), 'must be a country code, such as us, gb or de');

/** Query parameters of the paid reads and the recheck, each named once (a repeated name is refused before). */
const discoveryQuery = z.strictObject({
  source,
  keyword: nonEmpty,
  limit: positive.optional(),
  offset: count.optional(),
  sort: z.enum(['keyword', 'volume', 'cpc', 'difficulty', 'competition']).optional(),
  sort_order: order.optional(),
  history_trend: z.enum(['true', 'false', '1', '0']).optional(),
});
const longtailQuery = z.strictObject({
  source,
  keyword: nonEmpty,
  limit: positive.optional(),
  offset: count.optional(),
});
const taskQuery = z.strictObject({ task_id: id });
const auditQuery = z.strictObject({ audit_id: id });
const exportQuery = z.strictObject({ source });

export const QUERIES: Partial<Record<string, z.ZodType>> = {
  'keywords.similar': discoveryQuery,
  'keywords.related': discoveryQuery,
  'keywords.questions': discoveryQuery,
  'keywords.longtail': longtailQuery,
  'keywords.export': exportQuery,
  'serp.results.advanced': taskQuery,
  'audits.recheck.standard': auditQuery,
  'audits.recheck.advanced': auditQuery,
  'audits.create.standard': z.strictObject({}),
  'audits.create.advanced': z.strictObject({}),
  'serp.tasks.create': z.strictObject({}),
  'backlinks.create': z.strictObject({}),
  'backlinks.update': z.strictObject({}),
} satisfies Partial<Record<OperationId, z.ZodType>>;

/** Filter parameters of the discovery searches: `filter[volume][from]`, `filter[intents]`, … */
export const FILTER_PARAM = /^filter(\[[A-Za-z0-9_]{1,40}\]){1,2}$/;

/** The export's form fields: "`keywords[]` required (repeat per keyword, up to 5000), `sort`, `sort_order`, `cols`" */
export const exportForm = z.strictObject({
  'keywords[]': z.array(z.string().trim().min(1).max(LIMITS.keyword)).min(1).max(5000),
  sort: z.enum(['volume', 'cpc', 'difficulty', 'competition']).optional(),
  sort_order: order.optional(),
  cols: z
    .string()
    .regex(
      /^(keyword|volume|cpc|difficulty|competition|history_trend)(,(keyword|volume|cpc|difficulty|competition|history_trend))*$/,
      'must be a comma-separated list of keyword, volume, cpc, difficulty, competition, history_trend',
    )
    .optional(),
});
