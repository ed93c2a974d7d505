import type { Observation } from './observation.ts';

/**
 * Each audit's last crawl against the one before, from the audit list's `stats` and `prev_stats` (the spec gives
 * both the same shape, score included, so no history read is needed). A crawl that did not finish (queued,
 * processing, cancelled, expired) and an audit crawled once (`prev_stats` null) are `missing`: nothing to compare,
 * never a drop. A figure of 0 is a real 0 (a crawl without errors); a null is no figure.
 */

export interface AuditFigures {
  score: number | null;
  errors: number | null;
}

export interface AuditRow {
  id: number;
  siteId: number | null;
  title: string;
  status: string | null;
  /** the list's `last_update` (a day) */
  lastUpdate: string | null;
  /** the finished crawl's `audit_time` (status read), which tells two crawls of one day apart */
  auditTime: string | null;
  /** the day of the crawl before, when known (the crawl dates the proxy learnt); null: unknown */
  previousAt: string | null;
  stats: AuditFigures | null;
  prevStats: AuditFigures | null;
}

/** What a comparison says of the earlier crawl when its day is not known. */
export const PREVIOUS_CRAWL = 'the previous crawl';

const SIDES = [
  { key: 'score', metric: 'audits.score_drop' },
  { key: 'errors', metric: 'audits.new_errors' },
] as const;

const num = (v: number | null | undefined): number | null =>
  v !== null && v !== undefined && Number.isFinite(v) ? v : null;

function whyMissing(a: AuditRow, key: 'score' | 'errors'): string | undefined {
  const name = `“${a.title}”`;
  const status = a.status ?? 'unknown';
  if (status !== 'finished')
    return status === 'cancelled' || status === 'expired'
      ? `The last crawl of ${name} was ${status}.`
      : `The crawl of ${name} has not finished (${status}).`;
  if (!a.prevStats) return `${name} has one crawl: nothing to compare with yet.`;
  if (num(a.stats?.[key]) === null) return `The last crawl of ${name} has no ${key}.`;
  if (num(a.prevStats[key]) === null) return `The previous crawl of ${name} has no ${key}.`;
  return undefined;
}

export function observeAudits(rows: readonly AuditRow[]): Observation[] {
  const out: Observation[] = [];
  for (const a of rows) {
    const crawl = a.auditTime ?? a.lastUpdate;
    // no date at all: nothing tells this crawl from the next, so it cannot be one event
    if (!crawl) continue;
    const nowAt = a.lastUpdate ?? crawl.slice(0, 10);
    for (const { key, metric } of SIDES) {
      const missing = whyMissing(a, key);
      out.push({
        metric,
        siteId: a.siteId,
        subject: `audit:${a.id}`,
        label: a.title,
        before: a.prevStats ? { value: num(a.prevStats[key]), at: a.previousAt ?? PREVIOUS_CRAWL } : null,
        now: { value: num(a.stats?.[key]), at: nowAt },
        ...(missing ? { missing } : {}),
        url: `/audits/${a.id}`,
        event: `crawl:${crawl}`,
      });
    }
  }
  return out;
}
