import type { AuditListItem } from '../../api/audit-schemas.ts';
import type { Group, GroupSites } from '../../api/groups.ts';
import { countOf } from '../../lib/plural.ts';
import { NO_KNOWN_GROUP } from './search.ts';
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

export interface GroupChoice {
  id: string;
  label: string;
}

export interface SitesByGroup<S> {
  /** the sites to show */
  sites: S[];
  /** what the select shows chosen: '' (every site) when the address names no group the account has */
  choice: string;
  /** the select's options after "All sites": each group with its count, then the sites in none known */
  options: GroupChoice[];
  /** what the filter shows, in words; none for every site */
  note?: string;
}

/**
 * The overview's sites, cut to one group as this dashboard moved them. `choice` is '' (every site), `none` (sites
 * in no group the dashboard knows of: never moved here, or moved into a group since deleted) or a group id; an id
 * the group list lacks falls back to every site, saying so. `groups`/`moved` are undefined while unread.
 */
export function sitesByGroup<S extends { id: number }>(
  sites: readonly S[],
  choice: string,
  groups: readonly Group[] | undefined,
  moved: readonly GroupSites[] | undefined,
): SitesByGroup<S> {
  const none = NO_KNOWN_GROUP;
  const listed = new Set((groups ?? []).map((g) => g.id));
  const groupOf = new Map<number, string>();
  for (const g of moved ?? [])
    if (listed.has(g.group_id)) for (const s of g.sites) groupOf.set(s.site_id, g.group_id);
  const count = (id: string) => sites.filter((s) => (groupOf.get(s.id) ?? none) === id).length;
  const options = [
    ...(groups ?? []).map((g) => ({ id: g.id, label: `${g.name} (${count(g.id)})` })),
    { id: none, label: `Not moved into a group here (${count(none)})` },
  ];
  const all = { sites: [...sites], choice: '', options };
  if (choice === '') return all;
  if (!groups || !moved) return { ...all, note: 'The groups could not be read, so every site is shown.' };
  const group = groups.find((g) => g.id === choice);
  if (choice !== none && !group)
    return { ...all, note: `Your account has no group #${choice}, so every site is shown.` };
  const shown = sites.filter((s) => (groupOf.get(s.id) ?? none) === choice);
  const of = `${shown.length} of ${countOf(sites.length, 'site')}`;
  const note = group
    ? shown.length === 0
      ? `No site was moved into “${group.name}” through this dashboard.`
      : `${of} in “${group.name}”, as moved through this dashboard.`
    : `${of} not moved into a group through this dashboard, or whose group was deleted.`;
  return { sites: shown, choice, options, note };
}
