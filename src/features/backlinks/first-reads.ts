import { backlinkReads, type ReportListParams } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';
import { LIST_DEFAULT_LIMIT, pageWindow, parseListSearch, type ListSearch } from './search.ts';

/** The list request for the URL state (the route's loader and the page). */
export const reportListParams = (search: ListSearch): ReportListParams => ({
  ...pageWindow(search.page, search.limit ?? LIST_DEFAULT_LIMIT),
  query: search.q,
});

export const backlinksFirstReads: RoutePlan[] = [
  {
    path: '/backlinks',
    reads: (_, search) => (search ? [] : [backlinkReads.list(reportListParams(parseListSearch({})))]),
  },
  { path: '/backlinks/$', reads: ([report = '']) => [backlinkReads.overview(report)] },
];
