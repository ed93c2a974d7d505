import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API_HEADERS } from './client.ts';
import { readFetch } from './early.ts';
import { localReads } from './reads.ts';
import { ApiError } from './errors.ts';
import { intOrNull, numOrNull } from './schema.ts';

/**
 * The proxy's credit ledger (`/api/local/credits`): what this Searchboard spent, since the service has no
 * operation that says so. Read-only; nothing here reaches the service.
 */
export const ledgerRowSchema = z.lazy(() =>
  z.looseObject({
    id: z.number(),
    at: z.string(),
    area: z.string(),
    op: z.string(),
    target: z.string().nullable(),
    /** null when the cost is not known here (a recheck is charged per page crawled) */
    credits: intOrNull,
    estimated: z.preprocess((v) => v === 1 || v === true, z.boolean()),
    /** an audit's upper bound (page limit × price), kept beside the actual cost once its crawl ended */
    upper_bound: intOrNull,
    /** pages an audit actually crawled, once it ended */
    pages: intOrNull,
    money_amount: numOrNull,
    money_currency: z.string().nullable(),
    status: z.number(),
    outcome: z.enum(['ok', 'failed', 'cache', 'refused', 'reserved', 'unknown']).or(z.string()),
  }),
);

export const spendSchema = z.lazy(() =>
  z.looseObject({
    today: z.number(),
    week: z.number(),
    month: z.number(),
    byArea: z.record(z.string(), z.number()),
    /** this month: credits reserved by paid calls in flight, and counted at most for calls of unknown outcome */
    reserved: z.number().optional().default(0),
    unknown: z.number().optional().default(0),
    /**
     * this month: money withdrawn from the account's balance (backlink reports), per currency: a meter of its own,
     * never added to the credits
     */
    money: z
      .array(z.looseObject({ currency: z.string(), amount: z.number(), calls: z.number() }))
      .optional()
      .default([]),
    /** this month: calls that withdrew money without the price being quoted first */
    moneyUnquoted: z.number().optional().default(0),
    /** the rank-tracking days seeded with the demo: never asked of the service, so in no ledger */
    demo: z
      .looseObject({ site_ids: z.array(z.number()), checks: z.number(), from: z.string(), to: z.string() })
      .nullable()
      .optional()
      .default(null),
    budget: z.object({
      daily: numOrNull,
      monthly: numOrNull,
      remainingToday: numOrNull,
      remainingMonth: numOrNull,
    }),
    latest: z.array(ledgerRowSchema),
    /** the signed-in person's own spend and limits; null for the loopback owner and a share link */
    mine: z
      .looseObject({
        today: z.number(),
        month: z.number(),
        limits: z.looseObject({ daily_credits: numOrNull, monthly_credits: numOrNull }),
      })
      .nullable()
      .optional()
      .default(null),
  }),
);

export type LedgerRow = z.output<typeof ledgerRowSchema>;
export type Spend = z.output<typeof spendSchema>;

export async function getSpend(limit = 100, signal?: AbortSignal): Promise<Spend> {
  const res = await readFetch(localReads.credits(limit), { signal, headers: API_HEADERS });
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

/** Completed SERP results the proxy kept after the service's 24 hours (`/api/local/serp/archive`). */
export const archivedTaskSchema = z.lazy(() =>
  z.looseObject({
    task_id: z.string(),
    kinds: z.array(z.string()),
    keyword: z.string().nullable(),
    device: z.string().nullable(),
    location_id: z.string().nullable(),
    language_code: z.string().nullable(),
    crawled_at: z.string().nullable(),
    stored_at: z.string(),
  }),
);
export type ArchivedTask = z.output<typeof archivedTaskSchema>;

export async function getSerpArchive(signal?: AbortSignal): Promise<ArchivedTask[]> {
  const res = await readFetch(localReads.serpArchive(), { signal, headers: API_HEADERS });
  if (!res.ok) {
    throw new ApiError(
      res.status,
      'The Searchboard server could not read its SERP archive.',
      'server',
      'data',
      'GET',
      true,
    );
  }
  return z.object({ tasks: z.array(archivedTaskSchema) }).parse(await res.json()).tasks;
}

export const archiveQueries = {
  list: () =>
    queryOptions({
      queryKey: ['ledger', 'server', 'serp-archive', {}] as const,
      queryFn: ({ signal }) => getSerpArchive(signal),
    }),
};
