import { queryOptions } from '@tanstack/react-query';
import { call, callVoid } from './client.ts';
import { localCall } from './local.ts';
import {
  auditLinksSchema,
  auditPagesSchema,
  issuePagesSchema,
  pageIssuesSchema,
} from './audit-page-schemas.ts';
import {
  auditHistorySchema,
  auditListSchema,
  auditReportSchema,
  auditStatusSchema,
  createdAuditSchema,
  type AuditList,
} from './audit-schemas.ts';
import {
  createAuditBody,
  type AuditKind,
  type AuditLinksParams,
  type AuditListParams,
  type CreateAuditInput,
  type IssuePagesParams,
  type PageParams,
  type PageRef,
} from './audit-inputs.ts';
import { auditReads, EVERY_AUDIT_PAGE, everyAuditPage } from './reads.ts';

/** Website audit (spec: data interface, prefix /v1/site-audit/audits); 14 operations. */
/**
 * A running audit's status is asked again after 2 s, then 1.5 times longer each time, at most every 30 s: quick
 * while a small crawl finishes in seconds, cheap while a 300,000-page crawl takes hours. `polls` counts the
 * answers that said queued/processing since the audit was last seen at rest.
 */
export const AUDIT_POLL_FIRST_MS = 2000;
export const AUDIT_POLL_MAX_MS = 30_000;
export function auditPollDelay(polls: number): number {
  const n = Math.max(0, Math.floor(polls));
  return Math.min(AUDIT_POLL_FIRST_MS * 1.5 ** Math.min(n, 20), AUDIT_POLL_MAX_MS);
}
/** finished, cancelled and expired are terminal (spec "Audit status"); nothing changes there on its own. */
export const RUNNING_AUDIT_STATUSES: ReadonlySet<string> = new Set(['queued', 'processing']);

export const createAudit = (kind: AuditKind, input: CreateAuditInput) =>
  call({ op: `audits.create.${kind}`, json: createAuditBody(input) }, createdAuditSchema);
export const createStandardAudit = (input: CreateAuditInput) => createAudit('standard', input);
export const createAdvancedAudit = (input: CreateAuditInput) => createAudit('advanced', input);

export const listAudits = (params: AuditListParams = {}, signal?: AbortSignal) =>
  call({ ...auditReads.list(params), signal }, auditListSchema);

export { EVERY_AUDIT_PAGE };
/** How many pages of the audit list the site list reads at most. */
const EVERY_AUDIT_MAX_PAGES = 20;

/**
 * Every audit of the account (up to 20,000), for the site list: the service has no "list sites" operation, so
 * sites are learnt from audit list items, and an account with more audits than one page holds sites on later
 * pages too. Pages are read one after another until `total` is reached or a page comes back empty.
 */
