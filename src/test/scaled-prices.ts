import type * as Operations from '../lib/operations.ts';

/**
 * For tests: the operation table with every price `factor` times the spec's. A page that follows the table shows
 * the new figure; one that wrote a price by hand still shows the spec's. Used as a module mock:
 * `vi.mock('…/lib/operations.ts', async (original) => (await import('…/test/scaled-prices.ts')).scaledPrices(await original(), 7))`.
 */
export function scaledPrices(table: typeof Operations, factor: number): typeof Operations {
  return {
    ...table,
    priceOf: (id) => {
      const price = table.priceOf(id);
      return { ...price, credits: price.credits * factor };
    },
  };
}
