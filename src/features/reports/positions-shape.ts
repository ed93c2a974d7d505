import type { Positions, PositionsTrends, TrackedKeyword } from '../../api/positions.ts';
import { dayNumber } from '../../lib/dates.ts';

/**
 * The report's rank-tracking figures over its range, pure: the first and last checked days inside the range are
 * compared; a range with no check has no figures (null, shown as a dash, never 0).
 */

/** How many days back from today the trend read must reach to cover the range's start. */
export function daysToCover(from: string, today: string): number {
  const n = dayNumber(today) - dayNumber(from) + 1;
  return Math.min(400, Math.max(1, n));
}

export interface PositionsFigures {
  first: string | null;
  last: string | null;
  average: number | null;
  /** positive: the average moved up (a smaller number) */
  averageChange: number | null;
  top3: number | null;
  top3Change: number | null;
  top10: number | null;
  top10Change: number | null;
}

const pct = (n: number) => Math.round(n * 1000) / 10;
const delta = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined || b === null || b === undefined ? null : Math.round((a - b) * 10) / 10;

export function positionsFigures(t: PositionsTrends, from: string, to: string): PositionsFigures {
  const days = t.trend.filter((d) => d.day >= from && d.day <= to);
  const a = days[0];
  const b = days.at(-1);
  return {
    first: a?.day ?? null,
    last: b?.day ?? null,
    average: b?.average ?? null,
    averageChange: days.length > 1 ? delta(a?.average, b?.average) : null,
    top3: b ? pct(b.top3) : null,
    top3Change: days.length > 1 && a && b ? delta(pct(b.top3), pct(a.top3)) : null,
    top10: b ? pct(b.top10) : null,
    top10Change: days.length > 1 && a && b ? delta(pct(b.top10), pct(a.top10)) : null,
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
