/**
 * Search params of the SERP pages, parsed by hand: this file rides in the entry chunk with the route
 * definitions, so it must stay tiny and must not pull in zod. Missing values stay undefined (clean URLs).
 */

import { compact, intIn, oneOf } from '../../lib/search-params.ts';

const STATUSES = ['running', 'completed'] as const;
export type SerpStatusFilter = (typeof STATUSES)[number];
export interface SerpListSearch {
  /** text filter on the query */
  q?: string;
  status?: SerpStatusFilter;
  /** 1-based page of the task list */
  page?: number;
}

export type SerpTab = 'standard' | 'advanced' | 'html';
export interface SerpTaskSearch {
  tab?: SerpTab;
  /** item type filter of the standard table */
  type?: string;
  /** the HTML dump file shown, e.g. `desktop/page-1.html` */
  file?: string;
  /** the site the results are checked against, when chosen on the page (else the one the task's tag names) */
  site?: number;
}

const text = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.slice(0, max) : undefined;

export function parseSerpListSearch(s: Record<string, unknown>): SerpListSearch {
  return compact({
    q: text(s.q, 255),
    status: oneOf(STATUSES, s.status),
    page: intIn(s.page, 2, 100_000),
  });
}

const TABS: readonly SerpTab[] = ['standard', 'advanced', 'html'];

export function parseSerpTaskSearch(s: Record<string, unknown>): SerpTaskSearch {
  return compact({
    tab: oneOf(TABS, s.tab),
    type: text(s.type, 64),
    file: text(s.file, 200),
    site: intIn(s.site, 1, Number.MAX_SAFE_INTEGER),
  });
}
