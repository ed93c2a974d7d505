import { creditsFor } from '../../lib/credits.ts';
import { priceOf } from '../../lib/operations.ts';

/** SERP prices, read from the one operation table (lib/operations.ts). */
export const CREDITS_PER_QUERY = priceOf('serp.tasks.create').credits;
export const ADVANCED_CREDITS = priceOf('serp.results.advanced').credits;

export const queueCost = (queries: number) => creditsFor('serp.tasks.create', queries);
