/**
 * The spec's operations as data: the one table the proxy's allow-list, its budget and ledger, and the browser's
 * cost lines all read. Each operation has one name (`id`) everywhere: in the ledger, in cost lines, in tests.
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
  /** an audit's page limit (`settings.max_pages`, the spec's default 1,000) */
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
  /** withdraws money (backlink reports: the price the info call quotes) */
  money?: boolean;
  /** spends credits or money: the ledger, the budget and share links build on it */
  paid: boolean;
}

type Spec = Omit<Operation, 'paid' | 'body'> & { body?: BodyKind };

const op = (o: Spec): Operation => ({
  ...o,
  body: o.body ?? (o.method === 'GET' || o.method === 'DELETE' ? 'none' : 'json'),
  paid: o.price !== undefined || o.money === true,
});
const free = (id: string, base: UpstreamBase, method: HttpMethod, path: string): Operation =>
  op({ id, base, method, path });

const SITE = '/sites/:site_id/airt';
const AUDITS = '/v1/site-audit/audits';
const KEYWORDS = '/v1/keywords';
const SERP = '/v1/serp/classic';

const perPage = (credits: number): Pick<Spec, 'price' | 'charged'> => ({
  price: { credits, per: 'crawled page' },
  charged: { from: 'crawl' },
});
const discovery = (id: string, path: string, credits: number): Operation =>
  op({
    id,
    base: 'data',
    method: 'GET',
    path,
    price: { credits, per: 'returned keyword' },
    bound: { from: 'query', param: 'limit', fallback: 100 },
    charged: { from: 'answer-list', field: 'keywords' },
  });

