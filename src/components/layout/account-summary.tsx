import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountQueries } from '../../api/account.ts';
import { formatMoney } from '../../lib/format.ts';

const TYPE_LABEL: Record<string, string> = {
  manual: 'Pay per check',
  trial: 'Trial',
  subscription: 'Subscription',
};

/** Balance and plan in the header; links to the account page. */
export function AccountSummary() {
  const balance = useQuery(accountQueries.balance());
  const sub = useQuery(accountQueries.subscription());
  if (balance.isError) {
    return (
      <Link
        to="/account"
        className="text-sm text-red-700 underline"
        title={String((balance.error as Error).message)}
      >
        Account unavailable
      </Link>
    );
  }
  return (
    <Link
      to="/account"
      className="flex items-center gap-3 rounded-md px-2 py-1 text-sm hover:bg-slate-100"
      aria-label="Account summary"
    >
      <span>
        <span className="hidden text-slate-500 sm:inline">Balance </span>
        <span className="font-semibold tabular-nums" data-testid="header-balance">
          {balance.data ? formatMoney(balance.data.value, balance.data.currency_code) : '…'}
        </span>
      </span>
      {sub.data && (
        <span className="text-slate-600">
          <span className="hidden sm:inline">{TYPE_LABEL[sub.data.type] ?? sub.data.type}</span>
          {sub.data.is_expired === true && <span className="ml-1 font-medium text-red-700">(expired)</span>}
        </span>
      )}
    </Link>
  );
}
