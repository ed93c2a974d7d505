import { oneOf } from '../../lib/search-params.ts';

/**
 * URL state of the backlink pages, parsed by hand: route files must not pull the schema library into the entry
 * chunk. Defaults are left out of the URL (undefined), so a plain address stays plain.
 */

export const REPORT_TABS = ['overview', 'backlinks', 'domains', 'anchors'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export const LINK_STATUSES = ['all', 'live', 'lost'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** Page sizes of the report list. */
export const LIST_LIMITS = [10, 20, 50, 100] as const;
export const LIST_DEFAULT_LIMIT = 20;
/** Page sizes of the domains and anchors tables; the spec's default page is 100. */
export const TABLE_LIMITS = [50, 100, 250, 500, 1000] as const;
export const TABLE_DEFAULT_LIMIT = 100;

export interface ListSearch {
  q?: string;
  page?: number;
  limit?: number;
}

export interface ReportSearch {
  tab?: ReportTab;
  status?: LinkStatus;
  page?: number;
  limit?: number;
}

/** A page number from 2 up (page 1 is the default); anything else is dropped. */
function pageOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 1 ? n : undefined;
}

function limitOf(options: readonly number[], fallback: number, v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return options.includes(n) && n !== fallback ? n : undefined;
}

export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const q = typeof raw.q === 'string' && raw.q.trim() !== '' ? raw.q : undefined;
  return {
    q,
    page: pageOf(raw.page),
    limit: limitOf(LIST_LIMITS, LIST_DEFAULT_LIMIT, raw.limit),
  };
}

export function parseReportSearch(raw: Record<string, unknown>): ReportSearch {
  const tab = oneOf(REPORT_TABS, raw.tab);
  const status = oneOf(LINK_STATUSES, raw.status);
  return {
    tab: tab === 'overview' ? undefined : tab,
    status: status === 'all' ? undefined : status,
    page: pageOf(raw.page),
    limit: limitOf(TABLE_LIMITS, TABLE_DEFAULT_LIMIT, raw.limit),
  };
}

/** limit and offset of a 1-based page */
export const pageWindow = (page: number | undefined, limit: number) => ({
  limit,
  offset: ((page ?? 1) - 1) * limit,
});
