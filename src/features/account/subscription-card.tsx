import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../api/account.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { AccountCard } from './account-card.tsx';
import { expiryState, planExpiry, planName } from './account-view.ts';

/** The plan's name, its balance where the type has one, and its expiry: the date, and whether it has passed. */
export function SubscriptionCard() {
  const sub = useQuery(accountQueries.subscription());
  const expiry = sub.data ? expiryState(sub.data) : undefined;
  const expires = sub.data ? planExpiry(sub.data) : null;
  return (
    <AccountCard title="Plan" query={sub} loading="Loading the subscription…">
      {sub.data && expiry && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">Plan</dt>
          <dd className="font-medium text-slate-900">{planName(sub.data)}</dd>
          <dt className="text-slate-500">Plan balance</dt>
          <dd className="tabular-nums text-slate-900">
            {sub.data.balance
              ? formatMoney(sub.data.balance.amount, sub.data.balance.currency)
              : 'None for this plan type'}
          </dd>
          <dt className="text-slate-500">Expiry</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {expires ? (
              <span className="text-slate-900">
                {expiry.tone === 'bad' ? 'Expired on' : 'Expires on'} {formatDate(expires)}
              </span>
            ) : (
              sub.data.type !== 'manual' && (
                <span className="text-slate-600">The service does not give the date</span>
              )
            )}
            <Badge tone={expiry.tone}>{expiry.tone === 'good' ? 'Active' : expiry.label}</Badge>
          </dd>
        </dl>
      )}
    </AccountCard>
  );
}
