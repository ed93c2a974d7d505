import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ledgerQueries } from '../../api/ledger.ts';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatNumber } from '../../lib/format.ts';
import { AccountCard } from './account-card.tsx';
import { ACCOUNT_SPEND_ROWS } from './first-reads.ts';
import { LatestCallsTable } from './latest-calls-table.tsx';
import { myLimitLines } from './my-limit.ts';
import { demoHistoryText, ledgerCsv, moneyMeterText, spendByArea } from './spend-view.ts';

const SpendChart = lazy(() => import('./spend-chart.tsx'));

/**
 * What this Searchboard spent: credits today, this week, this month, by area, the budget left; the money backlink
 * reports took from the balance, apart (the spec gives no rate between the two); the demo's seeded history, said to
 * be one; and the latest calls.
 */
export function SpendCard() {
  const spend = useQuery(ledgerQueries.spend(ACCOUNT_SPEND_ROWS));
  const money = spend.data ? moneyMeterText(spend.data) : null;
  return (
    <AccountCard
      title="Credits spent"
      action={
        spend.data && spend.data.latest.length > 0 ? (
          <ExportCsvButton build={() => ledgerCsv(spend.data.latest, Date.now())} />
        ) : undefined
      }
      intro={
        <p className="mb-3 text-sm text-slate-600">
          Recorded by this Searchboard server for every paid call: the service itself does not report spend. A
          repeated read answered from Searchboard's store costs nothing.
        </p>
      }
      query={spend}
      loading="Reading the credit ledger…"
    >
      {spend.data && (
        <>
          {myLimitLines(spend.data.mine).map((line) => (
            <p key={line} className="mb-2 text-sm font-medium text-slate-800" data-testid="my-limit">
              {line}
            </p>
          ))}
          <dl className="grid grid-cols-3 gap-3">
            {(
              [
                ['Today', spend.data.today, spend.data.budget.daily, spend.data.budget.remainingToday],
                ['This week', spend.data.week, null, null],
                ['This month', spend.data.month, spend.data.budget.monthly, spend.data.budget.remainingMonth],
              ] as const
            ).map(([label, value, budget, left]) => (
              <div key={label} className="rounded-md bg-slate-50 p-3">
                <dt className="text-xs font-medium text-slate-500">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums">
                  {formatNumber(value)} <span className="text-sm font-normal text-slate-600">credits</span>
                </dd>
                {budget !== null ? (
                  <dd className="text-xs text-slate-600">
                    {formatNumber(left)} left of {formatNumber(budget)}
                  </dd>
                ) : (
                  label !== 'This week' && <dd className="text-xs text-slate-600">No budget set</dd>
                )}
              </div>
            ))}
          </dl>
          {(spend.data.unknown > 0 || spend.data.reserved > 0) && (
            <p className="mt-2 text-xs text-amber-900">
              {spend.data.unknown > 0 &&
                `Includes ${formatNumber(spend.data.unknown)} credits this month for calls whose outcome is unknown (they timed out after they went out), counted at most until a later read of the service tells. `}
              {spend.data.reserved > 0 &&
                `${formatNumber(spend.data.reserved)} credits are reserved by calls in progress.`}
            </p>
          )}
          {money !== null && (
            <p className="mt-2 text-sm text-slate-800" data-testid="spend-money">
              Money from the balance this month: <span className="font-semibold tabular-nums">{money}</span>.
              A separate meter: not counted in the credits above.
            </p>
          )}
          {spend.data.demo && (
            <p
              className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-2 text-sm text-slate-700"
              data-testid="spend-demo"
            >
              {demoHistoryText(spend.data.demo)}
            </p>
          )}
          {spendByArea(spend.data).length > 0 && (
            <Suspense fallback={<Spinner label="Drawing the chart…" />}>
              <h3 className="mt-4 text-sm font-semibold text-slate-800">This month by area</h3>
              <SpendChart data={spendByArea(spend.data)} />
            </Suspense>
          )}
          <h3 className="mt-4 text-sm font-semibold text-slate-800">Latest paid calls</h3>
          {spend.data.latest.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing spent yet.</p>
          ) : (
            <LatestCallsTable rows={spend.data.latest} />
          )}
        </>
      )}
    </AccountCard>
  );
}