/** The spec's 60 operations (the two checklist PUTs and the two SERP task GETs share a path). */
export const OPERATIONS: readonly Operation[] = [
  // AI result tracking (13)
  free('ai.brand.get', 'project', 'GET', `${SITE}/brands`),
  free('ai.brand.set', 'project', 'POST', `${SITE}/brands`),
  free('ai.engines.list', 'project', 'GET', `${SITE}/llm`),
  free('ai.engine.get', 'project', 'GET', `${SITE}/llm/:id`),
  free('ai.engine.create', 'project', 'POST', `${SITE}/llm`),
  free('ai.engine.update', 'project', 'PATCH', `${SITE}/llm/:id`),
  free('ai.engine.delete', 'project', 'DELETE', `${SITE}/llm/:id`),
  free('ai.engine.status', 'project', 'GET', `${SITE}/llm/:id/status`),
  free('ai.engine.statistics', 'project', 'GET', `${SITE}/llm/:id/statistics`),
  free('ai.prompts.list', 'project', 'GET', `${SITE}/llm/:id/prompts`),
  free('ai.prompts.add', 'project', 'POST', `${SITE}/llm/:id/prompts`),
  op({
    id: 'ai.prompts.delete',
    base: 'project',
    method: 'DELETE',
    path: `${SITE}/llm/:id/prompts`,
    body: 'json',
  }),
  free('ai.prompts.rankings', 'project', 'GET', `${SITE}/llm/:id/prompts/rankings`),
  // Website audit (14)
  op({
    id: 'audits.create.standard',
    base: 'data',
    method: 'POST',
    path: `${AUDITS}/standard`,
    ...perPage(2),
    bound: { from: 'page-limit', fallback: 1000 },
  }),
  op({
    id: 'audits.create.advanced',
    base: 'data',
    method: 'POST',
    path: `${AUDITS}/advanced`,
    ...perPage(20),
    bound: { from: 'page-limit', fallback: 1000 },
  }),
  free('audits.list', 'data', 'GET', AUDITS),
  free('audits.status', 'data', 'GET', `${AUDITS}/status`),
  free('audits.report', 'data', 'GET', `${AUDITS}/report`),
  free('audits.pages', 'data', 'GET', `${AUDITS}/pages`),
  free('audits.issue_pages', 'data', 'GET', `${AUDITS}/issue-pages`),
  free('audits.page_issues', 'data', 'GET', `${AUDITS}/issues`),
  free('audits.links', 'data', 'GET', `${AUDITS}/links`),
  free('audits.history', 'data', 'GET', `${AUDITS}/history`),
  free('audits.rename', 'data', 'PATCH', AUDITS),
  free('audits.delete', 'data', 'DELETE', AUDITS),
  op({
    id: 'audits.recheck.standard',
    base: 'data',
    method: 'POST',
    path: `${AUDITS}/recheck/standard`,
    body: 'none',
    ...perPage(2),
    bound: { from: 'audit' },
  }),
  op({
    id: 'audits.recheck.advanced',
    base: 'data',
    method: 'POST',
    path: `${AUDITS}/recheck/advanced`,
    body: 'none',
    ...perPage(20),
    bound: { from: 'audit' },
  }),
  // Marketing plan (5: the two PUTs share one path)
  free('checklist.get', 'project', 'GET', '/checklist/:site_id'),
  free('checklist.task.add', 'project', 'POST', '/checklist/:site_id/task'),
  free('checklist.task.put', 'project', 'PUT', '/checklist/:site_id/task'),
  free('checklist.task.delete', 'project', 'DELETE', '/checklist/:site_id/task/:task_id'),
  // Project groups (5)
  free('groups.create', 'project', 'POST', '/site-groups'),
  free('groups.rename', 'project', 'PUT', '/site-groups/:group_id'),
  free('groups.delete', 'project', 'DELETE', '/site-groups/:group_id'),
  free('groups.list', 'project', 'GET', '/site-groups'),
  free('groups.move_sites', 'project', 'POST', '/site-groups/:group_id/sites'),
  // Account (3)
  free('account.balance', 'project', 'GET', '/account/balance'),
  free('account.profile', 'project', 'GET', '/account/profile'),
  free('account.subscription', 'project', 'GET', '/account/subscription'),
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
  }),
  discovery('keywords.similar', `${KEYWORDS}/similar`, 10),
  discovery('keywords.related', `${KEYWORDS}/related`, 10),
  discovery('keywords.questions', `${KEYWORDS}/questions`, 10),
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
  }),
  free('serp.tasks.list_or_result', 'data', 'GET', `${SERP}/tasks`),
  op({
    id: 'serp.results.advanced',
    base: 'data',
    method: 'GET',
    path: `${SERP}/tasks/results_advanced`,
    price: { credits: 10, per: 'request' },
    bound: { from: 'request' },
    charged: { from: 'unless-processing' },
  }),
  free('serp.results.html', 'data', 'GET', `${SERP}/tasks/html`),
  free('serp.locations', 'data', 'GET', `${SERP}/locations`),
  // Backlink reports (9)
  free('backlinks.list', 'backlinks', 'GET', '/backlink-reports'),
  free('backlinks.info', 'backlinks', 'GET', '/backlink-reports/info'),
  op({ id: 'backlinks.create', base: 'backlinks', method: 'POST', path: '/backlink-reports', money: true }),
  free('backlinks.delete', 'backlinks', 'DELETE', '/backlink-reports/:report_id'),
  op({ id: 'backlinks.update', base: 'backlinks', method: 'PUT', path: '/backlink-reports', money: true }),
  free('backlinks.overview', 'backlinks', 'GET', '/backlink-reports/:report_id/overview'),
  free('backlinks.backlinks', 'backlinks', 'GET', '/backlink-reports/:report_id/backlinks'),
  free('backlinks.domains', 'backlinks', 'GET', '/backlink-reports/:report_id/domains'),
  free('backlinks.anchors', 'backlinks', 'GET', '/backlink-reports/:report_id/anchors'),
];

/** The ids of the operations that spend credits, as a type: what a cost line may name. */
export type PricedOperationId =
  | 'audits.create.standard'
  | 'audits.create.advanced'
  | 'audits.recheck.standard'
  | 'audits.recheck.advanced'
  | 'keywords.export'
  | 'keywords.similar'
  | 'keywords.related'
  | 'keywords.questions'
  | 'keywords.longtail'
  | 'serp.tasks.create'
  | 'serp.results.advanced';

const byId = new Map(OPERATIONS.map((o) => [o.id, o]));

export function operation(id: string): Operation | undefined {
  return byId.get(id);
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
}

const compiled: Compiled[] = OPERATIONS.map((o) => {
  const names: string[] = [];
  const source = o.path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(seg.slice(1));
      // ids are digits; backlink report ids are matched loosely so the service can answer "Invalid report ID"
      return o.base === 'backlinks' ? '([A-Za-z0-9_-]{1,64})' : '(\\d{1,18})';
    })
    .join('/');
  return { op: o, re: new RegExp(`^${source}$`), names };
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
    if (!m) continue;
    // `/backlink-reports/info` is its own operation, not a report id
    if (c.op.id === 'backlinks.delete' && m[1] === 'info') continue;
    const params: Record<string, string> = {};
    c.names.forEach((n, i) => (params[n] = m[i + 1] ?? ''));
    return { op: c.op, params };
  }
  return undefined;
}
