import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../api/account.ts';
import { ledgerQueries } from '../../api/ledger.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { AccountCard } from './account-card.tsx';
import { ACCOUNT_SPEND_ROWS } from './first-reads.ts';

/**
 * The balance from `value` and `currency_code`, in the browser's locale (the deprecated `currency` is unused),
 * and beside it the credits this Searchboard spent this month (its own ledger: the service reports no spend).
 */
export function BalanceCard() {
  const balance = useQuery(accountQueries.balance());
  const spend = useQuery(ledgerQueries.spend(ACCOUNT_SPEND_ROWS));
  const month = spend.data?.month;
  const budget = spend.data?.budget.monthly ?? null;
  return (
    <AccountCard title="Balance" query={balance} loading="Loading the balance…">
      {balance.data && (
        <>
          <p className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="account-balance">
            {formatMoney(balance.data.value, balance.data.currency_code)}
          </p>
          <p className="mt-1 text-sm text-slate-600">Currency: {balance.data.currency_code || '—'}</p>
        </>
      )}
      {month !== undefined && (
        <p className="mt-2 text-sm text-slate-800" data-testid="balance-month-spend">
          Spent this month: <span className="font-semibold tabular-nums">{formatNumber(month)}</span> credits
          {budget !== null
            ? ` of a ${formatNumber(budget)}-credit monthly budget`
            : ' (no monthly budget set)'}
        </p>
      )}
    </AccountCard>
  );
}
