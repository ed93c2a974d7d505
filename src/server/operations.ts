/**
 * The spec's 60 operations as the proxy knows them: the only method + path pairs it forwards. Everything else
 * gets 404 and never reaches an upstream. `credits` marks the operations that spend credits or money (the
 * ledger, the cache and share links build on it); `read` marks what a read-only share link may call.
 */
export type UpstreamBase = 'project' | 'data' | 'backlinks';

export interface Operation {
  id: string;
  base: UpstreamBase;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** path below the base, `:name` for one path segment */
  path: string;
  /** spends credits (data interface) or money (backlink reports) */
  paid: boolean;
}

const op = (
  id: string,
  base: UpstreamBase,
  method: Operation['method'],
  path: string,
  paid = false,
): Operation => ({
  id,
  base,
  method,
  path,
  paid,
});

const SITE = '/sites/:site_id/airt';
const AUDITS = '/v1/site-audit/audits';

export const OPERATIONS: readonly Operation[] = [
  // AI result tracking (13)
  op('ai.brand.get', 'project', 'GET', `${SITE}/brands`),
  op('ai.brand.set', 'project', 'POST', `${SITE}/brands`),
  op('ai.engines.list', 'project', 'GET', `${SITE}/llm`),
  op('ai.engine.get', 'project', 'GET', `${SITE}/llm/:id`),
  op('ai.engine.create', 'project', 'POST', `${SITE}/llm`),
  op('ai.engine.update', 'project', 'PATCH', `${SITE}/llm/:id`),
  op('ai.engine.delete', 'project', 'DELETE', `${SITE}/llm/:id`),
  op('ai.engine.status', 'project', 'GET', `${SITE}/llm/:id/status`),
  op('ai.engine.statistics', 'project', 'GET', `${SITE}/llm/:id/statistics`),
  op('ai.prompts.list', 'project', 'GET', `${SITE}/llm/:id/prompts`),
  op('ai.prompts.add', 'project', 'POST', `${SITE}/llm/:id/prompts`),
  op('ai.prompts.delete', 'project', 'DELETE', `${SITE}/llm/:id/prompts`),
  op('ai.prompts.rankings', 'project', 'GET', `${SITE}/llm/:id/prompts/rankings`),
  // Website audit (14)
  op('audits.create.standard', 'data', 'POST', `${AUDITS}/standard`, true),
  op('audits.create.advanced', 'data', 'POST', `${AUDITS}/advanced`, true),
  op('audits.list', 'data', 'GET', AUDITS),
  op('audits.status', 'data', 'GET', `${AUDITS}/status`),
  op('audits.report', 'data', 'GET', `${AUDITS}/report`),
  op('audits.pages', 'data', 'GET', `${AUDITS}/pages`),
  op('audits.issue_pages', 'data', 'GET', `${AUDITS}/issue-pages`),
  op('audits.page_issues', 'data', 'GET', `${AUDITS}/issues`),
  op('audits.links', 'data', 'GET', `${AUDITS}/links`),
  op('audits.history', 'data', 'GET', `${AUDITS}/history`),
  op('audits.rename', 'data', 'PATCH', AUDITS),
  op('audits.delete', 'data', 'DELETE', AUDITS),
  op('audits.recheck.standard', 'data', 'POST', `${AUDITS}/recheck/standard`, true),
  op('audits.recheck.advanced', 'data', 'POST', `${AUDITS}/recheck/advanced`, true),
  // Marketing plan (5: the two PUTs share one path)
  op('checklist.get', 'project', 'GET', '/checklist/:site_id'),
  op('checklist.task.add', 'project', 'POST', '/checklist/:site_id/task'),
  op('checklist.task.put', 'project', 'PUT', '/checklist/:site_id/task'),
  op('checklist.task.delete', 'project', 'DELETE', '/checklist/:site_id/task/:task_id'),
  // Project groups (5)
  op('groups.create', 'project', 'POST', '/site-groups'),
  op('groups.rename', 'project', 'PUT', '/site-groups/:group_id'),
  op('groups.delete', 'project', 'DELETE', '/site-groups/:group_id'),
  op('groups.list', 'project', 'GET', '/site-groups'),
  op('groups.move_sites', 'project', 'POST', '/site-groups/:group_id/sites'),
  // Account (3)
  op('account.balance', 'project', 'GET', '/account/balance'),
  op('account.profile', 'project', 'GET', '/account/profile'),
  op('account.subscription', 'project', 'GET', '/account/subscription'),
  // Keyword research (5)
  op('keywords.export', 'data', 'POST', '/v1/keywords/export', true),
  op('keywords.similar', 'data', 'GET', '/v1/keywords/similar', true),
  op('keywords.related', 'data', 'GET', '/v1/keywords/related', true),
  op('keywords.questions', 'data', 'GET', '/v1/keywords/questions', true),
  op('keywords.longtail', 'data', 'GET', '/v1/keywords/longtail', true),
  // SERP collection (6)
  op('serp.tasks.create', 'data', 'POST', '/v1/serp/classic/tasks', true),
  op('serp.tasks.list_or_result', 'data', 'GET', '/v1/serp/classic/tasks'),
  op('serp.results.advanced', 'data', 'GET', '/v1/serp/classic/tasks/results_advanced', true),
  op('serp.results.html', 'data', 'GET', '/v1/serp/classic/tasks/html'),
  op('serp.locations', 'data', 'GET', '/v1/serp/classic/locations'),
  // Backlink reports (9)
  op('backlinks.list', 'backlinks', 'GET', '/backlink-reports'),
  op('backlinks.info', 'backlinks', 'GET', '/backlink-reports/info'),
  op('backlinks.create', 'backlinks', 'POST', '/backlink-reports', true),
  op('backlinks.delete', 'backlinks', 'DELETE', '/backlink-reports/:report_id'),
  op('backlinks.update', 'backlinks', 'PUT', '/backlink-reports', true),
  op('backlinks.overview', 'backlinks', 'GET', '/backlink-reports/:report_id/overview'),
  op('backlinks.backlinks', 'backlinks', 'GET', '/backlink-reports/:report_id/backlinks'),
  op('backlinks.domains', 'backlinks', 'GET', '/backlink-reports/:report_id/domains'),
  op('backlinks.anchors', 'backlinks', 'GET', '/backlink-reports/:report_id/anchors'),
];

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
    // `/backlink-reports/info` is its own operation, not a report id
    const m = c.re.exec(path);
    if (!m) continue;
    if (c.op.id === 'backlinks.delete' && m[1] === 'info') continue;
    const params: Record<string, string> = {};
    c.names.forEach((n, i) => (params[n] = m[i + 1] ?? ''));
    return { op: c.op, params };
  }
  return undefined;
}
