/**
 * Search params of the AI pages, parsed by hand: this file rides in the entry chunk with the route
 * definitions, so it must stay tiny and must not pull in zod. Missing values stay undefined (clean URLs);
 * `resolveRange` fills the defaults (last 30 days, all positions).
 */

import type { AiRangeSearch } from '../../lib/ai-range.ts';
import { addressDay, rangeTrouble } from '../../lib/range-trouble.ts';
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

/**
 * A bad range (a date that is no day, or one that ends before it starts) is left out of what the parser gives: the
 * router then hands the address's own values on, the page shows the default range (resolveRange) and the notice
 * names what was wrong (components/range-notice.tsx). A good one is read as given.
 */
export function parseRangeSearch(s: Record<string, unknown>): AiRangeSearch {
  const top = intIn(s.top, 0, 100);
  if (rangeTrouble(s)) return compact({ top });
  return compact({ from: addressDay(s.from), to: addressDay(s.to), top });
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
