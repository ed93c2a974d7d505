/**
 * Every bound the spec (../shared/spec/service-spec.md) puts on what a client sends: lengths, ranges, counts,
 * required fields, enumerations and formats, one row each, with a value just inside and one just outside.
 *
 * Plain data with no imports, so both sides walk the same rows: the client's checks
 * (src/test/spec-bounds.client.test.ts) and the sandbox over HTTP (src/sandbox/spec-bounds.test.ts). The
 * sandbox must never share the client's schemas (conventions), and it does not: this file holds the spec's
 * words and the wire shape of a request, nothing of either implementation.
 */

export type BoundRule = 'required' | 'length' | 'range' | 'count' | 'enum' | 'format';
export type WireBase = 'project' | 'data' | 'backlinks';

export interface WireRequest {
  base: WireBase;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: [string, string][];
  json?: unknown;
  form?: [string, string][];
}

export interface BoundRow {
  /** unique: operation, field and the side of the bound */
  id: string;
  area: 'ai' | 'audits' | 'plan' | 'groups' | 'keywords' | 'serp' | 'backlinks';
  /** METHOD and the spec's path */
  operation: string;
  /** the spec's name of the field */
  field: string;
  rule: BoundRule;
  inside: unknown;
  outside: unknown;
  /** the spec's words for the bound */
  spec: string;
  /** how a value travels to the service (`undefined` leaves the field out) */
  request: (value: unknown) => WireRequest;
  /** the sandbox's answer to `outside`: status (400 unless the spec says otherwise) and words in its body */
  refused?: { status?: number; says?: string };
}

/** Query pairs with unset values left out, as the client sends them. */
export function pairs(q: Record<string, unknown>): [string, string][] {
  return Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
}

const chars = (n: number, c = 'a') => c.repeat(n);
const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

// Seeded sandbox ids (documented demo data): site 101 with engines 301 (chat) and 302 (overview, US/New York),
// audit 5101, checklist custom tasks 94 and 95 of site 101, group 12, backlink report 1.
const AI = '/sites/101/airt';
const AUDITS = '/v1/site-audit/audits';

function rowId(r: { operation: string; field: string; rule: string; side?: string }): string {
  return `${r.operation} · ${r.field} · ${r.rule}${r.side ? ` (${r.side})` : ''}`;
}

const withId =
  (area: BoundRow['area']) =>
  (r: Omit<BoundRow, 'area' | 'id'> & { side?: string }): BoundRow => {
    const { side: _side, ...rest } = r;
    return { ...rest, area, id: rowId(r) };
  };

const ai = withId('ai');
const brand = (v: unknown): WireRequest => ({
  base: 'project',
  method: 'POST',
  path: `${AI}/brands`,
  json: { brand: v },
});
const engine = (body: Record<string, unknown>): WireRequest => ({
  base: 'project',
  method: 'POST',
  path: `${AI}/llm`,
  json: body,
});
const BRAND_SPEC = 'POST /sites/{site_id}/airt/brands: body `brand` string, required, non-empty, max 255';
const ENGINE_SPEC =
  'body: `base_name` required (one of the five labels), `country_code` required (ISO 3166-1 alpha-2), ' +
  '`region_name` optional (must match the country for the web-search-provider engines `overview_engine` and ' +
  '`mode_engine`), `lang_code` optional (ISO 639-1, must be supported by the web search provider)';
const PAGE_SPEC = 'query `limit` (1-1000, default 100); Limits: "Page size | 1-1000, default 100"';
const PROMPTS_SPEC = 'body `prompts` array of strings, required, min 1 item, each non-empty, max 255 chars';

