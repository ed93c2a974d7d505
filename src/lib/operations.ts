import { DAY_MS } from './dates.ts';

/**
 * The spec's operations as data: the one table the proxy's allow-list, its cache, budget and ledger, the share
 * links and the browser's cost lines all read. Each operation has one name (`id`) everywhere: in the ledger, in
 * cost lines, in tests. Code asks an operation's fields what it may do; it never tests its id.
 *
 * A priced operation says what its price is counted per (spec, Limits: "Credit costs (data interface)"), where
 * the most it can cost is read from a request (`bound`, reserved before the call goes out), and where what it
 * actually cost is read from the answer (`charged`, settled when the answer comes).
 */
export type UpstreamBase = 'project' | 'data' | 'backlinks';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Price {
  credits: number;
  per: 'request' | 'keyword' | 'returned keyword' | 'crawled page';
}

/** Where the most a call can cost is read from the request. */
export type Bound =
  /** a flat price per request */
  | { from: 'request' }
  /** the page size a discovery search asks for: the most keywords its answer can hold */
  | { from: 'query'; param: string; fallback: number }
  /** one unit per element of a body list (the queries of a SERP task) */
  | { from: 'body-list'; field: string }
  /** an audit's page limit (`settings.max_pages`, the spec's default 1,000): an audit's creation */
  | { from: 'page-limit'; fallback: number }
  /** a recheck re-crawls with the audit's original settings: what the store knows of that audit */
  | { from: 'audit' };

/** Where what a call actually cost is read from its answer. */
export type Charged =
  /** what the request asked for, once the service accepted it */
  | { from: 'bound' }
  /** one unit per element of the answer's list (keywords returned) */
  | { from: 'answer-list'; field: string }
  /** per crawled page, known when the crawl ends: settled later by a status read */
  | { from: 'crawl' }
  /** nothing while the result is `{status: "processing"}` */
  | { from: 'unless-processing' };

/** How the service reads the request's body. */
export type BodyKind = 'none' | 'json' | 'form';

/** How long the proxy answers a repeated call from the answer it kept. */
export type CacheLifetime =
  /** until the first day of the next month (UTC): keyword data "is refreshed monthly" */
  | { until: 'next-month' }
  /** `ms` after the answer came, when the query names `param` (a task's result, not the list on its path) */
  | { ms: number; param?: string };

/** What the metering reads in an answer besides its cost. */
export interface Reads {
  /** the report price the info call quotes: what creating that report withdraws */
  quote?: true;
  /** a crawl's state and page count: settles the audit's charge, tells whether an unknown recheck ran */
  crawl?: true;
  /** the audits listed: the audit an unknown creation made */
  audits?: true;
  /** the SERP tasks listed (the path without `task_id`): the tasks an unknown task creation queued */
  tasks?: true;
  /** the crawl snapshot dates the answer names, kept under this source */
  dates?: 'status' | 'report' | 'list' | 'history';
  /** a completed SERP result (`task_id`), kept as this kind after the service deletes it */
  archive?: 'standard' | 'advanced';
}

/**
 * What the ledger's line says a paid call was about, and what a later free read needs to recognise one whose
 * outcome is unknown: `keywords` the seed keyword (or how many were exported) and the database; `queries` the
 * keywords queued; `task` the task id; `domain` the audited domain; `audit` the audit id; `report` a backlink
 * report's target (or its id).
 */
export type LedgerTarget = 'keywords' | 'queries' | 'task' | 'domain' | 'audit' | 'report';

/** A section of a site's report, as a share link names the ones it shows. */
export type ReportSection = 'ai' | 'audits' | 'plan' | 'backlinks';

