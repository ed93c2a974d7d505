import type { ShowFilter } from './plan-progress.ts';

/** `/sites/$siteId/plan?show=open|done`: which items are listed (plain TS: zod stays out of the entry chunk). */
export interface PlanSearch {
  show?: Exclude<ShowFilter, 'all'>;
}

export function parsePlanSearch(raw: Record<string, unknown>): PlanSearch {
  return raw.show === 'open' || raw.show === 'done' ? { show: raw.show } : {};
}
