import { formatNumber } from '../../lib/format.ts';
import { countOf } from '../../lib/plural.ts';
import { projectCost, type Cadence } from '../../lib/positions.ts';

/** What tracking `count` keywords costs, shown before anything runs: per run, per month, and against the budget. */
export function CostLine({
  count,
  cadence,
  monthlyBudget,
  prefix,
}: {
  count: number;
  cadence: Cadence;
  monthlyBudget: number | null;
  prefix: string;
}) {
  const c = projectCost(count, cadence, monthlyBudget);
  return (
    <p className={`text-sm ${c.overBudget ? 'font-medium text-red-700' : 'text-slate-700'}`} role="status">
      {prefix} {countOf(count, 'keyword')} · {formatNumber(c.perRun)} credits per run · about{' '}
      {formatNumber(c.perMonth)} credits a month ({cadence})
      {c.ofBudget !== null && (
        <>
          {' '}
          · {Math.round(c.ofBudget * 100)}% of the monthly budget of {formatNumber(monthlyBudget)}
          {c.overBudget && ': over budget, so scheduled runs would be skipped'}
        </>
      )}
      {c.ofBudget === null && ' · no monthly budget set (CREDIT_BUDGET_MONTHLY)'}
    </p>
  );
}
