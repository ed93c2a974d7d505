import type { Observation } from './observation.ts';

/**
 * The day's and the month's spend as a percent of their budget, from the same totals the account page shows
 * (`Ledger.summary`: credits spent, calls of unknown outcome at their maximum). No budget configured is missing,
 * never 0 %. Each day and each month is one event; the percent grows within it, so the rules judge it again until
 * it crosses (decide.ts marks a clear as not judged).
 */

export interface BudgetInput {
  now: Date;
  spent: { today: number; month: number };
  budget: { daily: number | null; monthly: number | null };
}

const percent = (spent: number, budget: number | null) =>
  budget === null || budget <= 0 ? null : Math.round((spent / budget) * 1000) / 10;

export function observeBudget({ now, spent, budget }: BudgetInput): Observation[] {
  const day = now.toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const side = (value: number | null, at: string) => ({ value, at });
  const daily = percent(spent.today, budget.daily);
  const monthly = percent(spent.month, budget.monthly);
  return [
    {
      metric: 'budget.daily_share',
      siteId: null,
      subject: 'budget:day',
      label: "The day's budget",
      before: null,
      now: side(daily, day),
      ...(daily === null ? { missing: 'No daily credit budget is configured.' } : {}),
      url: '/account',
      event: `day:${day}`,
    },
    {
      metric: 'budget.monthly_share',
      siteId: null,
      subject: 'budget:month',
      label: "The month's budget",
      before: null,
      now: side(monthly, `${month}-01..${last}`),
      ...(monthly === null ? { missing: 'No monthly credit budget is configured.' } : {}),
      url: '/account',
      event: `month:${month}`,
    },
  ];
}
