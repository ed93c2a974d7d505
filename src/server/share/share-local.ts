import { dayNumber } from '../../lib/dates.ts';
import { changeOver } from '../../lib/positions.ts';
import type { Annotation } from '../http/annotations.ts';
import type { PositionRow, PositionsRepo } from '../positions/repo.ts';
import { siteTrend } from '../positions/trends.ts';
import { readableFrom, type ReportView } from './share-view.ts';

/**
 * What a share link's holder reads of the proxy's own store: the report's rank-tracking section and its
 * annotations, cut to the link's view. The section draws the keyword count, the domain and cadence, each keyword's
 * position at the range's end with its 7-day move, and the daily top-3 / top-10 shares over the range; nothing
 * else leaves here. Runs (their messages tell the team's budget), the schedule, tags, competitors and every day
 * outside the range stay with the team.
 */

const inView = (view: ReportView) => (r: PositionRow) => r.day >= view.from && r.day <= view.to;

/** The answer of `GET /positions` for a link: the report section's figures as of the range's end. */
export async function sharedPositions(repo: PositionsRepo, siteId: number, view: ReportView) {
  const [settings, keywords, byKeyword] = await Promise.all([
    repo.settings(siteId),
    repo.keywords(siteId),
    repo.siteDays(siteId, view.from),
  ]);
  const rows = keywords.flatMap((k) => {
    const days = (byKeyword.get(k.id) ?? []).filter(inView(view));
    // a keyword added after the range, and never checked in it, was not part of the view
    if (days.length === 0 && k.created_at.slice(0, 10) > view.to) return [];
    const latest = days.at(-1);
    return [
      {
        id: k.id,
        keyword: k.keyword,
        location_id: k.location_id,
        language_code: k.language_code,
        device: k.device,
        day: latest?.day ?? null,
        position: latest ? latest.position : null,
        change7: changeOver(days, 7) ?? null,
      },
    ];
  });
  return {
    settings: settings ? { domain: settings.domain, cadence: settings.cadence } : null,
    keywords: rows,
    schedule: null,
    running: null,
    runs: [],
  };
}

/**
 * The answer of `GET /positions/trends` for a link, whatever `days` asked: the site's days inside its range and the
 * period before it, whose mean the report's changes compare with (`readableFrom`).
 */
export async function sharedTrends(repo: PositionsRepo, siteId: number, view: ReportView) {
  const since = readableFrom(view);
  const compared = { ...view, from: since };
  const rows = [...(await repo.siteDays(siteId, since)).values()].flat().filter(inView(compared));
  const days = dayNumber(view.to) - dayNumber(since) + 1;
  return { days, since, trend: siteTrend(rows), competitors: [], site: [] };
}

/** A link's annotations: those dated inside its range. */
export const sharedAnnotations = (items: readonly Annotation[], view: ReportView): Annotation[] =>
  items.filter((a) => a.date >= view.from && a.date <= view.to);
