import { formatNumber } from './format.ts';

/**
 * The spec's price table (Limits: "Credit costs (data interface)") in one place. Every page that spends credits
 * shows its cost from here: an estimate before the run ("up to …" where the answer's size decides) and the
 * actual cost after it. Operations not listed cost 0.
 */
export const CREDIT_PRICES = {
  'audits.standard': { credits: 2, per: 'crawled page' },
  'audits.advanced': { credits: 20, per: 'crawled page' },
  'serp.tasks': { credits: 10, per: 'keyword' },
  'serp.advanced': { credits: 10, per: 'request' },
  'keywords.export': { credits: 100, per: 'request' },
  'keywords.similar': { credits: 10, per: 'returned keyword' },
  'keywords.related': { credits: 10, per: 'returned keyword' },
  'keywords.questions': { credits: 10, per: 'returned keyword' },
  'keywords.longtail': { credits: 1, per: 'returned keyword' },
} as const;

export type PaidOperation = keyof typeof CREDIT_PRICES;

export interface CreditEstimate {
  credits: number;
  /** true when the answer's size decides the cost, so this is the most it can be */
  upTo: boolean;
}

/** The actual cost: `units` is what the price is per (keywords returned, pages crawled, keywords queued). */
export function creditsFor(op: PaidOperation, units = 1): number {
  const n = Number.isFinite(units) && units > 0 ? Math.floor(units) : 0;
  return CREDIT_PRICES[op].per === 'request' ? CREDIT_PRICES[op].credits : CREDIT_PRICES[op].credits * n;
}

/**
 * Before a run: `units` is the most the answer can hold (the page size `limit` of a discovery search, the
 * keywords to queue). Per-request prices are exact; per-returned-keyword prices are an upper bound.
 */
export function estimateCredits(op: PaidOperation, units = 1): CreditEstimate {
  return { credits: creditsFor(op, units), upTo: CREDIT_PRICES[op].per === 'returned keyword' };
}

/** "1 credit", "1,000 credits" */
export function formatCredits(credits: number): string {
  return `${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** "up to 1,000 credits" or "100 credits" */
export function formatEstimate(e: CreditEstimate): string {
  return `${e.upTo ? 'up to ' : ''}${formatCredits(e.credits)}`;
}