/** Where an operation sits in a site's report, for the read-only share links (share-scope.ts). */
export interface ShareArea {
  /** the section that must be shared for a link to read it; none for what the report's frame needs in every
   * section (the engines and brand that name the AI blocks, the audit list that gives the site's address) */
  section?: ReportSection;
  /**
   * How a read is tied to the link's one site: `site_id` in the path; the audit its `audit_id` query names (that
   * audit's site); the backlink report its path names (the report's target on the site's domain); or a list whose
   * answer is cut to the site's items. None: not about one site, never read through a link.
   */
  site?: 'path' | 'audit' | 'audit-list' | 'report' | 'report-list';
  /** the query's date range (from, to), which must lie inside the shared view's */
  dates?: readonly [from: string, to: string];
}

/**
 * The least role of a team member that may call an operation: `viewer` reads what costs nothing; `editor` also
 * writes and spends credits or money. Roles above them (owner, admin, client) are built on these two.
 */
export type Role = 'viewer' | 'editor';

export interface Operation {
  id: string;
  base: UpstreamBase;
  method: HttpMethod;
  /** path below the base, `:name` for one path segment */
  path: string;
  body: BodyKind;
  /** spends credits (data interface) */
  price?: Price;
  bound?: Bound;
  charged?: Charged;
  /** withdraws money: `quoted` when the info call quoted the price beforehand (creating a backlink report) */
  money?: 'quoted' | 'unquoted';
  /** spends credits or money: the ledger, the budget and share links build on it */
  paid: boolean;
  /** a successful answer is reused this long instead of paying again; none: never served from the cache */
  cache?: CacheLifetime;
  /** a free answer the metering reads */
  reads?: Reads;
  /**
   * A free write whose success changes which group a site is in, which the proxy keeps (server/groups/): the
   * service lists no group's sites, so what was moved through this dashboard is all that can be shown. `move`: the
   * body's `site_ids` went into the path's `group_id`; `delete`: the path's group is gone.
   */
  membership?: 'move' | 'delete';
  /** the metering sees the call: it is paid, or the metering reads its answer */
  metered: boolean;
  /** a paid call's line in the ledger */
  ledger?: LedgerTarget;
  /** takes the spec's `filter[…]` query parameters (the common parameters of similar, related, questions) */
  filters?: true;
  share?: ShareArea;
  /** about the team's account (balance, profile, subscription): read with the ledger, never by a client */
  account?: true;
  role: Role;
}

type Spec = Omit<Operation, 'paid' | 'metered' | 'body' | 'role'> & { body?: BodyKind; role?: Role };

/** An operation as built from its spec, keeping the id (and whether it has a price) in its type. */
type Built<S extends Spec> = Operation & { id: S['id'] } & (S extends { price: Price }
    ? { price: Price }
    : unknown);

function op<const S extends Spec>(s: S): Built<S> {
  const paid = s.price !== undefined || s.money !== undefined;
  return {
    ...s,
    body: s.body ?? (s.method === 'GET' || s.method === 'DELETE' ? 'none' : 'json'),
    paid,
    metered: paid || s.reads !== undefined,
    role: s.role ?? (s.method === 'GET' && !paid ? 'viewer' : 'editor'),
  } as Built<S>;
}

type Extra = Partial<Omit<Spec, 'id' | 'base' | 'method' | 'path'>>;
type Area = (
  base: UpstreamBase,
  share?: ShareArea,
) => <const I extends string>(
  id: I,
  method: HttpMethod,
  path: string,
  extra?: Extra,
) => Built<{ id: I; base: UpstreamBase; method: HttpMethod; path: string }>;

/** The free operations of one area of the spec, which share one base and one place in the report. */
const area: Area = (base, share) => (id, method, path, extra) =>
  op({ id, base, method, path, share, ...extra });

const SITE = '/sites/:site_id/airt';
const AUDITS = '/v1/site-audit/audits';
const KEYWORDS = '/v1/keywords';
const SERP = '/v1/serp/classic';

