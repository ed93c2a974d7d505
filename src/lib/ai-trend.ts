import type { RankingItem } from '../api/ai-schemas.ts';
import { addDays } from './dates.ts';
import { periodChange, previousPeriod, type PeriodChange } from './period-change.ts';
import { plural } from './plural.ts';

/**
 * Shared by the AI pages and the site report (features do not import each other).
 *
 * The visibility trend: one point per day of the range, the share of prompts with the site's link in the
 * top N and the share with a brand mention in the top N.
 *
 * Spec, "Prompt ranking item": "A null value means there was no AI result block that day, not that the brand
 * was absent." So a prompt without a block that day leaves the day's denominator; a day where no prompt had
 * a block has no point at all (a gap, never a 0%). Position 0 (not found / not mentioned) is a real "no".
 * Top N follows the statistics: a position p counts when 1 <= p <= N, and N = 0 means any position.
 */
export interface TrendPoint {
  date: string;
  /** % of answered prompts with the site's link in the top N; null when no prompt had an AI answer */
  link: number | null;
  mention: number | null;
  /** prompts with an AI answer that day (the denominator) */
  answered: number;
  /** prompts checked that day, with or without an AI answer */
  checked: number;
}

export function inTop(position: number | null, top: number): boolean {
  return position !== null && position >= 1 && (top === 0 || position <= top);
}

const share = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((10_000 * part) / whole) / 100;

export function visibilityTrend(
  items: readonly Pick<RankingItem, 'positions'>[],
  range: { from: string; to: string; top: number },
): TrendPoint[] {
  const days = new Map<
    string,
    { checked: number; linkDen: number; link: number; menDen: number; men: number }
  >();
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) {
    days.set(d, { checked: 0, linkDen: 0, link: 0, menDen: 0, men: 0 });
  }
  for (const item of items) {
    for (const p of item.positions) {
      const day = days.get(p.date);
      if (!day) continue;
      day.checked++;
      if (p.url_position !== null) {
        day.linkDen++;
        if (inTop(p.url_position, range.top)) day.link++;
      }
      if (p.mention_position !== null) {
        day.menDen++;
        if (inTop(p.mention_position, range.top)) day.men++;
      }
    }
  }
  return [...days].map(([date, d]) => ({
    date,
    link: share(d.link, d.linkDen),
    mention: share(d.men, d.menDen),
    answered: Math.max(d.linkDen, d.menDen),
    checked: d.checked,
  }));
}

/** The visibility trend's lines, the same on the AI pages and the report. */
export const AI_TREND_SERIES = [
  { key: 'link', label: 'Link presence', className: 'text-indigo-600' },
  { key: 'mention', label: 'Mention presence', className: 'text-amber-500', dashed: true },
] as const;

/**
 * The trend as the shared chart takes it (components/charts/trend-shape.ts, TrendDatum): the two shares, and
 * in the tooltip what each day's share is of, or why the day is a gap.
 */
export function aiTrendData(points: readonly TrendPoint[]) {
  return points.map((p) => ({
    date: p.date,
    values: { link: p.link, mention: p.mention },
    detail:
      p.answered === 0
        ? p.checked === 0
          ? 'Not checked that day'
          : 'No AI answer that day'
        : `of ${p.answered} ${plural(p.answered, 'prompt')} with an AI answer (${p.checked} checked)`,
  }));
}

/** The range's days and the days of the period before, read apart (each a page of an engine's rankings). */
export interface RankingsByPeriod {
  now: readonly Pick<RankingItem, 'positions'>[];
  before: readonly Pick<RankingItem, 'positions'>[];
}

/**
 * Link and mention presence over the range as the mean of its days' shares, each compared with the mean of the
 * period of equal length before it (lib/period-change.ts): a day without any AI answer counts in neither.
 */
export function presenceChange(
  items: RankingsByPeriod,
  range: { from: string; to: string; top: number },
): { link: PeriodChange; mention: PeriodChange } {
  const prev = previousPeriod(range);
  const points = [
    ...visibilityTrend(items.before, { ...prev, top: range.top }),
    ...visibilityTrend(items.now, range),
  ];
  const of = (key: 'link' | 'mention') =>
    periodChange(
      points.map((p) => ({ date: p.date, value: p[key] })),
      range,
    );
  return { link: of('link'), mention: of('mention') };
}
