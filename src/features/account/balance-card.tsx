import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../api/account.ts';
import { ledgerQueries } from '../../api/ledger.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';

/**
 * The balance from `value` and `currency_code`, in the browser's locale (the deprecated `currency` is unused),
 * and beside it the credits this Searchboard spent this month (its own ledger: the service reports no spend).
 */
export function BalanceCard() {
  const balance = useQuery(accountQueries.balance());
  const spend = useQuery(ledgerQueries.spend(100));
  const month = spend.data?.month;
  const budget = spend.data?.budget.monthly ?? null;
  return (
    <Card aria-labelledby="balance-title">
      <CardTitle>
        <span id="balance-title">Balance</span>
      </CardTitle>
      {balance.isPending && <Spinner label="Loading the balance…" />}
      {balance.isError && <ErrorPanel error={balance.error} onRetry={() => void balance.refetch()} />}
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
    </Card>
  );
}