const ai = area('project', { section: 'ai', site: 'path' });
/** the engines and the brand name the report's AI blocks, whatever sections are shared */
const aiFrame = area('project', { site: 'path' });
const audit = area('data', { section: 'audits', site: 'audit' });
const plan = area('project', { section: 'plan', site: 'path' });
const project = area('project');
const serp = area('data');
const backlinks = area('backlinks', { section: 'backlinks' });
const report = area('backlinks', { section: 'backlinks', site: 'report' });

const auditCreate = <const I extends string>(id: I, path: string, credits: number) =>
  op({
    id,
    base: 'data',
    method: 'POST',
    path,
    price: { credits, per: 'crawled page' },
    bound: { from: 'page-limit', fallback: 1000 },
    charged: { from: 'crawl' },
    ledger: 'domain',
    share: { section: 'audits' },
  });
const auditRecheck = <const I extends string>(id: I, path: string, credits: number) =>
  op({
    id,
    base: 'data',
    method: 'POST',
    path,
    body: 'none',
    price: { credits, per: 'crawled page' },
    bound: { from: 'audit' },
    charged: { from: 'crawl' },
    ledger: 'audit',
    share: { section: 'audits', site: 'audit' },
  });
const discovery = <const I extends string>(id: I, path: string, credits: number, filters?: true) =>
  op({
    id,
    base: 'data',
    method: 'GET',
    path,
    price: { credits, per: 'returned keyword' },
    bound: { from: 'query', param: 'limit', fallback: 100 },
    charged: { from: 'answer-list', field: 'keywords' },
    cache: { until: 'next-month' },
    ledger: 'keywords',
    filters,
  });

