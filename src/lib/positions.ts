import { dayFromNumber, dayNumber } from './dates.ts';
import { priceOf } from './operations.ts';

/**
 * Rank tracking's arithmetic, shared by the server (which summarises the stored days) and the page: pure, so
 * gaps and costs are tested without a store. A position is 1-100, or null when the site was absent from the
 * results that day; a day with no row was not checked at all. Neither is ever counted as 0 or 100.
 */

export interface DayPosition {
  /** YYYY-MM-DD (UTC) */
  day: string;
  position: number | null;
}

export type Change =
  /** positive: moved up (a smaller position number) */
  { kind: 'moved'; by: number } | { kind: 'entered' } | { kind: 'lost' } | { kind: 'same-absent' };

/**
 * The change of the latest check over `days` days: against the check made `days` days before it, or, for a
 * schedule that does not run every day, the nearest earlier one up to six days further back. Undefined when no
 * such check exists (a gap): never a guess.
 */
export function changeOver(history: readonly DayPosition[], days: number): Change | undefined {
  const sorted = [...history].sort((a, b) => a.day.localeCompare(b.day));
  const latest = sorted.at(-1);
  if (!latest) return undefined;
  const target = dayNumber(latest.day) - days;
  const slack = days === 1 ? 0 : 6;
  let ref: DayPosition | undefined;
  for (const h of sorted) {
    const n = dayNumber(h.day);
    if (n <= target && n >= target - slack) ref = h;
  }
  if (!ref) return undefined;
  if (latest.position === null && ref.position === null) return { kind: 'same-absent' };
  if (ref.position === null) return { kind: 'entered' };
  if (latest.position === null) return { kind: 'lost' };
  return { kind: 'moved', by: ref.position - latest.position };
}

/** The best (smallest) position ever recorded, or null when the site was never found. */
export function bestPosition(history: readonly DayPosition[]): number | null {
  let best: number | null = null;
  for (const h of history) if (h.position !== null && (best === null || h.position < best)) best = h.position;
  return best;
}

/** A value to sort a change by: moved up most first; entered above any move, lost below; none last. */
export function changeRank(c: Change | undefined): number | null {
  if (!c) return null;
  if (c.kind === 'entered') return 1000;
  if (c.kind === 'lost') return -1000;
  if (c.kind === 'same-absent') return null;
  return c.by;
}

/**
 * Every day from `from` to `to` (inclusive) with its position, null for both "not found" and "not checked": the
 * chart draws both as gaps; `checked` tells them apart for the tooltip.
 */
export function dailySeries(
  history: readonly DayPosition[],
  from: string,
  to: string,
): { day: string; position: number | null; checked: boolean }[] {
  const byDay = new Map(history.map((h) => [h.day, h.position]));
  const out: { day: string; position: number | null; checked: boolean }[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) {
    const day = dayFromNumber(n);
    out.push({ day, position: byDay.get(day) ?? null, checked: byDay.has(day) });
  }
  return out;
}

export type Cadence = 'daily' | 'weekly';

/** Runs in a 30-day month: daily 30, weekly 30/7. */
export const RUNS_PER_MONTH: Record<Cadence, number> = { daily: 30, weekly: 30 / 7 };

export interface CostProjection {
  perRun: number;
  perMonth: number;
  /** share of CREDIT_BUDGET_MONTHLY (0-1+), null without a monthly budget */
  ofBudget: number | null;
  overBudget: boolean;
}

/** What tracking `keywords` keywords costs (10 credits per keyword per run, from the one price table). */
export function projectCost(
  keywords: number,
  cadence: Cadence,
  monthlyBudget: number | null,
): CostProjection {
  const price = priceOf('serp.tasks.create');
  const perRun = keywords * price.credits;
  const perMonth = Math.ceil(perRun * RUNS_PER_MONTH[cadence]);
  const ofBudget = monthlyBudget === null || monthlyBudget <= 0 ? null : perMonth / monthlyBudget;
  return {
    perRun,
    perMonth,
    ofBudget,
    overBudget: monthlyBudget !== null && perMonth > monthlyBudget,
  };
}
