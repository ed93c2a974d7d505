import type { HistoryTrend } from '../../api/keyword-schemas.ts';

/** The 12-month trend shaped for the sparkline and the CSV; a missing month is a gap, never 0. */

export interface TrendPoint {
  month: string;
  value: number | null;
}

/** Months oldest first (`YYYY-MM-01` keys sort as dates). */
export function trendSeries(trend: HistoryTrend): TrendPoint[] {
  if (!trend) return [];
  return Object.keys(trend)
    .sort()
    .map((month) => ({ month, value: trend[month] ?? null }));
}

/** Change from the first to the last known month, relative to the first: 0.25 = +25 %. Null without two points. */
export function trendGrowth(trend: HistoryTrend): number | null {
  const known = trendSeries(trend).filter((p) => p.value !== null) as { month: string; value: number }[];
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last || known.length < 2) return null;
  return (last.value - first.value) / Math.max(first.value, 1);
}

/**
 * SVG path data of the series in a width×height box (y grows downwards); a gap in the data starts a new
 * segment. A flat series sits in the middle.
 */
export function sparkPath(series: readonly TrendPoint[], width: number, height: number, pad = 2): string {
  const values = series.map((p) => p.value).filter((v): v is number => v !== null);
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const stepX = series.length > 1 ? (width - 2 * pad) / (series.length - 1) : 0;
  const y = (v: number) =>
    max === min ? height / 2 : pad + (1 - (v - min) / (max - min)) * (height - 2 * pad);
  let d = '';
  let pen = false;
  series.forEach((p, i) => {
    if (p.value === null) {
      pen = false;
      return;
    }
    const x = +(pad + i * stepX).toFixed(1);
    d += `${pen ? 'L' : 'M'}${x},${+y(p.value).toFixed(1)}`;
    pen = true;
  });
  return d;
}

/** "Mar 2024" from "2024-03-01" (UTC, the service's month keys). */
export function monthLabel(month: string): string {
  const d = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return month;
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
}
