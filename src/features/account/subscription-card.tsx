import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../api/account.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatMoney } from '../../lib/format.ts';
import { expiryState, subscriptionLabel } from './account-view.ts';

/** Plan type, its balance where the type has one, and whether it has expired. */
export function SubscriptionCard() {
  const sub = useQuery(accountQueries.subscription());
  const expiry = sub.data ? expiryState(sub.data) : undefined;
  return (
    <Card aria-labelledby="subscription-title">
      <CardTitle>
        <span id="subscription-title">Subscription</span>
      </CardTitle>
      {sub.isPending && <Spinner label="Loading the subscription…" />}
      {sub.isError && <ErrorPanel error={sub.error} onRetry={() => void sub.refetch()} />}
      {sub.data && expiry && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">Plan</dt>
          <dd className="font-medium text-slate-900">{subscriptionLabel(sub.data.type)}</dd>
          <dt className="text-slate-500">Plan balance</dt>
          <dd className="tabular-nums text-slate-900">
            {sub.data.balance
              ? formatMoney(sub.data.balance.amount, sub.data.balance.currency)
              : 'None for this plan type'}
          </dd>
          <dt className="text-slate-500">Expiry</dt>
          <dd>
            <Badge tone={expiry.tone}>{expiry.label}</Badge>
          </dd>
        </dl>
      )}
    </Card>
  );
}
