import { creditsFor } from '../../lib/credits.ts';
import { priceOf } from '../../lib/operations.ts';

/** SERP prices, from the one price table (spec, Limits: "add SERP tasks 10 per keyword; advanced SERP results 10"). */
export const CREDITS_PER_QUERY = priceOf('serp.tasks.create').credits;
export const ADVANCED_CREDITS = priceOf('serp.results.advanced').credits;

export const queueCost = (queries: number) => creditsFor('serp.tasks.create', queries);
