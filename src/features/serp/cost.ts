import { CREDIT_PRICES, creditsFor } from '../../lib/credits.ts';

/** SERP prices, from the one price table (spec, Limits: "add SERP tasks 10 per keyword; advanced SERP results 10"). */
export const CREDITS_PER_QUERY = CREDIT_PRICES['serp.tasks'].credits;
export const ADVANCED_CREDITS = CREDIT_PRICES['serp.advanced'].credits;

export const queueCost = (queries: number) => creditsFor('serp.tasks', queries);
