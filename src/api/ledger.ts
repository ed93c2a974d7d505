import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from './errors.ts';
import { intOrNull, numOrNull } from './schema.ts';

/**
 * The proxy's credit ledger (`/api/local/credits`): what this Searchboard spent, since the service has no
 * operation that says so. Read-only; nothing here reaches the service.
 */
export const ledgerRowSchema = z.looseObject({
  id: z.number(),
  at: z.string(),
  area: z.string(),
  op: z.string(),
  target: z.string().nullable(),
  /** null when the cost is not known here (a recheck is charged per page crawled) */
  credits: intOrNull,
  estimated: z.preprocess((v) => v === 1 || v === true, z.boolean()),
  money_amount: numOrNull,
  money_currency: z.string().nullable(),
  status: z.number(),
  outcome: z.enum(['ok', 'failed', 'cache', 'refused']).or(z.string()),
});

export const spendSchema = z.looseObject({
  today: z.number(),
  week: z.number(),
  month: z.number(),
  byArea: z.record(z.string(), z.number()),
  budget: z.object({
    daily: numOrNull,
    monthly: numOrNull,
    remainingToday: numOrNull,
    remainingMonth: numOrNull,
  }),
  latest: z.array(ledgerRowSchema),
});

export type LedgerRow = z.output<typeof ledgerRowSchema>;
export type Spend = z.output<typeof spendSchema>;

export async function getSpend(limit = 100, signal?: AbortSignal): Promise<Spend> {
  const res = await fetch(`/api/local/credits?limit=${limit}`, { signal });
  if (!res.ok) {
    throw new ApiError(
      res.status,
      'The Searchboard server could not read its credit ledger.',
      'server',
      'data',
      'GET',
      true,
    );
  }
  return spendSchema.parse(await res.json());
}

export const ledgerQueries = {
  all: () => ['ledger'] as const,
  spend: (limit = 100) =>
    queryOptions({
      queryKey: ['ledger', 'server', 'spend', { limit }] as const,
      queryFn: ({ signal }) => getSpend(limit, signal),
    }),
};
