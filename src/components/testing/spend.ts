import type { LedgerRow } from '../../api/ledger.ts';

/**
 * For tests: the ledger's answer (/api/local/credits) a third of the way into a month, 1,250 credits spent of a
 * 5,000-credit monthly budget and none today, no daily budget and no call listed.
 */
export const MONTH_SPEND = {
  today: 0,
  week: 300,
  month: 1250,
  byArea: {},
  budget: { daily: null, monthly: 5000, remainingToday: null, remainingMonth: 3750 },
  latest: [],
};

/** For tests: one line of the ledger as its answer lists it, a 370-credit search unless `over` says otherwise. */
export const ledgerRow = (over: Partial<LedgerRow> = {}): LedgerRow => ({
  id: 1,
  at: '2026-11-22T10:00:00.000Z',
  area: 'keywords',
  op: 'keywords.similar',
  target: 'hiking boots (us)',
  credits: 370,
  estimated: false,
  upper_bound: null,
  pages: null,
  money_amount: null,
  money_currency: null,
  status: 200,
  outcome: 'ok',
  ...over,
});