const AI_ROWS: BoundRow[] = [
  ai({
    operation: 'POST /sites/{site_id}/airt/brands',
    field: 'brand',
    rule: 'required',
    inside: 'Northwind',
    outside: '',
    spec: BRAND_SPEC,
    request: brand,
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/brands',
    field: 'brand',
    rule: 'length',
    inside: chars(255),
    outside: chars(256),
    spec: `${BRAND_SPEC}; Limits: "Brand length | 255 characters"`,
    request: brand,
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm',
    field: 'base_name',
    rule: 'required',
    inside: 'chat_engine',
    outside: '',
    spec: ENGINE_SPEC,
    request: (v) => engine({ base_name: v, country_code: 'US' }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm',
    field: 'base_name',
    rule: 'enum',
    inside: 'assistant_engine',
    outside: 'web_engine',
    spec: ENGINE_SPEC,
    request: (v) => engine({ base_name: v, country_code: 'US' }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm',
    field: 'country_code',
    rule: 'required',
    inside: 'US',
    outside: '',
    spec: ENGINE_SPEC,
    request: (v) => engine({ base_name: 'chat_engine', country_code: v }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm',
    field: 'country_code',
    rule: 'format',
    inside: 'GB',
    outside: 'USA',
    spec: ENGINE_SPEC,
    request: (v) => engine({ base_name: 'chat_engine', country_code: v }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm',
    field: 'lang_code',
    rule: 'format',
    inside: 'de',
    outside: 'deu',
    spec: ENGINE_SPEC,
    request: (v) => engine({ base_name: 'chat_engine', country_code: 'DE', lang_code: v }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm',
    field: 'lang_code',
    rule: 'enum',
    side: 'supported',
    inside: 'fr',
    outside: 'ab',
    spec: ENGINE_SPEC,
    request: (v) => engine({ base_name: 'chat_engine', country_code: 'FR', lang_code: v }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm',
    field: 'region_name',
    rule: 'enum',
    side: 'of the country',
    inside: 'California',
    outside: 'Bavaria',
    spec: ENGINE_SPEC,
    request: (v) => engine({ base_name: 'overview_engine', country_code: 'US', region_name: v }),
  }),
  ai({
    operation: 'PATCH /sites/{site_id}/airt/llm/{id}',
    field: 'lang_code',
    rule: 'format',
    inside: 'fr',
    outside: 'fra',
    spec: 'body optional `region_name` (…), optional `lang_code` (string or null to clear); lang_code is ISO 639-1 (LLM engine)',
    request: (v) => ({ base: 'project', method: 'PATCH', path: `${AI}/llm/301`, json: { lang_code: v } }),
  }),
  ai({
    operation: 'PATCH /sites/{site_id}/airt/llm/{id}',
    field: 'region_name',
    rule: 'enum',
    side: 'of the country',
    inside: 'Texas',
    outside: 'Ontario',
    spec: 'body optional `region_name` (string or null to clear; must match the engine country for the web-search-provider engines)',
    request: (v) => ({ base: 'project', method: 'PATCH', path: `${AI}/llm/302`, json: { region_name: v } }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{id}/statistics',
    field: 'top',
    rule: 'range',
    side: 'max',
    inside: 100,
    outside: 101,
    spec: 'query … `top` (integer 0-100, default 0 = all positions; e.g. 3, 10)',
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/statistics`,
      query: pairs({ top: v }),
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{id}/statistics',
    field: 'top',
    rule: 'range',
    side: 'min',
    inside: 0,
    outside: -1,
    spec: 'query … `top` (integer 0-100, default 0 = all positions; e.g. 3, 10)',
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/statistics`,
      query: pairs({ top: v }),
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{id}/statistics',
    field: 'from',
    rule: 'format',
    inside: '2026-11-01',
    outside: '2026-02-30',
    spec: 'query `from` (date, default current date); "Dates are `YYYY-MM-DD` unless stated"',
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/statistics`,
      query: pairs({ from: v }),
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{id}/statistics',
    field: 'to',
    rule: 'format',
    inside: '2026-11-22',
    outside: '2026-11-22T00:00',
    spec: 'query `to` (date, default current date); "Dates are `YYYY-MM-DD` unless stated"',
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/statistics`,
      query: pairs({ to: v }),
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{llm_id}/prompts',
    field: 'limit',
    rule: 'range',
    side: 'max',
    inside: 1000,
    outside: 1001,
    spec: PAGE_SPEC,
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/prompts`,
      query: pairs({ limit: v }),
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{llm_id}/prompts',
    field: 'limit',
    rule: 'range',
    side: 'min',
    inside: 1,
    outside: 0,
    spec: PAGE_SPEC,
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/prompts`,
      query: pairs({ limit: v }),
    }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm/{llm_id}/prompts',
    field: 'prompts',
    rule: 'count',
    inside: ['trail running shoes'],
    outside: [],
    spec: PROMPTS_SPEC,
    request: (v) => ({
      base: 'project',
      method: 'POST',
      path: `${AI}/llm/301/prompts`,
      json: { prompts: v },
    }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm/{llm_id}/prompts',
    field: 'prompts',
    rule: 'required',
    side: 'each non-empty',
    inside: ['waterproof jacket'],
    outside: ['   '],
    spec: PROMPTS_SPEC,
    request: (v) => ({
      base: 'project',
      method: 'POST',
      path: `${AI}/llm/301/prompts`,
      json: { prompts: v },
    }),
  }),
  ai({
    operation: 'POST /sites/{site_id}/airt/llm/{llm_id}/prompts',
    field: 'prompts',
    rule: 'length',
    inside: [chars(255, 'p')],
    outside: [chars(256, 'q')],
    spec: `${PROMPTS_SPEC}; Limits: "Prompt length | 255 characters"`,
    request: (v) => ({
      base: 'project',
      method: 'POST',
      path: `${AI}/llm/301/prompts`,
      json: { prompts: v },
    }),
  }),
  ai({
    operation: 'DELETE /sites/{site_id}/airt/llm/{llm_id}/prompts',
    field: 'k2site_llm_ids',
    rule: 'count',
    inside: [999_999],
    outside: [],
    spec: 'body `k2site_llm_ids` array of integers, required, min 1',
    request: (v) => ({
      base: 'project',
      method: 'DELETE',
      path: `${AI}/llm/301/prompts`,
      json: { k2site_llm_ids: v },
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{llm_id}/prompts/rankings',
    field: 'limit',
    rule: 'range',
    side: 'max',
    inside: 1000,
    outside: 1001,
    spec: PAGE_SPEC,
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/prompts/rankings`,
      query: pairs({ limit: v }),
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{llm_id}/prompts/rankings',
    field: 'limit',
    rule: 'range',
    side: 'min',
    inside: 1,
    outside: 0,
    spec: PAGE_SPEC,
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/prompts/rankings`,
      query: pairs({ limit: v }),
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{llm_id}/prompts/rankings',
    field: 'date_from',
    rule: 'format',
    inside: '2026-11-01',
    outside: '2026-11-31',
    spec: 'query `date_from`, `date_to` (dates, default current date); "Dates are `YYYY-MM-DD` unless stated"',
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/prompts/rankings`,
      query: pairs({ date_from: v }),
    }),
  }),
  ai({
    operation: 'GET /sites/{site_id}/airt/llm/{llm_id}/prompts/rankings',
    field: 'date_to',
    rule: 'format',
    inside: '2026-11-22',
    outside: '22-11-2026',
    spec: 'query `date_from`, `date_to` (dates, default current date); "Dates are `YYYY-MM-DD` unless stated"',
    request: (v) => ({
      base: 'project',
      method: 'GET',
      path: `${AI}/llm/301/prompts/rankings`,
      query: pairs({ date_to: v }),
    }),
  }),
];

const audit = withId('audits');
const createAudit = (body: Record<string, unknown>): WireRequest => ({
  base: 'data',
  method: 'POST',
  path: `${AUDITS}/standard`,
  json: body,
});
const CREATE_SPEC =
  'Create body: `domain` string required; `title` string optional (default: the domain; max 300)';
/** The 0/1 rows of the spec's "Audit settings" table (`ignore_params` also allows 2). */
export const AUDIT_FLAGS = [
  'source_site',
  'source_sitemap',
  'source_subdomain',
  'source_file',
  'check_robots',
  'ignore_noindex',
  'ignore_nofollow',
] as const;
/** The numeric rows of the spec's "Audit settings" table: key, allowed range. */
export const AUDIT_SETTING_RANGES: readonly [string, number, number][] = [
  ['user_agent', 0, 13],
  ['max_pages', 1, 300_000],
  ['max_depth', 1, 100],
  ['max_req', 1, 500],
  ['max_redirects', 1, 50],
  ['min_title_len', 1, 10_000],
  ['max_title_len', 1, 10_000],
  ['min_description_len', 1, 10_000],
  ['max_description_len', 1, 10_000],
  ['max_size', 1, 100_000],
  ['min_words', 1, 10_000],
  ['max_h1_len', 1, 10_000],
  ['max_h2_len', 1, 10_000],
];
const setting = (key: string) => (v: unknown) =>
  createAudit({ domain: 'example.com', settings: { [key]: v } });
const SETTINGS_OP = 'POST /v1/site-audit/audits/standard';

const AUDIT_ROWS: BoundRow[] = [
  audit({
    operation: SETTINGS_OP,
    field: 'domain',
    rule: 'required',
    inside: 'example.com',
    outside: '',
    spec: CREATE_SPEC,
    request: (v) => createAudit({ domain: v }),
  }),
  audit({
    operation: SETTINGS_OP,
    field: 'domain',
    rule: 'format',
    inside: 'shop.example.com',
    outside: 'example',
    spec: `${CREATE_SPEC}; "Website audit | Create standard (HTML crawl) … audits" of a site's domain`,
    request: (v) => createAudit({ domain: v }),
  }),
  audit({
    operation: SETTINGS_OP,
    field: 'title',
    rule: 'length',
    inside: chars(300),
    outside: chars(301),
    spec: `${CREATE_SPEC}; Limits: "Audit title length | 300 characters"`,
    request: (v) => createAudit({ domain: 'example.com', title: v }),
  }),
  ...AUDIT_FLAGS.map((key) =>
    audit({
      operation: SETTINGS_OP,
      field: `settings.${key}`,
      rule: 'enum',
      inside: 1,
      outside: 2,
      spec: `Audit settings: ${key} | Allowed 0, 1`,
      request: setting(key),
    }),
  ),
  audit({
    operation: SETTINGS_OP,
    field: 'settings.ignore_params',
    rule: 'enum',
    inside: 2,
    outside: 3,
    spec: 'Audit settings: ignore_params | Allowed 0 none, 1 all, 2 custom list',
    request: setting('ignore_params'),
  }),
  ...AUDIT_SETTING_RANGES.flatMap(([key, min, max]) => [
    audit({
      operation: SETTINGS_OP,
      field: `settings.${key}`,
      rule: 'range',
      side: 'min',
      inside: min,
      outside: min - 1,
      spec: `Audit settings: ${key} | Allowed ${min}-${max}`,
      request: setting(key),
    }),
    audit({
      operation: SETTINGS_OP,
      field: `settings.${key}`,
      rule: 'range',
      side: 'max',
      inside: max,
      outside: max + 1,
      spec: `Audit settings: ${key} | Allowed ${min}-${max}`,
      request: setting(key),
    }),
  ]),
  audit({
    operation: 'PATCH /v1/site-audit/audits',
    field: 'title',
    rule: 'required',
    inside: 'Northwind, winter',
    outside: '',
    spec: 'query `audit_id` required; body `title` string required, max 300',
    request: (v) => ({
      base: 'data',
      method: 'PATCH',
      path: AUDITS,
      query: pairs({ audit_id: 5101 }),
      json: { title: v },
    }),
  }),
  audit({
    operation: 'PATCH /v1/site-audit/audits',
    field: 'title',
    rule: 'length',
    inside: chars(300, 'n'),
    outside: chars(301, 'n'),
    spec: 'body `title` string required, max 300; Limits: "Audit title length | 300 characters | create, rename audit"',
    request: (v) => ({
      base: 'data',
      method: 'PATCH',
      path: AUDITS,
      query: pairs({ audit_id: 5101 }),
      json: { title: v },
    }),
  }),
  audit({
    operation: 'GET /v1/site-audit/audits/status',
    field: 'audit_id',
    rule: 'required',
    inside: '5101',
    outside: '',
    spec: '`audit_id` required; "`audit_id` is an integer query parameter"',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: `${AUDITS}/status`,
      query: pairs({ audit_id: v }),
    }),
  }),
  audit({
    operation: 'GET /v1/site-audit/audits',
    field: 'date_start',
    rule: 'format',
    inside: '2026-11-01',
    outside: '2026-11-31',
    spec: 'query … `date_start`, `date_end`; "Dates are `YYYY-MM-DD` unless stated"',
    request: (v) => ({ base: 'data', method: 'GET', path: AUDITS, query: pairs({ date_start: v }) }),
  }),
  audit({
    operation: 'GET /v1/site-audit/audits/history',
    field: 'date',
    rule: 'required',
    inside: '2026-11-21',
    outside: '',
    spec: '`audit_id` required, `date` required',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: `${AUDITS}/history`,
      query: pairs({ audit_id: 5101, date: v }),
    }),
  }),
  audit({
    operation: 'GET /v1/site-audit/audits/links',
    field: 'page_type',
    rule: 'enum',
    inside: 'external',
    outside: 'outbound',
    spec: '`page_type` (`internal`, `external`, `all`; default `all`)',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: `${AUDITS}/links`,
      query: pairs({ audit_id: 5101, page_type: v, limit: 1 }),
    }),
  }),
  audit({
    operation: 'GET /v1/site-audit/audits/links',
    field: 'filter[i][param]',
    rule: 'enum',
    inside: 'anchor_type',
    outside: 'anchor',
    spec: 'Links filter: `filter[i][param]` (required; one of `status`, `type`, `source_noindex`, `nofollow`, `anchor_type`)',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: `${AUDITS}/links`,
      query: pairs({ audit_id: 5101, 'filter[0][param]': v, 'filter[0][value]': 'text', limit: 1 }),
    }),
    refused: { says: 'filter[0][param]' },
  }),
  audit({
    operation: 'GET /v1/site-audit/audits/links',
    field: 'filter[i][value]',
    rule: 'required',
    inside: '404',
    outside: '',
    spec: 'Links filter: … `filter[i][value]` (required)',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: `${AUDITS}/links`,
      query: pairs({ audit_id: 5101, 'filter[0][param]': 'status', 'filter[0][value]': v, limit: 1 }),
    }),
    refused: { says: 'filter[0][value]' },
  }),
  audit({
    operation: 'GET /v1/site-audit/audits/links',
    field: 'filter[i][type]',
    rule: 'required',
    side: 'from index 1',
    inside: 'or',
    outside: undefined,
    spec: '`filter[i][type]` (`and` or `or`, joins condition i to the previous one; required from index 1 onward, omitting it causes an error)',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: `${AUDITS}/links`,
      query: pairs({
        audit_id: 5101,
        'filter[0][param]': 'status',
        'filter[0][value]': '404',
        'filter[1][param]': 'nofollow',
        'filter[1][value]': '1',
        'filter[1][type]': v,
        limit: 1,
      }),
    }),
    refused: { says: 'filter[1][type]' },
  }),
  audit({
    operation: 'GET /v1/site-audit/audits/issue-pages',
    field: 'code',
    rule: 'required',
    inside: 'error_4xx',
    outside: '',
    spec: '`audit_id` required, `code` required (issue code from the report)',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: `${AUDITS}/issue-pages`,
      query: pairs({ audit_id: 5101, code: v, limit: 1 }),
    }),
  }),
  audit({
    operation: 'GET /v1/site-audit/audits/issues',
    field: 'url_id | url',
    rule: 'required',
    inside: '5101000001',
    outside: undefined,
    spec: '`audit_id` required; `url_id` (integer, from pages list) or `url` (full page URL): one of the two is required',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: `${AUDITS}/issues`,
      query: pairs({ audit_id: 5101, url_id: v }),
    }),
    refused: { says: 'url_id or url' },
  }),
];