export async function listEveryAudit(signal?: AbortSignal): Promise<AuditList> {
  const first = await listAudits(everyAuditPage(0), signal);
  const items = [...first.items];
  for (let page = 1; items.length < first.total && page < EVERY_AUDIT_MAX_PAGES; page++) {
    const next = await listAudits(everyAuditPage(page), signal);
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { ...first, items };
}

export const getAuditStatus = (auditId: number, signal?: AbortSignal) =>
  call({ ...auditReads.status(auditId), signal }, auditStatusSchema);

export const getAuditReport = (auditId: number, signal?: AbortSignal) =>
  call({ ...auditReads.report(auditId), signal }, auditReportSchema);

export const listAuditPages = (auditId: number, params: PageParams = {}, signal?: AbortSignal) =>
  call({ ...auditReads.pages(auditId, params), signal }, auditPagesSchema);

export const listIssuePages = (auditId: number, params: IssuePagesParams, signal?: AbortSignal) =>
  call({ op: 'audits.issue_pages', query: { audit_id: auditId, ...params }, signal }, issuePagesSchema);

export const getPageIssues = (auditId: number, page: PageRef, signal?: AbortSignal) =>
  call(
    {
      op: 'audits.page_issues',
      query: { audit_id: auditId, ...('url_id' in page ? { url_id: page.url_id } : { url: page.url }) },
      signal,
    },
    pageIssuesSchema,
  );

export const listAuditLinks = (auditId: number, params: AuditLinksParams = {}, signal?: AbortSignal) =>
  call({ ...auditReads.links(auditId, params), signal }, auditLinksSchema);

export const getAuditHistory = (auditId: number, date: string, signal?: AbortSignal) =>
  call({ op: 'audits.history', query: { audit_id: auditId, date }, signal }, auditHistorySchema);

/** PATCH answers `[]`. */
export const renameAudit = (auditId: number, title: string) =>
  callVoid({ op: 'audits.rename', query: { audit_id: auditId }, json: { title: title.trim() } });

/** Permanent; answers `[]`. */
export const deleteAudit = (auditId: number) =>
  callVoid({ op: 'audits.delete', query: { audit_id: auditId } });

/** Re-crawls with the original settings (standard) or with JavaScript rendering (advanced); spends credits. */
export const recheckAudit = (kind: AuditKind, auditId: number) =>
  callVoid({ op: `audits.recheck.${kind}`, query: { audit_id: String(auditId) } });
export const recheckStandardAudit = (auditId: number) => recheckAudit('standard', auditId);
export const recheckAdvancedAudit = (auditId: number) => recheckAudit('advanced', auditId);

/** Per status query: its dataUpdateCount when a running status was first seen (reset at a terminal status). */
const runningSince = new WeakMap<object, number>();

export const auditsQueries = {
  all: () => ['audits'] as const,
  lists: () => ['audits', 'all'] as const,
  audit: (auditId: number) => ['audits', auditId] as const,
  list: (params: AuditListParams = {}) =>
    queryOptions({
      queryKey: ['audits', 'all', 'list', params] as const,
      queryFn: ({ signal }) => listAudits(params, signal),
    }),
  /** every audit of the account, the source of the site list (see listEveryAudit) */
  every: () =>
    queryOptions({
      queryKey: ['audits', 'all', 'every'] as const,
      queryFn: ({ signal }) => listEveryAudit(signal),
    }),
  /**
   * the dates the audit has a snapshot on, as the proxy learnt them from the team's reads (its store, not the
   * service: the spec lists no dates); read after the status, whose answer teaches it the latest
   */
  dates: (auditId: number) =>
    queryOptions({
      queryKey: ['audits', auditId, 'dates', {}] as const,
      queryFn: async ({ signal }) =>
        parseAuditDates(await localCall('audit-dates', 'GET', `?audit_id=${auditId}`, { signal })),
    }),
  /**
   * the same dates after the proxy asked the service for one day's snapshot: a day with none is a miss there that
   * names the days that have one, and the proxy keeps those; the page never sees the miss, which a browser would
   * print as an error
   */
  datesProbe: (auditId: number, day: string) =>
    queryOptions({
      queryKey: ['audits', auditId, 'dates', { probe: day }] as const,
      queryFn: async ({ signal }) =>
        parseAuditDates(
          await localCall(
            'audit-dates',
            'GET',
            `?${new URLSearchParams({ audit_id: String(auditId), probe: day })}`,
            { signal },
          ),
        ),
    }),
  /**
   * the page limit (`max_pages`) of an audit created through this Searchboard, from the proxy's store; null for an
   * audit made elsewhere (the status does not carry its settings)
   */
  pageLimit: (auditId: number) =>
    queryOptions({
      queryKey: ['audits', auditId, 'page-limit', {}] as const,
      queryFn: async ({ signal }) => {
        const data = await localCall('audit-limit', 'GET', `?audit_id=${auditId}`, { signal });
        const max = (data as { max_pages?: unknown } | null)?.max_pages;
        return typeof max === 'number' && Number.isSafeInteger(max) && max > 0 ? max : null;
      },
      staleTime: Infinity,
    }),
  status: (auditId: number) =>
    queryOptions({
      queryKey: ['audits', auditId, 'status', {}] as const,
      queryFn: ({ signal }) => getAuditStatus(auditId, signal),
      // keep asking, with back-off, while the crawl runs; stop at a terminal (or unknown) status
      refetchInterval: (q) => {
        if (!RUNNING_AUDIT_STATUSES.has(q.state.data?.status ?? '')) {
          runningSince.delete(q);
          return false;
        }
        const since = runningSince.get(q) ?? q.state.dataUpdateCount;
        runningSince.set(q, since);
        return auditPollDelay(q.state.dataUpdateCount - since);
      },
    }),
  report: (auditId: number) =>
    queryOptions({
      queryKey: ['audits', auditId, 'report', {}] as const,
      queryFn: ({ signal }) => getAuditReport(auditId, signal),
    }),
  pages: (auditId: number, params: PageParams = {}) =>
    queryOptions({
      queryKey: ['audits', auditId, 'pages', params] as const,
      queryFn: ({ signal }) => listAuditPages(auditId, params, signal),
    }),
  issuePages: (auditId: number, params: IssuePagesParams) =>
    queryOptions({
      queryKey: ['audits', auditId, 'issue-pages', params] as const,
      queryFn: ({ signal }) => listIssuePages(auditId, params, signal),
    }),
  pageIssues: (auditId: number, page: PageRef) =>
    queryOptions({
      queryKey: ['audits', auditId, 'issues', page] as const,
      queryFn: ({ signal }) => getPageIssues(auditId, page, signal),
    }),
  links: (auditId: number, params: AuditLinksParams = {}) =>
    queryOptions({
      queryKey: ['audits', auditId, 'links', params] as const,
      queryFn: ({ signal }) => listAuditLinks(auditId, params, signal),
    }),
  history: (auditId: number, date: string) =>
    queryOptions({
      queryKey: ['audits', auditId, 'history', { date }] as const,
      queryFn: ({ signal }) => getAuditHistory(auditId, date, signal),
    }),
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `{dates: [{date}]}` from the proxy: the days, sorted, anything malformed left out. */
export function parseAuditDates(data: unknown): string[] {
  const rows = (data as { dates?: unknown } | null)?.dates;
  if (!Array.isArray(rows)) return [];
  const days = rows
    .map((r) => (r as { date?: unknown } | null)?.date)
    .filter((d): d is string => typeof d === 'string' && DAY.test(d));
  return [...new Set(days)].sort();
}
