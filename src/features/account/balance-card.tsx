import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../api/account.ts';
import { ledgerQueries } from '../../api/ledger.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { AccountCard } from './account-card.tsx';
import { ACCOUNT_SPEND_ROWS } from './first-reads.ts';
import { moneySpentText } from './spend-view.ts';

/**
 * The balance from `value` and `currency_code`, in the browser's locale (the deprecated `currency` is unused), and
 * what it is: the account's money, which backlink reports withdraw from (spec, Backlink reports: "price is what
 * creating the report withdraws"). Credits are another meter (spec, Limits: "Credit costs (data interface)") with
 * no rate to money in the spec, so the credits this Searchboard spent are shown beside it, never taken from it.
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
          <p className="mt-2 text-sm text-slate-700">
            The account’s money balance, as the service reports it. Backlink reports are paid from it, at the
            price shown before each one. Credits do not lower it: audits, keyword research and SERP tasks
            spend credits, which Searchboard counts in its ledger. The service gives no rate between credits
            and money, so the two are never added up.
          </p>
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
      {spend.data && (
        <p className="mt-1 text-sm text-slate-800" data-testid="balance-month-money">
          Paid from the balance this month: {moneySpentText(spend.data)}
        </p>
      )}
    </AccountCard>
  );
}
