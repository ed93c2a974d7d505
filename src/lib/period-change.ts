import { addDays, dayNumber } from './dates.ts';

/**
 * How a figure moved over a range, the one way every page says it: the mean of the range's daily values against the
 * mean of the period of equal length just before it. Comparing one day with another would read a noisy line's
 * swing as a trend; a mean over each period does not. A day without a value (not checked, no answer) is left out of
 * its period's mean; a period without any value has no mean, so there is nothing to compare (null, never 0).
 */

export interface Period {
  from: string;
  to: string;
}

export interface DailyValue {
  date: string;
  value: number | null;
}

export interface PeriodChange {
  /** mean of the range's days; null when none has a value */
  now: number | null;
  /** mean of the period before; null when none of its days has a value */
  before: number | null;
  /** now − before; null when either is unknown */
  change: number | null;
  /** the period compared with */
  previous: Period;
}

/** The period of equal length that ends the day before `range` starts. */
export function previousPeriod(range: Period): Period {
  const days = dayNumber(range.to) - dayNumber(range.from) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The mean of the values of the days inside `period`; null when none has one. */
export function periodMean(points: readonly DailyValue[], period: Period): number | null {
  let sum = 0;
  let n = 0;
  for (const p of points) {
    if (p.value === null || p.date < period.from || p.date > period.to) continue;
    sum += p.value;
    n++;
  }
  return n === 0 ? null : sum / n;
}

const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/**
 * The range's mean and its change against the previous period's, rounded to `digits` (the change is taken from the
 * rounded means, so the figures shown add up). `points` may hold both periods' days, and others.
 */
export function periodChange(points: readonly DailyValue[], range: Period, digits = 1): PeriodChange {
  const previous = previousPeriod(range);
  const rawNow = periodMean(points, range);
  const rawBefore = periodMean(points, previous);
  const now = rawNow === null ? null : round(rawNow, digits);
  const before = rawBefore === null ? null : round(rawBefore, digits);
  return {
    now,
    before,
    change: now === null || before === null ? null : round(now - before, digits),
    previous,
  };
}

/**
 * Whether a change is good news: a share rising is better; a position rising (a larger number) is worse.
 * null: no change known; 0: no change.
 */
export function verdict(change: number | null, lowerIsBetter: boolean): 'better' | 'worse' | 'same' | null {
  if (change === null) return null;
  if (change === 0) return 'same';
  return change < 0 === lowerIsBetter ? 'better' : 'worse';
}

const formats = new Map<boolean, Intl.DateTimeFormat>();
function format(withYear: boolean): Intl.DateTimeFormat {
  let f = formats.get(withYear);
  if (!f) {
    // the reader's own way of writing days, as lib/format.ts's formatDate; the service's days are UTC
    f = new Intl.DateTimeFormat(undefined, {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(withYear, f);
  }
  return f;
}
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Nov 1 – 30", "Oct 2 – Nov 1", "Dec 22, 2025 – Jan 5, 2026": a period as short as the reader's locale says it. */
export function periodText(p: Period, withYear = false): string {
  const f = format(withYear || p.from.slice(0, 4) !== p.to.slice(0, 4));
  // narrow and thin spaces as plain ones: the text is read, copied and searched like any other
  return f.formatRange(at(p.from), at(p.to)).replace(/[\u2009\u202f]/g, ' ');
}

/** What a change compares, said next to it: "mean of Nov 1 – 30 vs Oct 2 – 31"; years named where they differ. */
export function comparedText(range: Period): string {
  const before = previousPeriod(range);
  const years = before.from.slice(0, 4) !== range.to.slice(0, 4);
  return `mean of ${periodText(range, years)} vs ${periodText(before, years)}`;
}
