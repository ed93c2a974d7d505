import type { ShowFilter } from './plan-progress.ts';

/** `/sites/$siteId/plan?show=open|done`: which items are listed (plain TS: zod stays out of the entry chunk). */
export interface PlanSearch {
  show?: Exclude<ShowFilter, 'all'>;
}

export function parsePlanSearch(raw: Record<string, unknown>): PlanSearch {
  // undefined, not left out: the router would keep a refused value as typed (lib/search-params.ts, compact)
  return { show: raw.show === 'open' || raw.show === 'done' ? raw.show : undefined };
}
