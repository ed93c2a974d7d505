import { auditReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';
import { toApiFilter } from './links/link-filter.ts';
import { listParams } from './list/list-params.ts';
import {
  conditionsOf,
  LINK_DEFAULT_LIMIT,
  parseLinksSearch,
  parseListSearch,
  type LinksSearch,
} from './shared/search.ts';

/** The first screen of crawled pages comes from a small head request, so its rows show before a whole block. */
export const HEAD = 100;
export const HEAD_PAGES = { limit: HEAD, offset: 0 } as const;
/** Pages are read in blocks of this many (the spec allows up to 1000; 500 answers twice as fast). */
export const BLOCK = 500;

/** The links request for the URL state (the route's loader and the page). */
export function linksParams(s: LinksSearch) {
  const limit = s.limit ?? LINK_DEFAULT_LIMIT;
  return {
    page_type: s.type ?? 'all',
    filter: toApiFilter(conditionsOf(s)),
    limit,
    offset: ((s.page ?? 1) - 1) * limit,
  } as const;
}

export const auditsFirstReads: RoutePlan[] = [
  {
    path: '/audits',
    reads: (_, search) => (search ? [] : [auditReads.list(listParams(parseListSearch({})))]),
  },
  { path: '/audits/$', reads: ([a = '']) => [auditReads.report(a), auditReads.status(a)] },
  {
    path: '/audits/$/pages',
    reads: ([a = ''], search) => [
      ...(search ? [] : [auditReads.pages(a, HEAD_PAGES)]),
      auditReads.status(a),
      auditReads.report(a),
    ],
    // how many blocks, and whether the audit is read whole, follow from the status's page count
    later: [`audits.pages?limit=${BLOCK}`],
  },
  {
    path: '/audits/$/links',
    reads: ([a = ''], search) => [
      ...(search ? [] : [auditReads.links(a, linksParams(parseLinksSearch({})))]),
      auditReads.status(a),
    ],
  },
  {
    path: '/audits/$/history',
    reads: ([a = '']) => [auditReads.status(a), auditReads.report(a)],
    // the snapshot dates are read after the status (whose answer teaches them), each day's snapshot after the
    // dates, and the site's notes once the audit list names the audit's site
    later: ['local:audit-dates', 'audits.history', 'local:annotations'],
  },
];