/** The spec's 60 operations (the two checklist PUTs and the two SERP task GETs share a path). */
export const OPERATIONS = [
  // AI result tracking (13)
  aiFrame('ai.brand.get', 'GET', `${SITE}/brands`),
  ai('ai.brand.set', 'POST', `${SITE}/brands`),
  aiFrame('ai.engines.list', 'GET', `${SITE}/llm`),
  ai('ai.engine.get', 'GET', `${SITE}/llm/:id`),
  ai('ai.engine.create', 'POST', `${SITE}/llm`),
  ai('ai.engine.update', 'PATCH', `${SITE}/llm/:id`),
  ai('ai.engine.delete', 'DELETE', `${SITE}/llm/:id`),
  ai('ai.engine.status', 'GET', `${SITE}/llm/:id/status`),
  ai('ai.engine.statistics', 'GET', `${SITE}/llm/:id/statistics`, {
    share: { section: 'ai', site: 'path', dates: ['from', 'to'] },
  }),
  ai('ai.prompts.list', 'GET', `${SITE}/llm/:id/prompts`),
  ai('ai.prompts.add', 'POST', `${SITE}/llm/:id/prompts`),
  ai('ai.prompts.delete', 'DELETE', `${SITE}/llm/:id/prompts`, { body: 'json' }),
  ai('ai.prompts.rankings', 'GET', `${SITE}/llm/:id/prompts/rankings`, {
    share: { section: 'ai', site: 'path', dates: ['date_from', 'date_to'] },
  }),
  // Website audit (14)
  auditCreate('audits.create.standard', `${AUDITS}/standard`, 2),
  auditCreate('audits.create.advanced', `${AUDITS}/advanced`, 20),
  audit('audits.list', 'GET', AUDITS, {
    reads: { audits: true, dates: 'list' },
    share: { site: 'audit-list' },
  }),
  audit('audits.status', 'GET', `${AUDITS}/status`, { reads: { crawl: true, dates: 'status' } }),
  audit('audits.report', 'GET', `${AUDITS}/report`, { reads: { dates: 'report' } }),
  audit('audits.pages', 'GET', `${AUDITS}/pages`),
  audit('audits.issue_pages', 'GET', `${AUDITS}/issue-pages`),
  audit('audits.page_issues', 'GET', `${AUDITS}/issues`),
  audit('audits.links', 'GET', `${AUDITS}/links`),
  audit('audits.history', 'GET', `${AUDITS}/history`, { reads: { dates: 'history' } }),
  audit('audits.rename', 'PATCH', AUDITS),
  audit('audits.delete', 'DELETE', AUDITS),
  auditRecheck('audits.recheck.standard', `${AUDITS}/recheck/standard`, 2),
  auditRecheck('audits.recheck.advanced', `${AUDITS}/recheck/advanced`, 20),
  // Marketing plan (5: the two PUTs share one path)
  plan('checklist.get', 'GET', '/checklist/:site_id'),
  plan('checklist.task.add', 'POST', '/checklist/:site_id/task'),
  plan('checklist.task.put', 'PUT', '/checklist/:site_id/task'),
  plan('checklist.task.delete', 'DELETE', '/checklist/:site_id/task/:task_id'),
  // Project groups (5)
  project('groups.create', 'POST', '/site-groups'),
  project('groups.rename', 'PUT', '/site-groups/:group_id'),
  project('groups.delete', 'DELETE', '/site-groups/:group_id', { membership: 'delete' }),
  project('groups.list', 'GET', '/site-groups'),
  project('groups.move_sites', 'POST', '/site-groups/:group_id/sites', { membership: 'move' }),
  // Account (3)
  project('account.balance', 'GET', '/account/balance', { account: true }),
  project('account.profile', 'GET', '/account/profile', { account: true }),
  project('account.subscription', 'GET', '/account/subscription', { account: true }),
  // Keyword research (5)
  op({
    id: 'keywords.export',
    base: 'data',
    method: 'POST',
    path: `${KEYWORDS}/export`,
    body: 'form',
    price: { credits: 100, per: 'request' },
    bound: { from: 'request' },
    charged: { from: 'bound' },
    cache: { until: 'next-month' },
    ledger: 'keywords',
  }),
  discovery('keywords.similar', `${KEYWORDS}/similar`, 10, true),
  discovery('keywords.related', `${KEYWORDS}/related`, 10, true),
  discovery('keywords.questions', `${KEYWORDS}/questions`, 10, true),
  discovery('keywords.longtail', `${KEYWORDS}/longtail`, 1),
  // SERP collection (6)
  op({
    id: 'serp.tasks.create',
    base: 'data',
    method: 'POST',
    path: `${SERP}/tasks`,
    price: { credits: 10, per: 'keyword' },
    bound: { from: 'body-list', field: 'query' },
    charged: { from: 'bound' },
    ledger: 'queries',
  }),
  serp('serp.tasks.list_or_result', 'GET', `${SERP}/tasks`, {
    // a SERP result is "kept 24 hours" and never changes once collected; the task list on the same path does
    cache: { ms: DAY_MS, param: 'task_id' },
    reads: { tasks: true, archive: 'standard' },
  }),
  op({
    id: 'serp.results.advanced',
    base: 'data',
    method: 'GET',
    path: `${SERP}/tasks/results_advanced`,
    price: { credits: 10, per: 'request' },
    bound: { from: 'request' },
    charged: { from: 'unless-processing' },
    cache: { ms: DAY_MS },
    reads: { archive: 'advanced' },
    ledger: 'task',
  }),
  serp('serp.results.html', 'GET', `${SERP}/tasks/html`),
  serp('serp.locations', 'GET', `${SERP}/locations`),
  // Backlink reports (9)
  backlinks('backlinks.list', 'GET', '/backlink-reports', {
    share: { section: 'backlinks', site: 'report-list' },
  }),
  backlinks('backlinks.info', 'GET', '/backlink-reports/info', { reads: { quote: true } }),
  backlinks('backlinks.create', 'POST', '/backlink-reports', { money: 'quoted', ledger: 'report' }),
  report('backlinks.delete', 'DELETE', '/backlink-reports/:report_id'),
  backlinks('backlinks.update', 'PUT', '/backlink-reports', { money: 'unquoted', ledger: 'report' }),
  report('backlinks.overview', 'GET', '/backlink-reports/:report_id/overview'),
  report('backlinks.backlinks', 'GET', '/backlink-reports/:report_id/backlinks'),
  report('backlinks.domains', 'GET', '/backlink-reports/:report_id/domains'),
  report('backlinks.anchors', 'GET', '/backlink-reports/:report_id/anchors'),
] as const satisfies readonly Operation[];

