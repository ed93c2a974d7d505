import type { PositionRow } from './repo.ts';

/**
 * The site-level view of its tracked keywords, day by day, and its competitors: pure over the stored days, so the
 * gap rules are tested without a store. A day with no check is absent (a gap), never a zero; the average position
 * is over the keywords found that day, and the shares over the keywords checked that day.
 */

export interface SiteDay {
  day: string;
  checked: number;
  found: number;
  /** mean position of the keywords found, null when none was */
  average: number | null;
  /** share (0-1) of the checked keywords in the top 3 / top 10 */
  top3: number;
  top10: number;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export function siteTrend(rows: Iterable<PositionRow>): SiteDay[] {
  const byDay = new Map<string, PositionRow[]>();
  for (const r of rows) {
    const list = byDay.get(r.day);
    if (list) list.push(r);
    else byDay.set(r.day, [r]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => {
      const found = list.map((r) => r.position).filter((p): p is number => p !== null);
      return {
        day,
        checked: list.length,
        found: found.length,
        average: found.length ? round(found.reduce((a, b) => a + b, 0) / found.length, 1) : null,
        top3: round(found.filter((p) => p <= 3).length / list.length, 4),
        top10: round(found.filter((p) => p <= 10).length / list.length, 4),
      };
    });
}

export interface Competitor {
  domain: string;
  /** keyword-days in the top 10 over the period */
  appearances: number;
  /** share of the keyword-days checked in which it was in the top 10 */
  share: number;
  /** per day: its mean place among the top 10s it appeared in, null on days it appeared in none */
  days: { day: string; average: number | null }[];
}

/**
 * The domains seen most often in the top 10 of the tracked keywords (the site's own domain left out), each with
 * its mean top-10 place per day, and the site's own by the same rule, so the lines compare like with like.
 */
export function competitors(
  rows: readonly PositionRow[],
  ownDomain: string,
  limit = 5,
): { competitors: Competitor[]; site: { day: string; average: number | null }[] } {
  const total = rows.length;
  const counts = new Map<string, number>();
  for (const r of rows)
    for (const d of new Set(r.top10)) if (d !== ownDomain) counts.set(d, (counts.get(d) ?? 0) + 1);
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([domain]) => domain);
  const days = [...new Set(rows.map((r) => r.day))].sort();
  const perDay = (domain: string) => {
    const sums = new Map<string, { sum: number; n: number }>();
    for (const r of rows) {
      const i = r.top10.indexOf(domain);
      if (i < 0) continue;
      const s = sums.get(r.day) ?? { sum: 0, n: 0 };
      s.sum += i + 1;
      s.n++;
      sums.set(r.day, s);
    }
    return days.map((day) => {
      const s = sums.get(day);
      return { day, average: s ? round(s.sum / s.n, 1) : null };
    });
  };
  return {
    competitors: top.map((domain) => ({
      domain,
      appearances: counts.get(domain) ?? 0,
      share: total ? round((counts.get(domain) ?? 0) / total, 4) : 0,
      days: perDay(domain),
    })),
    site: perDay(ownDomain),
  };
}
