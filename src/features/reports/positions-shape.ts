import type { Positions, PositionsTrends, TrackedKeyword } from '../../api/positions.ts';
import { dayNumber } from '../../lib/dates.ts';
import { periodChange, previousPeriod, type PeriodChange } from '../../lib/period-change.ts';

/**
 * The report's rank-tracking figures over its range, pure: each is the mean of the range's checked days, compared
 * with the mean of the period of equal length before it; a period with no check has no figure (null, shown in words,
 * never 0).
 */

/** How many days back from today the trend read must reach to cover the range and the period before it. */
export function daysToCover(range: { from: string; to: string }, today: string): number {
  const n = dayNumber(today) - dayNumber(previousPeriod(range).from) + 1;
  return Math.min(400, Math.max(1, n));
}

export interface PositionsFigures {
  /** the first and last checked days inside the range */
  first: string | null;
  last: string | null;
  /** the average position of the keywords found; a smaller number is better */
  average: PeriodChange;
  /** shares of the tracked keywords, in % */
  top3: PeriodChange;
  top10: PeriodChange;
}

const pct = (n: number) => n * 100;

export function positionsFigures(t: PositionsTrends, from: string, to: string): PositionsFigures {
  const range = { from, to };
  const days = t.trend.filter((d) => d.day >= from && d.day <= to);
  const series = (f: (d: PositionsTrends['trend'][number]) => number | null) =>
    t.trend.map((d) => ({ date: d.day, value: f(d) }));
  return {
    first: days[0]?.day ?? null,
    last: days.at(-1)?.day ?? null,
    average: periodChange(
      series((d) => d.average),
      range,
    ),
    top3: periodChange(
      series((d) => pct(d.top3)),
      range,
    ),
    top10: periodChange(
      series((d) => pct(d.top10)),
      range,
    ),
  };
}

/** The keywords that moved most over 7 days, up and down (moves only: entering or leaving is listed apart). */
export function movers(p: Positions, n = 5): { up: TrackedKeyword[]; down: TrackedKeyword[] } {
  const moved = p.keywords.filter((k) => k.change7?.kind === 'moved' && k.change7.by !== 0);
  const by = (k: TrackedKeyword) => (k.change7?.kind === 'moved' ? k.change7.by : 0);
  return {
    up: moved
      .filter((k) => by(k) > 0)
      .sort((x, y) => by(y) - by(x) || x.id - y.id)
      .slice(0, n),
    down: moved
      .filter((k) => by(k) < 0)
      .sort((x, y) => by(x) - by(y) || x.id - y.id)
      .slice(0, n),
  };
}
