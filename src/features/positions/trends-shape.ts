import type { PositionsTrends } from '../../api/positions.ts';
import type { TrendDatum, TrendSeries } from '../../components/charts/trend-shape.ts';
import { eachDay } from '../../lib/dates.ts';

/**
 * The site-level charts' data, pure: every day of the range gets a row, so a day with no run (or one skipped by
 * the budget) is a gap in the line, never a bridge, a 0 or a 100.
 */

export const AVERAGE_SERIES: TrendSeries[] = [
  { key: 'average', label: 'Average position (keywords found)', className: 'text-indigo-700' },
];
export const SHARE_SERIES: TrendSeries[] = [
  { key: 'top3', label: 'In the top 3', className: 'text-emerald-700' },
  { key: 'top10', label: 'In the top 10', className: 'text-sky-700', dashed: true },
];

export function siteTrendData(t: PositionsTrends, today: string): TrendDatum[] {
  const byDay = new Map(t.trend.map((d) => [d.day, d]));
  return eachDay(t.since, today).map((date) => {
    const d = byDay.get(date);
    return {
      date,
      values: d
        ? { average: d.average, top3: Math.round(d.top3 * 1000) / 10, top10: Math.round(d.top10 * 1000) / 10 }
        : { average: null, top3: null, top10: null },
      detail: d ? `${d.found} of ${d.checked} keywords found` : 'no run this day',
    };
  });
}

const COMPETITOR_CLASSES = [
  'text-amber-700',
  'text-rose-700',
  'text-teal-700',
  'text-violet-700',
  'text-slate-600',
];

/** The site and its competitors, each a line of its mean place in the top 10 (days it was in none: gaps). */
export function competitorChart(
  t: PositionsTrends,
  today: string,
  siteLabel: string,
): { series: TrendSeries[]; data: TrendDatum[] } {
  const series: TrendSeries[] = [
    { key: 'site', label: siteLabel, className: 'text-indigo-700' },
    ...t.competitors.map((c, i) => ({
      key: `c${i}`,
      label: c.domain,
      className: COMPETITOR_CLASSES[i % COMPETITOR_CLASSES.length] as string,
      dashed: true,
    })),
  ];
  const maps = [t.site, ...t.competitors.map((c) => c.days)].map(
    (days) => new Map(days.map((d) => [d.day, d.average])),
  );
  const data = eachDay(t.since, today).map((date) => ({
    date,
    values: Object.fromEntries(series.map((s, i) => [s.key, maps[i]?.get(date) ?? null])),
  }));
  return { series, data };
}
