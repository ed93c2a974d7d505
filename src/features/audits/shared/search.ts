import type { AuditKind } from '../../../api/audit-inputs.ts';
import { decodeConditions, encodeConditions, type LinkCondition } from './link-filter-url.ts';
import { oneOf } from '../../../lib/search-params.ts';

/**
 * URL state of the audit pages, parsed by hand (route files must not pull the schema library into the entry
 * chunk). Defaults stay out of the URL, so a plain address stays plain.
 */

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A `YYYY-MM-DD` date that exists (Date.parse would roll 2026-11-31 over to 1 December). */
export const dateOf = (v: unknown): string | undefined => {
  if (typeof v !== 'string' || !DATE.test(v)) return undefined;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v) ? v : undefined;
};
/** A 1-based page from 2 up. */
export function pageOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 1 ? n : undefined;
}
function limitOf(options: readonly number[], fallback: number, v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return options.includes(n) && n !== fallback ? n : undefined;
}
const truthy = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

export const LIST_LIMITS = [10, 25, 50, 100] as const;
export const LIST_DEFAULT_LIMIT = 25;
export interface ListSearch {
  q?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
  /** the create form is open, with this kind */
  create?: AuditKind;
}
export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  return {
    q: str(raw.q),
    from: dateOf(raw.from),
    to: dateOf(raw.to),
    page: pageOf(raw.page),
    limit: limitOf(LIST_LIMITS, LIST_DEFAULT_LIMIT, raw.limit),
    create: oneOf(['standard', 'advanced'] as const, raw.create),
  };
}

export const CHECK_URL_LIMIT = 20;
export interface ReportSearch {
  /** the check whose affected URLs are open */
  check?: string;
  checkPage?: number;
  /** the page whose issues are open, by its URL */
  url?: string;
}
export function parseReportSearch(raw: Record<string, unknown>): ReportSearch {
  return {
    check: str(raw.check),
    checkPage: pageOf(raw.checkPage),
    url: str(raw.url),
  };
}

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'none'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];
export interface PagesSearch {
  sort?: string;
  desc?: boolean;
  status?: StatusClass;
  /** comma-separated column keys, when not the default set */
  cols?: string;
  /** url_id of the page whose issues are open */
  page?: string;
}
export function parsePagesSearch(raw: Record<string, unknown>): PagesSearch {
  const sort = str(raw.sort);
  const page = str(raw.page);
  return {
    sort: sort && /^[a-z0-9_]+$/.test(sort) ? sort : undefined,
    desc: sort && truthy(raw.desc) ? true : undefined,
    status: oneOf(STATUS_CLASSES, raw.status),
    cols: str(raw.cols),
    page: page && /^\d+$/.test(page) ? page : undefined,
  };
}

export const LINK_TABS = ['all', 'internal', 'external'] as const;
export type LinkTab = (typeof LINK_TABS)[number];
export const LINK_LIMITS = [50, 100, 250, 500, 1000] as const;
/** The spec states no page size for links; the dashboard asks for 100, like every other list. */
export const LINK_DEFAULT_LIMIT = 100;
export interface LinksSearch {
  type?: Exclude<LinkTab, 'all'>;
  /** the filter, encoded by link-filter.ts */
  f?: string;
  page?: number;
  limit?: number;
}
export function parseLinksSearch(raw: Record<string, unknown>): LinksSearch {
  const type = oneOf(LINK_TABS, raw.type);
  return {
    type: type === 'all' ? undefined : type,
    f: encodeConditions(decodeConditions(raw.f)),
    page: pageOf(raw.page),
    limit: limitOf(LINK_LIMITS, LINK_DEFAULT_LIMIT, raw.limit),
  };
}
export const conditionsOf = (s: LinksSearch): LinkCondition[] => decodeConditions(s.f);

export interface HistorySearch {
  date?: string;
  compare?: string;
}
export function parseHistorySearch(raw: Record<string, unknown>): HistorySearch {
  return { date: dateOf(raw.date), compare: dateOf(raw.compare) };
}