const plan = withId('plan');
const TASK_SPEC = 'body `title` string required, `text` string required … 400 if title or text empty';
const addTask = (b: Record<string, unknown>): WireRequest => ({
  base: 'project',
  method: 'POST',
  path: '/checklist/101/task',
  json: b,
});
const putTask = (b: Record<string, unknown>): WireRequest => ({
  base: 'project',
  method: 'PUT',
  path: '/checklist/101/task',
  json: b,
});

const PLAN_ROWS: BoundRow[] = [
  plan({
    operation: 'POST /checklist/{site_id}/task',
    field: 'title',
    rule: 'required',
    inside: 'Plan the spring sale',
    outside: '',
    spec: TASK_SPEC,
    request: (v) => addTask({ title: v, text: 'Pages live by March.' }),
  }),
  plan({
    operation: 'POST /checklist/{site_id}/task',
    field: 'text',
    rule: 'required',
    inside: 'Pages live by March.',
    outside: '  ',
    spec: TASK_SPEC,
    request: (v) => addTask({ title: 'Plan the spring sale', text: v }),
  }),
  plan({
    operation: 'PUT /checklist/{site_id}/task (update)',
    field: 'title',
    rule: 'required',
    inside: 'Winter sale page',
    outside: '',
    spec: 'update: body `task_id` string, `title` string, `text` string, all required … 400 if title or text empty',
    request: (v) => putTask({ task_id: '94', title: v, text: 'Live by 1 December.' }),
  }),
  plan({
    operation: 'PUT /checklist/{site_id}/task (update)',
    field: 'text',
    rule: 'required',
    inside: 'Live by 1 December.',
    outside: '',
    spec: 'update: body `task_id` string, `title` string, `text` string, all required … 400 if title or text empty',
    request: (v) => putTask({ task_id: '94', title: 'Winter sale page', text: v }),
  }),
  plan({
    operation: 'PUT /checklist/{site_id}/task (set status)',
    field: 'checked',
    rule: 'format',
    side: 'boolean',
    inside: true,
    outside: 'maybe',
    spec: 'set status: body `task_id` string required, `checked` boolean required',
    request: (v) => putTask({ task_id: '94', checked: v }),
  }),
  plan({
    operation: 'DELETE /checklist/{site_id}/task/{task_id}',
    field: 'task_id',
    rule: 'format',
    side: 'integer',
    inside: '95',
    outside: 'abc',
    spec: 'path `task_id` integer; only tasks made with Add task can be deleted',
    request: (v) => ({ base: 'project', method: 'DELETE', path: `/checklist/101/task/${String(v)}` }),
    refused: { status: 404, says: 'abc' },
  }),
];

