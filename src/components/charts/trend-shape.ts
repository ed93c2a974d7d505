import { dayFromNumber, dayNumber } from '../../lib/dates.ts';

/**
 * Pure shaping for the one trend chart (trend-chart.tsx): rows on a day axis, ticks, lone points and where the
 * site's annotation markers go. Tested without a browser; the chart only draws what these return.
 */

/** One day (or one snapshot) of a trend: a value per series; null = no data that day (a gap, never 0). */
export interface TrendSeries {
  key: string;
  label: string;
  /** a Tailwind text colour: lines draw in currentColor */
  className: string;
  dashed?: boolean;
}

export interface TrendDatum {
  date: string;
  values: Readonly<Record<string, number | null>>;
  /** an extra line for the tooltip, e.g. "of 12 prompts with an AI answer" */
  detail?: string;
}

export interface TrendRow {
  /** days since 1970-01-01 (UTC): the x axis is a time axis, so snapshots weeks apart sit weeks apart */
  x: number;
  date: string;
  detail?: string;
  [series: string]: number | string | null | undefined;
}

const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && Number.isFinite(Date.parse(`${d}T00:00:00Z`));

/** Rows for the chart, in date order; a value that is not a finite number becomes null (a gap). */
export function chartRows(data: readonly TrendDatum[], keys: readonly string[]): TrendRow[] {
  return data
    .filter((d) => isDay(d.date))
    .map((d) => {
      const row: TrendRow = { x: dayNumber(d.date), date: d.date, detail: d.detail };
      for (const k of keys) {
        const v = d.values[k];
        row[k] = typeof v === 'number' && Number.isFinite(v) ? v : null;
      }
      return row;
    })
    .sort((a, b) => a.x - b.x);
}

/** True when at least one series has a value on at least one day. */
export const hasValues = (rows: readonly TrendRow[], keys: readonly string[]): boolean =>
  rows.some((r) => keys.some((k) => typeof r[k] === 'number'));

/** Indexes of values with no value either side: a line cannot show them, so they get a dot. */
export function loneIndexes(rows: readonly TrendRow[], key: string): Set<number> {
  const has = (i: number) => typeof rows[i]?.[key] === 'number';
  const out = new Set<number>();
  rows.forEach((_, i) => {
    if (has(i) && !has(i - 1) && !has(i + 1)) out.add(i);
  });
  return out;
}

/** The x domain; a single day is widened by a day either side so it is not drawn on the axis' edge. */
export function dayDomain(rows: readonly TrendRow[]): [number, number] | null {
  const first = rows[0]?.x;
  const last = rows[rows.length - 1]?.x;
  if (first === undefined || last === undefined) return null;
  return first === last ? [first - 1, last + 1] : [first, last];
}

/** At most `max` evenly spread whole-day ticks, always the first and last day. */
export function dayTicks([first, last]: [number, number], max = 7): number[] {
  const span = last - first;
  if (span <= 0) return [first];
  const step = Math.max(1, Math.ceil(span / Math.max(1, max - 1)));
  const ticks: number[] = [];
  for (let x = first; x < last; x += step) ticks.push(x);
  // the last tick replaces one that would crowd it
  if (ticks.length > 1 && last - (ticks[ticks.length - 1] ?? last) < step / 2) ticks.pop();
  ticks.push(last);
  return ticks;
}

/**
 * How many day ticks fit under a phone's chart (about 290 px of axis): seven short labels ("11-05"), or four long
 * ones when the axis crosses a year ("2025-11-05"). The chart draws every tick it is given, so this keeps them apart.
 */
export function dayTickCount(domain: [number, number]): number {
  return tickLabel(domain[0], domain).length > 5 ? 4 : 7;
}

/** "11-05" within one year; "2025-11-05" when the axis crosses a year, so December does not look like May. */
export function tickLabel(x: number, [first, last]: [number, number]): string {
  const d = dayFromNumber(x);
  return dayFromNumber(first).slice(0, 4) === dayFromNumber(last).slice(0, 4) ? d.slice(5) : d;
}

