/**
 * Search params of the AI pages, parsed by hand: this file rides in the entry chunk with the route
 * definitions, so it must stay tiny and must not pull in zod. Missing values stay undefined (clean URLs);
 * `resolveRange` fills the defaults (last 30 days, all positions).
 */

import type { AiRangeSearch } from '../../lib/ai-range.ts';
import { compact, intIn } from '../../lib/search-params.ts';

export type EngineTab = 'statistics' | 'rankings' | 'prompts';

export type { AiRangeSearch, ResolvedRange } from '../../lib/ai-range.ts';
export {
  addDays,
  DEFAULT_RANGE_DAYS,
  resolveRange,
  todayUtc,
  TREND_PAGE,
  trendParams,
} from '../../lib/ai-range.ts';

/** The site's AI page: the range, and the engine whose visibility trend is drawn (default the first). */
export interface AiSiteSearch extends AiRangeSearch {
  engine?: number;
}

export interface EngineSearch extends AiRangeSearch {
  tab?: EngineTab;
  /** rankings page */
  limit?: number;
  offset?: number;
  /** prompts list page */
  plimit?: number;
  poffset?: number;
  /** keyword_id of the prompt whose chart is open */
  prompt?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(v: unknown): string | undefined {
  if (typeof v !== 'string' || !DATE.test(v)) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) ? v : undefined;
}

export function parseRangeSearch(s: Record<string, unknown>): AiRangeSearch {
  return compact({ from: date(s.from), to: date(s.to), top: intIn(s.top, 0, 100) });
}

export function parseSiteSearch(s: Record<string, unknown>): AiSiteSearch {
  return compact({ ...parseRangeSearch(s), engine: intIn(s.engine, 1, Number.MAX_SAFE_INTEGER) });
}

const TABS: readonly EngineTab[] = ['statistics', 'rankings', 'prompts'];

export function parseEngineSearch(s: Record<string, unknown>): EngineSearch {
  return compact({
    ...parseRangeSearch(s),
    tab: TABS.find((t) => t === s.tab),
    limit: intIn(s.limit, 1, 1000),
    offset: intIn(s.offset, 0, Number.MAX_SAFE_INTEGER),
    plimit: intIn(s.plimit, 1, 1000),
    poffset: intIn(s.poffset, 0, Number.MAX_SAFE_INTEGER),
    prompt: intIn(s.prompt, 1, Number.MAX_SAFE_INTEGER),
  });
}

export const DEFAULT_PAGE_SIZE = 50;