const groups = withId('groups');
const GROUP_ROWS: BoundRow[] = [
  groups({
    operation: 'POST /site-groups',
    field: 'name',
    rule: 'required',
    inside: 'Agency pitches',
    outside: '',
    spec: 'body `name` string required',
    request: (v) => ({ base: 'project', method: 'POST', path: '/site-groups', json: { name: v } }),
  }),
  groups({
    operation: 'PUT /site-groups/{group_id}',
    field: 'name',
    rule: 'required',
    inside: 'In-house brands',
    outside: ' ',
    spec: 'body `name` string required | 200 no body; 400 if name missing',
    request: (v) => ({ base: 'project', method: 'PUT', path: '/site-groups/12', json: { name: v } }),
  }),
  groups({
    operation: 'POST /site-groups/{group_id}/sites',
    field: 'site_ids',
    rule: 'count',
    inside: [101],
    outside: [],
    spec: 'body `site_ids` array of site ids, required',
    request: (v) => ({
      base: 'project',
      method: 'POST',
      path: '/site-groups/12/sites',
      json: { site_ids: v },
    }),
  }),
  groups({
    operation: 'POST /site-groups/{group_id}/sites',
    field: 'site_ids',
    rule: 'format',
    side: 'site ids',
    inside: [102],
    outside: ['abc'],
    spec: 'body `site_ids` array of site ids, required; "`site_id` … integer"',
    request: (v) => ({
      base: 'project',
      method: 'POST',
      path: '/site-groups/12/sites',
      json: { site_ids: v },
    }),
  }),
];