export type OperationId = (typeof OPERATIONS)[number]['id'];

/** The ids of the operations that spend credits, as a type: what a cost line may name. */
export type PricedOperationId = Extract<(typeof OPERATIONS)[number], { price: Price }>['id'];

const byId = new Map<string, Operation>(OPERATIONS.map((o) => [o.id, o]));

export function operation(id: string): Operation | undefined {
  return byId.get(id);
}

/** The operation of one of the table's ids. */
export function operationOf(id: OperationId): Operation {
  const found = byId.get(id);
  if (!found) throw new Error(`${id} is not in the operation table`);
  return found;
}

/** The values of a path's `:name` segments. */
export type PathParams = Readonly<Record<string, string | number>>;

/**
 * `path` with each `:name` segment replaced by its value in `params`, percent-encoded so a value stays one segment
 * (a backlink report id is the service's string); the proxy's `findOperation` reads the same template back.
 */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The price of a priced operation (the table above has one for every `PricedOperationId`). */
export function priceOf(id: PricedOperationId): Price {
  const price = byId.get(id)?.price;
  if (!price) throw new Error(`${id} has no price in the operation table`);
  return price;
}

interface Compiled {
  op: Operation;
  re: RegExp;
  names: string[];
  /** per parameter: the words another operation spells at its place, which name that operation instead */
  taken: Set<string>[];
}

const segmentsOf = (o: Operation) => o.path.split('/');

/**
 * The literal segments other operations of the base write where `o` has the parameter at `index` below the same
 * prefix and with as many segments: `/backlink-reports/info` is its own operation, never a report called "info".
 */
function takenAt(o: Operation, index: number): Set<string> {
  const mine = segmentsOf(o);
  const taken = new Set<string>();
  for (const other of OPERATIONS) {
    const theirs = segmentsOf(other);
    if (other.base !== o.base || theirs.length !== mine.length) continue;
    const word = theirs[index] ?? '';
    if (word.startsWith(':') || !mine.slice(0, index).every((s, i) => s === theirs[i])) continue;
    taken.add(word);
  }
  return taken;
}

const compiled: Compiled[] = OPERATIONS.map((o) => {
  const names: string[] = [];
  const taken: Set<string>[] = [];
  const source = segmentsOf(o)
    .map((seg, index) => {
      if (!seg.startsWith(':')) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(seg.slice(1));
      taken.push(takenAt(o, index));
      // ids are digits; backlink report ids are matched loosely so the service can answer "Invalid report ID"
      return o.base === 'backlinks' ? '([A-Za-z0-9_-]{1,64})' : '(\\d{1,18})';
    })
    .join('/');
  return { op: o, re: new RegExp(`^${source}$`), names, taken };
});

/**
 * The operation a request names, or undefined. `path` is the decoded path below the base; callers reject
 * traversal and encoded separators before asking.
 */
export function findOperation(
  base: UpstreamBase,
  method: string,
  path: string,
): { op: Operation; params: Record<string, string> } | undefined {
  for (const c of compiled) {
    if (c.op.base !== base || c.op.method !== method) continue;
    const m = c.re.exec(path);
    if (!m || c.taken.some((words, i) => words.has(m[i + 1] ?? ''))) continue;
    const params: Record<string, string> = {};
    c.names.forEach((n, i) => (params[n] = m[i + 1] ?? ''));
    return { op: c.op, params };
  }
  return undefined;
}
