import type { AuditListItem } from '../../api/audit-schemas.ts';
import { addDays, isoDay } from '../../lib/dates.ts';
import { bareDomain } from '../../lib/url-parts.ts';

/** Pure shaping of the morning overview: what each site card and the top strip show. */

export interface SiteAudit {
  auditId: number;
  /** null when the audit has no finished run yet (no data, not 0) */
  score: number | null;
  /** against the run before (prev_stats); null when there is none */
  change: number | null;
  lastUpdate: string | null;
  status: string;
}

/** The site's newest audit (by last update, then id), its score and the change since the run before. */
export function siteAudit(items: readonly AuditListItem[], siteId: number): SiteAudit | undefined {
  const a = items
    .filter((x) => x.site_id === siteId)
    .sort((x, y) => (y.last_update ?? '').localeCompare(x.last_update ?? '') || y.id - x.id)[0];
  if (!a) return undefined;
  const score = a.stats ? a.stats.score : null;
  return {
    auditId: a.id,
    score,
    change: score !== null && a.prev_stats ? score - a.prev_stats.score : null,
    lastUpdate: a.last_update,
    status: a.status,
  };
}

/** Audits still waiting or crawling: what the team has running. */
export const runningAudits = (items: readonly Pick<AuditListItem, 'status'>[]) =>
  items.filter((a) => a.status === 'queued' || a.status === 'processing').length;

/** SERP tasks of the last 24 hours not completed yet. */
export const queuedSerpTasks = (tasks: readonly { is_completed: boolean }[]) =>
  tasks.filter((t) => !t.is_completed).length;

export interface SiteBacklinks {
  reportId: string;
  backlinks: number | null;
  refdomains: number | null;
  created: string | null;
}

/** The newest backlink report on the site's domain, with the totals its list item carries. */
export function siteBacklinks(
  reports: readonly {
    id: string;
    target: string;
    created: string | null;
    backlinks: number | null;
    refdomains: number | null;
  }[],
  siteUrl: string | undefined,
): SiteBacklinks | undefined {
  const want = siteUrl ? bareDomain(siteUrl) : '';
  if (!want) return undefined;
  const r = reports
    .filter((x) => bareDomain(x.target) === want)
    .sort((a, b) => (b.created ?? '').localeCompare(a.created ?? '') || Number(b.id) - Number(a.id))[0];
  return r && { reportId: r.id, backlinks: r.backlinks, refdomains: r.refdomains, created: r.created };
}

/** The last 30 days ending today (UTC, the service's date): the AI figures' period. */
export function last30Days(now = new Date()): { from: string; to: string } {
  const to = isoDay(now);
  return { from: addDays(to, -29), to };
}