const kw = withId('keywords');
const EXPORT_SPEC =
  'query `source` required; form-data `keywords[]` required (repeat per keyword, up to 5000), `sort` (`volume`, `cpc`, `difficulty`, `competition`; default `cpc`), `sort_order` (`asc`, `desc`; default `desc`), `cols` (comma-separated subset of `keyword`, `volume`, `cpc`, `difficulty`, `competition`, `history_trend`; default all six)';
const exportReq = (o: { source?: unknown; keywords?: unknown; extra?: [string, string][] }): WireRequest => ({
  base: 'data',
  method: 'POST',
  path: '/v1/keywords/export',
  query: pairs({ source: o.source ?? 'us' }),
  form: [
    ...((o.keywords as string[] | undefined) ?? ['hiking boots']).map((k): [string, string] => [
      'keywords[]',
      k,
    ]),
    ...(o.extra ?? []),
  ],
});
const similar = (q: Record<string, unknown>): WireRequest => ({
  base: 'data',
  method: 'GET',
  path: '/v1/keywords/similar',
  query: pairs({ source: 'us', keyword: 'hiking boots', ...q }),
});
const COMMON = 'Common parameters of similar, related and questions';
const RANGE_FILTERS: readonly [string, unknown, unknown, string, string][] = [
  ['volume', 0, -1, 'from', 'integer … non-negative'],
  ['difficulty', 0, -1, 'from', 'integer … 0-100'],
  ['difficulty', 100, 101, 'to', 'integer … 0-100'],
  ['cpc', 0, -0.5, 'from', 'float … non-negative'],
  ['competition', 0, -0.1, 'from', 'float … 0.0-1.0'],
  ['competition', 1, 1.1, 'to', 'float … 0.0-1.0'],
  ['keyword_count', 1, 0, 'from', 'integer … words, positive'],
  ['characters_count', 1, 0, 'from', 'integer … positive'],
];

