/**
 * The spec's price table (service-spec, "Limits": credit costs of the data interface), in one place. Every area
 * shows costs through these functions: an estimate before a run ("up to …") and the actual cost after it.
 */

export type PricedOperation =
  | 'audit.standard'
  | 'audit.advanced'
  | 'recheck.standard'
  | 'recheck.advanced'
  | 'serp.tasks'
  | 'serp.advanced'
  | 'keywords.export'
  | 'keywords.similar'
  | 'keywords.related'
  | 'keywords.questions'
  | 'keywords.longtail';

/** Credits per unit, and what the unit is. */
export const PRICES: Record<
  PricedOperation,
  { credits: number; per: 'page' | 'keyword' | 'request' | 'returned keyword' }
> = {
  'audit.standard': { credits: 2, per: 'page' },
  'audit.advanced': { credits: 20, per: 'page' },
  'recheck.standard': { credits: 2, per: 'page' },
  'recheck.advanced': { credits: 20, per: 'page' },
  'serp.tasks': { credits: 10, per: 'keyword' },
  'serp.advanced': { credits: 10, per: 'request' },
  'keywords.export': { credits: 100, per: 'request' },
  'keywords.similar': { credits: 10, per: 'returned keyword' },
  'keywords.related': { credits: 10, per: 'returned keyword' },
  'keywords.questions': { credits: 10, per: 'returned keyword' },
  'keywords.longtail': { credits: 1, per: 'returned keyword' },
};

export interface Estimate {
  credits: number;
  /** true when the real cost can be lower (per crawled page, per returned keyword) */
  upTo: boolean;
}

/**
 * Before a run. `units` is what the operation is charged on and what the user controls: max_pages for an audit,
 * pages crawled for a recheck, queries for SERP tasks, `limit` for discovery; 1 for per-request prices.
 */
export function estimate(op: PricedOperation, units = 1): Estimate {
  const { credits, per } = PRICES[op];
  const n = per === 'request' ? 1 : Math.max(0, Math.floor(units));
  return { credits: credits * n, upTo: per === 'page' || per === 'returned keyword' };
}

/** After the answer: what the run actually cost, from what came back (pages crawled, keywords returned…). */
export function actual(op: PricedOperation, units = 1): number {
  return estimate(op, units).credits;
}

export function formatCredits(credits: number): string {
  return `${new Intl.NumberFormat(undefined).format(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** "up to 2,000 credits" or "100 credits" */
export function describeEstimate(e: Estimate): string {
  return `${e.upTo ? 'up to ' : ''}${formatCredits(e.credits)}`;
}
