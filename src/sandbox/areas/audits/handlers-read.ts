import { isoDate, isoDateTime } from '../../clock.ts';
import { HttpError, ok, type Handler } from '../../http.ts';
import { CHECK_BY_CODE } from './catalog.ts';
import { listLinks, parseLinkFilter, type PageType } from './links-query.ts';
import { crawlModel } from './model.ts';
import { pageIssues } from './page-issues.ts';
import { crawledPageItem } from './page-item.ts';
import { pageFacts } from './pages.ts';
import { auditIdParam, dateParam, intParam, optionalString, pageParams } from './params.ts';
import { buildReport, historySnapshot } from './report.ts';
import { currentModel, loadAudit, runState, viewOf, type AuditState } from './state.ts';
import { settingsOf } from './store.ts';
import { indexFromPath } from './themes.ts';
import { indexFromPageId, pageUrl, type CrawlView } from './view.ts';

const load = (req: Parameters<Handler>[0], ctx: Parameters<Handler>[1]) =>
  loadAudit(ctx.db, auditIdParam(req.query), ctx.clock.now().getTime());

const dataView = (s: AuditState): CrawlView => viewOf(s.audit, s.current, s.dataPages);

export const auditStatus: Handler = (req, ctx) => {
  const s = load(req, ctx);
  const t = currentModel(s).totals();
  return ok({
    status: s.status,
    total_pages: s.current.pages,
    total_errors: t.errors,
    total_warnings: t.warnings,
    total_passed: t.passed,
    start_time: isoDateTime(new Date(s.current.start)),
    ...(s.status === 'finished' && s.current.finishedAt !== undefined
      ? { audit_time: isoDateTime(new Date(s.current.finishedAt)) }
      : {}),
  });
};

export const auditReport: Handler = (req, ctx) => {
  const s = load(req, ctx);
  const report = buildReport(s, currentModel(s), settingsOf(s.audit), ctx.clock.now().getTime());
  // Reading the finished report is what makes an audit no longer new.
  if (report.is_finished && s.audit.is_new)
    ctx.db.prepare('UPDATE site_audits SET is_new = 0 WHERE id = ?').run(s.audit.id);
  return ok(report);
};

export const auditPages: Handler = (req, ctx) => {
  const s = load(req, ctx);
  const { limit, offset } = pageParams(req.query);
  const v = dataView(s);
  const items = [];
  for (let i = offset; i < Math.min(v.pages, offset + limit); i++)
    items.push(crawledPageItem(v, pageFacts(v, i)));
  return ok({ total: v.pages, items });
};

export const auditIssuePages: Handler = (req, ctx) => {
  const s = load(req, ctx);
  const code = optionalString(req.query, 'code');
  if (code === undefined) throw new HttpError(400, 'code is required');
  if (!CHECK_BY_CODE.has(code))
    throw new HttpError(400, `code ${code} is not an issue code of the audit report`);
  const { limit, offset } = pageParams(req.query);
  const v = dataView(s);
  const total = v.pages > 0 ? v.model.value(code) : 0;
  const urls: string[] = [];
  for (let k = offset; k < Math.min(total, offset + limit); k++)
    urls.push(pageUrl(v, v.model.pageOf(code, k)));
  return ok({ total_urls: total, urls, urls_type: 'simple_urls_array' });
};

function findPage(v: CrawlView, q: URLSearchParams): number {
  const hasId = q.has('url_id');
  const url = optionalString(q, 'url');
  if (!hasId && url === undefined) throw new HttpError(400, 'url_id or url is required');
  let index: number | undefined;
  if (hasId) index = indexFromPageId(v, intParam(q, 'url_id', { required: true }));
  else if (url !== undefined && (url === v.origin || url.startsWith(`${v.origin}/`))) {
    const candidate = indexFromPath(url.slice(v.origin.length));
    if (
      candidate !== undefined &&
      candidate < v.pages &&
      [url, `${url}/`, url.replace(/\/$/, '')].includes(pageUrl(v, candidate))
    ) {
      index = candidate;
    }
  }
  if (index === undefined) throw new HttpError(404, 'Page not found in this audit');
  return index;
}

export const auditPageIssues: Handler = (req, ctx) => {
  const v = dataView(load(req, ctx));
  return ok(pageIssues(v, pageFacts(v, findPage(v, req.query))));
};

const PAGE_TYPES: readonly PageType[] = ['internal', 'external', 'all'];

/** Default page size: the spec shows none; the sandbox uses 100 (and 1-1000) like every other list. */
export const auditLinks: Handler = (req, ctx) => {
  const s = load(req, ctx);
  const pageType = (optionalString(req.query, 'page_type') ?? 'all') as PageType;
  if (!PAGE_TYPES.includes(pageType)) throw new HttpError(400, 'page_type must be internal, external or all');
  const conds = parseLinkFilter(req.query);
  const { limit, offset } = pageParams(req.query);
  return ok(listLinks(dataView(s), pageType, conds, limit, offset));
};

/**
 * The snapshot of the crawl that finished on `date` (the last one that day). The spec names no fallback,
 * so another date is a 404 whose message lists the dates that have one.
 */
export const auditHistory: Handler = (req, ctx) => {
  const s = load(req, ctx);
  const date = dateParam(req.query, 'date', true);
  const now = ctx.clock.now().getTime();
  const finished = s.audit.expired
    ? []
    : s.runs
        .map((r) => runState(r, now))
        .filter((rs) => rs.status === 'finished' && rs.finishedAt !== undefined);
  const day = (t: number | undefined) => isoDate(new Date(t ?? 0));
  const hit = finished.filter((rs) => day(rs.finishedAt) === date).pop();
  if (!hit) {
    const dates = finished.map((rs) => day(rs.finishedAt)).slice(-12);
    const known = s.audit.expired
      ? '; the data of this audit has expired'
      : dates.length > 0
        ? `; snapshots exist on ${dates.join(', ')}`
        : '; the audit has no snapshot yet';
    throw new HttpError(404, `No snapshot of audit ${s.audit.id} on ${date}${known}`);
  }
  const model = crawlModel(s.audit.id, hit.run.run_no, hit.pages);
  return ok(historySnapshot(s.audit.url, hit, model, settingsOf(s.audit), now));
};