const KEYWORD_ROWS: BoundRow[] = [
  kw({
    operation: 'POST /v1/keywords/export',
    field: 'source',
    rule: 'required',
    inside: 'us',
    outside: '',
    spec: EXPORT_SPEC,
    request: (v) => exportReq({ source: v }),
  }),
  kw({
    operation: 'POST /v1/keywords/export',
    field: 'keywords[]',
    rule: 'required',
    inside: ['hiking boots'],
    outside: [],
    spec: EXPORT_SPEC,
    request: (v) => exportReq({ keywords: v }),
  }),
  kw({
    operation: 'POST /v1/keywords/export',
    field: 'keywords[]',
    rule: 'count',
    inside: many(5000, 'keyword'),
    outside: many(5001, 'keyword'),
    spec: `${EXPORT_SPEC}; Limits: "Keywords per export | 5000"`,
    request: (v) => exportReq({ keywords: v }),
  }),
  kw({
    operation: 'POST /v1/keywords/export',
    field: 'sort',
    rule: 'enum',
    inside: 'difficulty',
    outside: 'keyword',
    spec: EXPORT_SPEC,
    request: (v) => exportReq({ extra: [['sort', String(v)]] }),
  }),
  kw({
    operation: 'POST /v1/keywords/export',
    field: 'sort_order',
    rule: 'enum',
    inside: 'asc',
    outside: 'up',
    spec: EXPORT_SPEC,
    request: (v) => exportReq({ extra: [['sort_order', String(v)]] }),
  }),
  kw({
    operation: 'POST /v1/keywords/export',
    field: 'cols',
    rule: 'enum',
    inside: 'keyword,volume',
    outside: 'keyword,relevance',
    spec: EXPORT_SPEC,
    request: (v) => exportReq({ extra: [['cols', String(v)]] }),
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'source',
    rule: 'required',
    inside: 'de',
    outside: '',
    spec: `${COMMON}: source | string | yes`,
    request: (v) => similar({ source: v }),
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'keyword',
    rule: 'required',
    inside: 'tent',
    outside: ' ',
    spec: `${COMMON}: keyword | string | yes | seed keyword`,
    request: (v) => similar({ keyword: v }),
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'limit',
    rule: 'range',
    side: 'min',
    inside: 1,
    outside: 0,
    spec: `${COMMON}: limit | integer | no | 100 | positive`,
    request: (v) => similar({ limit: v }),
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'offset',
    rule: 'range',
    side: 'min',
    inside: 0,
    outside: -1,
    spec: `${COMMON}: offset | integer | no | 0 | non-negative`,
    request: (v) => similar({ offset: v }),
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'sort',
    rule: 'enum',
    inside: 'keyword',
    outside: 'relevance',
    spec: `${COMMON}: sort | string | no | none | \`keyword\`, \`volume\`, \`cpc\`, \`difficulty\`, \`competition\``,
    request: (v) => similar({ sort: v }),
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'sort_order',
    rule: 'enum',
    inside: 'asc',
    outside: 'ascending',
    spec: `${COMMON}: sort_order | string | no | \`desc\` | \`asc\`, \`desc\``,
    request: (v) => similar({ sort_order: v }),
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'history_trend',
    rule: 'format',
    side: 'boolean',
    inside: true,
    outside: 'yes',
    spec: `${COMMON}: history_trend | boolean | no | false`,
    request: (v) => similar({ history_trend: v }),
  }),
  ...RANGE_FILTERS.map(([name, inside, outside, end, words]) =>
    kw({
      operation: 'GET /v1/keywords/similar',
      field: `filter[${name}][${end}]`,
      rule: 'range',
      side: end === 'from' ? 'min' : 'max',
      inside,
      outside,
      spec: `${COMMON}: filter[${name}][from], [to] | ${words}`,
      request: (v) => similar({ [`filter[${name}][${end}]`]: v }),
    }),
  ),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'filter[intents]',
    rule: 'enum',
    inside: 'I,C',
    outside: 'I,X',
    spec: `${COMMON}: filter[intents] | string | … comma-separated of \`I\`, \`N\`, \`T\`, \`C\`, \`L\``,
    request: (v) => similar({ 'filter[intents]': v }),
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'filter[multi_keyword_included][][].type',
    rule: 'enum',
    inside: 'begins',
    outside: 'starts',
    spec: `${COMMON}: filter[multi_keyword_included] | array | each element is an array of objects \`{type: begins/contains/ends/exact, value: string}\``,
    request: (v) => similar({ 'filter[multi_keyword_included]': [[{ type: v, value: 'best' }]] }),
    refused: { says: 'filter[multi_keyword_included]' },
  }),
  kw({
    operation: 'GET /v1/keywords/similar',
    field: 'filter[multi_keyword_excluded][][].value',
    rule: 'required',
    inside: 'cheap',
    outside: '',
    spec: `${COMMON}: filter[multi_keyword_excluded] | array | same shape (\`value: string\`)`,
    request: (v) => similar({ 'filter[multi_keyword_excluded]': [[{ type: 'contains', value: v }]] }),
    refused: { says: 'filter[multi_keyword_excluded]' },
  }),
  kw({
    operation: 'GET /v1/keywords/longtail',
    field: 'keyword',
    rule: 'required',
    inside: 'tent',
    outside: '',
    spec: '`source` required, `keyword` required, `limit` (default 100), `offset` (default 0)',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: '/v1/keywords/longtail',
      query: pairs({ source: 'us', keyword: v }),
    }),
  }),
];

