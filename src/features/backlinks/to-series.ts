import type { BacklinkOverview } from '../../api/backlink-schemas.ts';

/** Pure shaping of the overview for its charts and bar lists (tested without a browser). */

export interface BarDatum {
  label: string;
  value: number;
}

/** Counts as bars in the order given; a count the service did not give draws no bar. */
const bars = (rows: readonly (readonly [string, number | null])[]): BarDatum[] =>
  rows.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));

/**
 * The backlink profile as bars, in reading order. A count the service did not give is left out of the chart
 * (a missing bar, not a zero one); the table beside the chart says "—" for it.
 */
export function backlinkProfileSeries(o: BacklinkOverview): BarDatum[] {
  const b = o.backlinks;
  return bars([
    ['All backlinks', b.total],
    ['Saved in report', b.backlinks_saved],
    ['To the homepage', b.backlinks_to_homepage],
    ['Nofollow', b.nofollow_backlinks],
    ['From .edu', b.edu_backlinks],
    ['From .gov', b.gov_backlinks],
  ]);
}

/** Referring domains that link to the homepage and to other pages (a domain can do both). */
export function domainTargetSeries(o: BacklinkOverview): BarDatum[] {
  const d = o.domains;
  return bars([
    ['All referring domains', d.total],
    ['Saved in report', d.domains_saved],
    ['Link to the homepage', d.domains_to_homepage],
    ['Link to other pages', d.domains_to_otherpage],
  ]);
}

export interface BarListRow<T = unknown> {
  key: string;
  item: T;
  label: string;
  value: number | null;
  /** 0–100, the bar's length against the largest value; null draws no bar */
  pct: number | null;
}

/** Rows of a ranked list with the bar length each deserves; nulls sort last and draw nothing. */
export function barList<T>(
  items: readonly T[],
  label: (t: T) => string,
  value: (t: T) => number | null,
): BarListRow<T>[] {
  const rows = items.map((t, i) => ({ key: `${i}:${label(t)}`, item: t, label: label(t), value: value(t) }));
  rows.sort((a, b) => (a.value === null ? 1 : b.value === null ? -1 : b.value - a.value));
  const max = Math.max(0, ...rows.map((r) => r.value ?? 0));
  return rows.map((r) => ({ ...r, pct: r.value === null || max <= 0 ? null : (r.value / max) * 100 }));
}

/** "not provided" for the null `ips` and `subnets` of the spec; a count or list if one ever arrives. */
export function networkValue(v: unknown): string {
  if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) return 'not provided';
  if (typeof v === 'number' || typeof v === 'string') return String(v);
  if (Array.isArray(v)) return `${v.length}`;
  return 'not provided';
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return undefined;
  }
})();

/** "GB" → "United Kingdom (GB)"; an unknown or missing code stays as it is. */
export function countryName(code: string | null): string {
  if (!code) return '—';
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return code;
  const name = regionNames?.of(c);
  return name && name !== c ? `${name} (${c})` : c;
}
