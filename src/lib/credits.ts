import { formatNumber } from './format.ts';
import { priceOf, type PricedOperationId } from './operations.ts';

/**
 * Cost lines from the one operation table (`operations.ts`, the spec's price table): an estimate before a run
 * ("up to …" where the answer's size decides) and the actual cost after it. Operations not priced there cost 0.
 */
export type { PricedOperationId as PaidOperation } from './operations.ts';

export interface CreditEstimate {
  credits: number;
  /** true when the answer's size decides the cost, so this is the most it can be */
  upTo: boolean;
}

/** The actual cost: `units` is what the price is per (keywords returned, pages crawled, keywords queued). */
export function creditsFor(op: PricedOperationId, units = 1): number {
  const n = Number.isFinite(units) && units > 0 ? Math.floor(units) : 0;
  const price = priceOf(op);
  return price.per === 'request' ? price.credits : price.credits * n;
}

/**
 * Before a run: `units` is the most the answer can hold (the page size `limit` of a discovery search, the
 * keywords to queue). Per-request prices are exact; per-returned-keyword prices are an upper bound.
 */
export function estimateCredits(op: PricedOperationId, units = 1): CreditEstimate {
  return { credits: creditsFor(op, units), upTo: priceOf(op).per === 'returned keyword' };
}

/** "1 credit", "1,000 credits" */
export function formatCredits(credits: number): string {
  return `${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** "up to 1,000 credits" or "100 credits" */
export function formatEstimate(e: CreditEstimate): string {
  return `${e.upTo ? 'up to ' : ''}${formatCredits(e.credits)}`;
}