const serp = withId('serp');
const SERP_SPEC =
  'JSON body: `search_engine` string required (only the one supported web search engine, label `web_search_engine_1`), `query[]` array of strings required (each max 255 chars, up to 10 per task), `device` required (`desktop`, `mobile`), `language_code` required (ISO 639-1), `location_id` integer required (from Get locations), `tag` string optional';
/**
 * The body of a SERP task every rule of the spec accepts (one keyword, desktop, English, the United States), with
 * `over` on top (a field set to undefined is left out of the JSON).
 */
export const serpTaskBody = (over: Record<string, unknown> = {}) => ({
  search_engine: 'web_search_engine_1',
  query: ['hiking boots'],
  device: 'desktop',
  language_code: 'en',
  location_id: 2840,
  ...over,
});
const task = (over: Record<string, unknown>): WireRequest => ({
  base: 'data',
  method: 'POST',
  path: '/v1/serp/classic/tasks',
  json: serpTaskBody(over),
});
const SERP_OP = 'POST /v1/serp/classic/tasks';

const SERP_ROWS: BoundRow[] = [
  serp({
    operation: SERP_OP,
    field: 'search_engine',
    rule: 'enum',
    inside: 'web_search_engine_1',
    outside: 'web_search_engine_2',
    spec: SERP_SPEC,
    request: (v) => task({ search_engine: v }),
  }),
  serp({
    operation: SERP_OP,
    field: 'query[]',
    rule: 'required',
    inside: ['tent'],
    outside: [],
    spec: SERP_SPEC,
    request: (v) => task({ query: v }),
  }),
  serp({
    operation: SERP_OP,
    field: 'query[]',
    rule: 'length',
    inside: [chars(255, 's')],
    outside: [chars(256, 's')],
    spec: `${SERP_SPEC}; Limits: "Keyword length in a SERP task | 255 characters"`,
    request: (v) => task({ query: v }),
    refused: { says: 'query[0]' },
  }),
  serp({
    operation: SERP_OP,
    field: 'query[]',
    rule: 'count',
    inside: many(10, 'boots'),
    outside: many(11, 'boots'),
    spec: `${SERP_SPEC}; Limits: "Keywords per SERP task | up to 10 by default"`,
    request: (v) => task({ query: v }),
  }),
  serp({
    operation: SERP_OP,
    field: 'device',
    rule: 'enum',
    inside: 'mobile',
    outside: 'tablet',
    spec: SERP_SPEC,
    request: (v) => task({ device: v }),
  }),
  serp({
    operation: SERP_OP,
    field: 'language_code',
    rule: 'required',
    inside: 'en',
    outside: '',
    spec: SERP_SPEC,
    request: (v) => task({ language_code: v }),
  }),
  serp({
    operation: SERP_OP,
    field: 'language_code',
    rule: 'format',
    inside: 'de',
    outside: 'deu',
    spec: SERP_SPEC,
    request: (v) => task({ language_code: v }),
  }),
  serp({
    operation: SERP_OP,
    field: 'location_id',
    rule: 'required',
    inside: 2840,
    outside: undefined,
    spec: SERP_SPEC,
    request: (v) => task({ location_id: v }),
  }),
  serp({
    operation: 'GET /v1/serp/classic/tasks?task_id=',
    field: 'task_id',
    rule: 'format',
    side: 'integer',
    inside: 480001,
    outside: 'abc',
    spec: '`task_id` integer required',
    request: (v) => ({
      base: 'data',
      method: 'GET',
      path: '/v1/serp/classic/tasks',
      query: pairs({ task_id: v }),
    }),
  }),
];

