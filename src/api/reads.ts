import type { RankingsParams, StatisticsParams } from './ai-schemas.ts';
import {
  linkFilterQuery,
  type AuditLinksParams,
  type AuditListParams,
  type PageParams,
} from './audit-inputs.ts';
import type { OperationCall } from './operation-call.ts';

/**
 * The reads a page can make first, as plain calls of the operation table: the area's fetcher sends them
 * (`call({ ...auditReads.status(id), signal }, schema)`), and a route's first-reads plan names the same call, from
 * which the server builds the URL it reads early. Plain data, no schema and no React, so the server can import it.
 */

export const auditReads = {
  list: (params: AuditListParams = {}): OperationCall => ({ op: 'audits.list', query: { ...params } }),
  status: (auditId: number | string): OperationCall => ({
    op: 'audits.status',
    query: { audit_id: auditId },
  }),
  report: (auditId: number | string): OperationCall => ({
    op: 'audits.report',
    query: { audit_id: auditId },
  }),
  pages: (auditId: number | string, params: PageParams = {}): OperationCall => ({
    op: 'audits.pages',
    query: { audit_id: auditId, ...params },
  }),
  links: (auditId: number | string, params: AuditLinksParams = {}): OperationCall => ({
    op: 'audits.links',
    query: {
      audit_id: auditId,
      page_type: params.page_type,
      filter: linkFilterQuery(params.filter),
      limit: params.limit,
      offset: params.offset,
    },
  }),
};

/** The page size the site list reads the audit list in (api/audits.ts listEveryAudit). */
export const EVERY_AUDIT_PAGE = 1000;
/** One page of every audit of the account, for the site list: the first without an offset. */
export const everyAuditPage = (page: number): AuditListParams =>
  page === 0 ? { limit: EVERY_AUDIT_PAGE } : { limit: EVERY_AUDIT_PAGE, offset: page * EVERY_AUDIT_PAGE };

type Id = number | string;

export const aiReads = {
  brand: (siteId: Id): OperationCall => ({ op: 'ai.brand.get', params: { site_id: siteId } }),
  engines: (siteId: Id): OperationCall => ({ op: 'ai.engines.list', params: { site_id: siteId } }),
  engine: (siteId: Id, id: Id): OperationCall => ({ op: 'ai.engine.get', params: { site_id: siteId, id } }),
  status: (siteId: Id, id: Id): OperationCall => ({
    op: 'ai.engine.status',
    params: { site_id: siteId, id },
  }),
  statistics: (siteId: Id, id: Id, params: StatisticsParams = {}): OperationCall => ({
    op: 'ai.engine.statistics',
    params: { site_id: siteId, id },
    query: { from: params.from, to: params.to, top: params.top },
  }),
  rankings: (siteId: Id, id: Id, params: RankingsParams = {}): OperationCall => ({
    op: 'ai.prompts.rankings',
    params: { site_id: siteId, id },
    query: {
      date_from: params.date_from,
      date_to: params.date_to,
      limit: params.limit,
      offset: params.offset,
    },
  }),
};

export const accountReads = {
  balance: (): OperationCall => ({ op: 'account.balance' }),
  profile: (): OperationCall => ({ op: 'account.profile' }),
  subscription: (): OperationCall => ({ op: 'account.subscription' }),
};

export interface ReportListParams {
  limit?: number;
  offset?: number;
  /** search string */
  query?: string;
}
/** Report ids arrive as strings or integers; one string form keeps paths and query keys consistent. */
export type ReportId = string | number;
export const rid = (id: ReportId) => String(id).trim();

export const backlinkReads = {
  list: (params: ReportListParams = {}): OperationCall => ({ op: 'backlinks.list', query: { ...params } }),
  overview: (reportId: ReportId): OperationCall => ({
    op: 'backlinks.overview',
    params: { report_id: rid(reportId) },
  }),
};

export interface SerpLocationParams {
  country_code?: string;
  /** city match */
  q?: string;
  include?: 'ads_location_id';
}

export const serpReads = {
  /** the tasks added in the last 24 hours */
  tasks: (): OperationCall => ({ op: 'serp.tasks.list_or_result' }),
  result: (taskId: Id): OperationCall => ({ op: 'serp.tasks.list_or_result', query: { task_id: taskId } }),
  locations: (params: SerpLocationParams = {}): OperationCall => ({
    op: 'serp.locations',
    query: { ...params },
  }),
};

export const groupsReads = { list: (): OperationCall => ({ op: 'groups.list' }) };

export const planReads = {
  checklist: (siteId: Id): OperationCall => ({ op: 'checklist.get', params: { site_id: siteId } }),
};

/** The server's own reads a page can make first (`/api/local/…`), as the URLs their fetchers ask for. */
/** The notifications the alerts page shows at a time; the frame's unseen count reads the same first page. */
export const ALERTS_PAGE = 20;

export const localReads = {
  /** the server's status (api/local.ts getLocalStatus) */
  status: () => '/api/local/status' as const,
  /** who is signed in (api/me.ts) */
  me: () => '/api/local/me' as const,
  /** the credit ledger's latest `limit` rows (api/ledger.ts getSpend) */
  credits: (limit: number) => `/api/local/credits?limit=${limit}` as const,
  /** a site's notes on its charts (api/annotations.ts) */
  annotations: (siteId: Id) => `/api/local/annotations?site_id=${siteId}` as const,
  /** the SERP results the server kept (api/ledger.ts getSerpArchive) */
  serpArchive: () => '/api/local/serp/archive' as const,
  /** the sites moved into each group through this dashboard (api/groups.ts listGroupSites) */
  groupSites: () => '/api/local/group-sites' as const,
  /** a page of the fired alerts, newest first, with the unseen count the menu shows (api/alerts.ts) */
  alerts: (limit: number, offset: number) => `/api/local/alerts?limit=${limit}&offset=${offset}` as const,
};