/** The class of every annotation marker: one colour on every chart, so a team learns it once. */
export const MARKER_CLASS = 'text-fuchsia-700';

/**
 * The value ticks of an axis from `low` to at least `high`: about `count` round steps (1, 2, 2.5 or 5 times a power
 * of ten; whole numbers only when `whole`), the last tick at or above the largest value.
 */
export function niceTicks(low: number, high: number, count = 5, whole = true): number[] {
  const span = high > low ? high - low : 1;
  const raw = span / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / power;
  let step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * power;
  if (whole) step = Math.max(1, Math.ceil(step));
  const steps = Math.max(1, Math.ceil(span / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, i) => low + i * step);
}

/** The parts of an annotation a chart needs (src/api/annotations.ts). */
export interface MarkerSource {
  id: number;
  date: string;
  label: string;
  note?: string | null;
}

export interface Marker {
  date: string;
  x: number;
  /** every annotation of that day, in id order */
  ids: number[];
  /** what the chart writes beside the line: shortened, with "+1" when a day has two */
  short: string;
  /** every label of the day, in full, for the text list and screen readers */
  full: string;
  /** where the label goes: markers right of the middle write to the left of their line, so none is cut */
  side: 'left' | 'right';
  /** label row (0-2): labels close to each other go one row lower, so they do not overlap */
  row: number;
}

export const LABEL_CHARS = 24;
const shorten = (s: string) => (s.length > LABEL_CHARS ? `${s.slice(0, LABEL_CHARS - 1)}…` : s);

/**
 * Markers inside the chart's days (those outside would stretch the axis), one per date. `near` is the share of
 * the axis within which two labels on the same side would overlap.
 */
export function placeMarkers(
  notes: readonly MarkerSource[],
  domain: [number, number] | null,
  near = 0.18,
): Marker[] {
  if (!domain) return [];
  const [first, last] = domain;
  const byDate = new Map<string, MarkerSource[]>();
  for (const n of notes) {
    if (!isDay(n.date)) continue;
    const x = dayNumber(n.date);
    if (x < first || x > last) continue;
    byDate.set(n.date, [...(byDate.get(n.date) ?? []), n]);
  }
  const width = Math.max(1, last - first);
  const middle = first + width / 2;
  const lastOnSide: Record<Marker['side'], { x: number; row: number } | undefined> = {
    left: undefined,
    right: undefined,
  };
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => {
      const sorted = [...list].sort((a, b) => a.id - b.id);
      const x = dayNumber(date);
      const side: Marker['side'] = x > middle ? 'left' : 'right';
      const prev = lastOnSide[side];
      const row = prev && (x - prev.x) / width < near ? (prev.row + 1) % 3 : 0;
      lastOnSide[side] = { x, row };
      const labels = sorted.map((n) => n.label);
      return {
        date,
        x,
        ids: sorted.map((n) => n.id),
        short: shorten(labels[0] ?? '') + (labels.length > 1 ? ` +${labels.length - 1}` : ''),
        full: labels.join('; '),
        side,
        row,
      };
    });
}

/**
 * A trend chart's text for screen readers: its title, summary and markers. The chart's caption, and the text of
 * its placeholder while it is not drawn yet, so a chart far down the page says what it shows before anyone
 * scrolls to it.
 */
export function trendCaption(
  title: string,
  summary: string | undefined,
  data: readonly TrendDatum[],
  series: readonly { key: string }[],
  annotations: readonly MarkerSource[] = [],
): string {
  const domain = dayDomain(
    chartRows(
      data,
      series.map((s) => s.key),
    ),
  );
  const markers = placeMarkers(annotations, domain);
  return (
    `${title}${summary ? `: ${summary}` : ''}` +
    (markers.length ? ` Markers: ${markers.map((m) => `${m.date} ${m.full}`).join('; ')}.` : '')
  );
}