const bl = withId('backlinks');
const INFO_SPEC =
  'query `mode` (`domain`, `host`, `url`) required, `target` (domain or exact URL) required; Errors: info | 400 | `Invalid url`, `Invalid domain`, `Invalid mode`';
const info = (mode: unknown, target: unknown): WireRequest => ({
  base: 'backlinks',
  method: 'GET',
  path: '/backlink-reports/info',
  query: pairs({ mode, target }),
});
const create = (mode: unknown, target: unknown): WireRequest => ({
  base: 'backlinks',
  method: 'POST',
  path: '/backlink-reports',
  json: { mode, target },
});
const CREATE_BL_SPEC =
  'body `mode` required, `target` required; Errors: create | 400 | `Invalid url`, `Invalid domain`, `Invalid mode`';

const BACKLINK_ROWS: BoundRow[] = [
  bl({
    operation: 'GET /backlink-reports/info',
    field: 'mode',
    rule: 'enum',
    inside: 'host',
    outside: 'subdomain',
    spec: INFO_SPEC,
    request: (v) => info(v, 'blog.example.com'),
    refused: { says: 'Invalid mode' },
  }),
  bl({
    operation: 'GET /backlink-reports/info',
    field: 'target',
    rule: 'required',
    inside: 'example.com',
    outside: '',
    spec: INFO_SPEC,
    request: (v) => info('domain', v),
    refused: { says: 'Invalid domain' },
  }),
  bl({
    operation: 'GET /backlink-reports/info',
    field: 'target',
    rule: 'format',
    side: 'domain',
    inside: 'example.org',
    outside: 'example',
    spec: INFO_SPEC,
    request: (v) => info('domain', v),
    refused: { says: 'Invalid domain' },
  }),
  bl({
    operation: 'GET /backlink-reports/info',
    field: 'target',
    rule: 'format',
    side: 'url',
    inside: 'https://example.com/page',
    outside: 'example.com/page',
    spec: INFO_SPEC,
    request: (v) => info('url', v),
    refused: { says: 'Invalid url' },
  }),
  bl({
    operation: 'POST /backlink-reports',
    field: 'mode',
    rule: 'required',
    inside: 'domain',
    outside: '',
    spec: CREATE_BL_SPEC,
    request: (v) => create(v, 'example.net'),
    refused: { says: 'Invalid mode' },
  }),
  bl({
    operation: 'POST /backlink-reports',
    field: 'target',
    rule: 'format',
    side: 'url',
    inside: 'https://example.com/a',
    outside: 'https://example',
    spec: CREATE_BL_SPEC,
    request: (v) => create('url', v),
    refused: { says: 'Invalid url' },
  }),
  bl({
    operation: 'PUT /backlink-reports',
    field: 'report_id',
    rule: 'required',
    inside: 1,
    outside: '',
    spec: 'body `report_id` required | 204; Errors: update | 400 | `Invalid report ID`',
    request: (v) => ({ base: 'backlinks', method: 'PUT', path: '/backlink-reports', json: { report_id: v } }),
    refused: { says: 'Invalid report ID' },
  }),
  bl({
    operation: 'GET /backlink-reports/{report_id}/overview',
    field: 'report_id',
    rule: 'format',
    side: 'integer',
    inside: 1,
    outside: 'abc',
    spec: 'Overview: `report_id` integer; Errors: overview, backlinks, domains, anchors | 400 | `Invalid report ID`',
    request: (v) => ({ base: 'backlinks', method: 'GET', path: `/backlink-reports/${String(v)}/overview` }),
    refused: { says: 'Invalid report ID' },
  }),
];

export const SPEC_BOUNDS: readonly BoundRow[] = [
  ...AI_ROWS,
  ...AUDIT_ROWS,
  ...PLAN_ROWS,
  ...GROUP_ROWS,
  ...KEYWORD_ROWS,
  ...SERP_ROWS,
  ...BACKLINK_ROWS,
];
