import type { Spend } from '../../api/ledger.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * The signed-in person's own credit limits beside what they spent ("Your limit: 50 credits a day, 20 spent
 * today"), one line per limit set; none for someone without a limit of their own.
 */
export function myLimitLines(mine: Spend['mine']): string[] {
  if (!mine) return [];
  const lines: string[] = [];
  const { daily_credits: daily, monthly_credits: monthly } = mine.limits;
  if (daily !== null)
    lines.push(`Your limit: ${formatNumber(daily)} credits a day, ${formatNumber(mine.today)} spent today`);
  if (monthly !== null)
    lines.push(
      `Your limit: ${formatNumber(monthly)} credits a month, ${formatNumber(mine.month)} spent this month`,
    );
  return lines;
}
