import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, callVoid } from './client.ts';
import { invalidInput } from './invalid-input.ts';
import {
  anchorPageSchema,
  backlinkInfoSchema,
  backlinkOverviewSchema,
  backlinkPageSchema,
  backlinkReportListSchema,
  createdReportSchema,
  domainPageSchema,
  type BacklinkMode,
} from './backlink-schemas.ts';
import { backlinkReads, rid, type ReportId, type ReportListParams } from './reads.ts';

/** Backlink reports (spec: paths relative to the backlink base); 9 operations. */

export type { ReportId, ReportListParams };
const report = (id: ReportId) => ({ report_id: rid(id) });

export interface ReportTarget {
  mode: BacklinkMode;
  /** a domain, or an exact URL in `url` mode */
  target: string;
}
export interface ReportPageParams {
  limit?: number;
  offset?: number;
}

const targetQuery = (t: ReportTarget) => ({ mode: t.mode, target: t.target.trim() });

export const listBacklinkReports = (params: ReportListParams = {}, signal?: AbortSignal) =>
  call({ ...backlinkReads.list(params), signal }, backlinkReportListSchema);

/** What a report would hold and what creating it withdraws; free. */
export const getBacklinkReportInfo = (target: ReportTarget, signal?: AbortSignal) =>
  call({ op: 'backlinks.info', query: targetQuery(target), signal }, backlinkInfoSchema);

/** Withdraws the price shown by the info endpoint. */
export const createBacklinkReport = (target: ReportTarget) =>
  call({ op: 'backlinks.create', json: targetQuery(target) }, createdReportSchema);

export const deleteBacklinkReport = (reportId: ReportId) =>
  callVoid({ op: 'backlinks.delete', params: report(reportId) });

/**
 * Re-collects the report's backlinks and withdraws money again. A numeric id is sent as the integer it is; a
 * missing one is refused before the paid request (spec: `report_id` required, else `Invalid report ID`).
 */
export const refreshBacklinkReport = (reportId: ReportId) => {
  const id = rid(reportId);
  if (id === '') return Promise.reject(invalidInput('backlinks', 'PUT', 'The report ID is missing.'));
  return callVoid({ op: 'backlinks.update', json: { report_id: /^\d+$/.test(id) ? Number(id) : id } });
};

export const getBacklinkOverview = (reportId: ReportId, signal?: AbortSignal) =>
  call({ ...backlinkReads.overview(reportId), signal }, backlinkOverviewSchema);

export const listReportBacklinks = (
  reportId: ReportId,
  params: ReportPageParams = {},
  signal?: AbortSignal,
) =>
  call(
    { op: 'backlinks.backlinks', params: report(reportId), query: { ...params }, signal },
    backlinkPageSchema,
  );

export const listReportDomains = (reportId: ReportId, params: ReportPageParams = {}, signal?: AbortSignal) =>
  call({ op: 'backlinks.domains', params: report(reportId), query: { ...params }, signal }, domainPageSchema);

export const listReportAnchors = (reportId: ReportId, params: ReportPageParams = {}, signal?: AbortSignal) =>
  call({ op: 'backlinks.anchors', params: report(reportId), query: { ...params }, signal }, anchorPageSchema);

export const backlinksQueries = {
  all: () => ['backlinks'] as const,
  lists: () => ['backlinks', 'all'] as const,
  report: (reportId: ReportId) => ['backlinks', rid(reportId)] as const,
  list: (params: ReportListParams = {}) =>
    queryOptions({
      queryKey: ['backlinks', 'all', 'list', params] as const,
      queryFn: ({ signal }) => listBacklinkReports(params, signal),
    }),
  info: (target: ReportTarget) =>
    queryOptions({
      queryKey: ['backlinks', 'all', 'info', targetQuery(target)] as const,
      queryFn: ({ signal }) => getBacklinkReportInfo(target, signal),
    }),
  overview: (reportId: ReportId) =>
    queryOptions({
      queryKey: ['backlinks', rid(reportId), 'overview', {}] as const,
      queryFn: ({ signal }) => getBacklinkOverview(reportId, signal),
    }),
  backlinks: (reportId: ReportId, params: ReportPageParams = {}) =>
    queryOptions({
      queryKey: ['backlinks', rid(reportId), 'backlinks', params] as const,
      queryFn: ({ signal }) => listReportBacklinks(reportId, params, signal),
    }),
  /**
   * The backlinks as consecutive pages, loaded as a table scrolls (spec: `limit`, `offset`). The next offset is
   * what has arrived so far; loading stops at `total_backlinks` or at an empty page.
   */
  backlinkPages: (reportId: ReportId, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: ['backlinks', rid(reportId), 'backlink-pages', { limit: pageSize }] as const,
      queryFn: ({ pageParam, signal }) =>
        listReportBacklinks(reportId, { limit: pageSize, offset: pageParam }, signal),
      initialPageParam: 0,
      getNextPageParam: (last, all) => {
        const loaded = all.reduce((n, p) => n + p.backlinks.length, 0);
        return last.backlinks.length > 0 && loaded < last.total_backlinks ? loaded : undefined;
      },
    }),
  domains: (reportId: ReportId, params: ReportPageParams = {}) =>
    queryOptions({
      queryKey: ['backlinks', rid(reportId), 'domains', params] as const,
      queryFn: ({ signal }) => listReportDomains(reportId, params, signal),
    }),
  anchors: (reportId: ReportId, params: ReportPageParams = {}) =>
    queryOptions({
      queryKey: ['backlinks', rid(reportId), 'anchors', params] as const,
      queryFn: ({ signal }) => listReportAnchors(reportId, params, signal),
    }),
};
