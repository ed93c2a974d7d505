import { bareDomain } from '../../lib/url-parts.ts';
import type { Store } from '../store/store.ts';
import { targetKey, type BacklinkTarget } from './observe-backlinks.ts';
import {
  backlinkListSchema,
  freeRead,
  overviewSchema,
  type AuditListItem,
  type BacklinkListItem,
  type InternalCall,
} from './upstream-reads.ts';

/**
 * Referring domains of each backlink report, recorded in `backlink_counts` as they are seen: the service refreshes a
 * report in place, so what a target had before lives only in what was recorded then. The latest report of each
 * target is read through its overview (the count the report's page shows); a count once recorded is not read again.
 */

const PAGE = 1000;
const MAX_PAGES = 20;

async function readReports(call: InternalCall): Promise<BacklinkListItem[]> {
  const reports: BacklinkListItem[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await freeRead(
      call,
      backlinkListSchema,
      'backlinks.list',
      {},
      { limit: PAGE, offset: page * PAGE },
    );
    reports.push(...body.reports);
    if (body.reports.length < PAGE || (body.total_reports !== null && reports.length >= body.total_reports))
      break;
  }
  return reports;
}

/** The site a target belongs to: the one site whose audited URL has its domain (as the share gate matches them). */
function siteOfDomain(audits: readonly AuditListItem[]): (target: string) => number | null {
  const sites = new Map<string, Set<number>>();
  for (const a of audits) {
    if (!a.url || a.site_id === null) continue;
    const d = bareDomain(a.url);
    sites.set(d, (sites.get(d) ?? new Set()).add(a.site_id));
  }
  return (target) => {
    const found = sites.get(bareDomain(target));
    return found?.size === 1 ? ([...found][0] ?? null) : null;
  };
}

/** `replace`: a count read now is better than one kept (a null kept while the report had none yet). */
async function record(
  store: Store,
  key: string,
  at: string,
  count: number | null,
  siteId: number | null,
  replace: boolean,
) {
  await store.db
    .insertInto('backlink_counts')
    .values({ target: key, at, referring_domains: count, site_id: siteId })
    .onConflict((oc) =>
      count === null || !replace
        ? oc.columns(['target', 'at']).doNothing()
        : oc.columns(['target', 'at']).doUpdateSet({ referring_domains: count, site_id: siteId }),
    )
    .execute();
}

export async function backlinkTargets(
  deps: { call: InternalCall; store: Store },
  audits: readonly AuditListItem[],
): Promise<BacklinkTarget[]> {
  const siteOf = siteOfDomain(audits);
  const reports = (await readReports(deps.call)).filter((r) => r.id && r.target && r.created);
  const latest = new Map<string, BacklinkListItem>();
  for (const r of reports) {
    const key = targetKey(r.mode ?? 'domain', r.target as string);
    const seen = latest.get(key);
    if (!seen || (seen.created as string) < (r.created as string)) latest.set(key, r);
  }
  // the other reports of a target: the list's count, so a target's reports compare from the first look
  const newest = new Set(latest.values());
  for (const r of reports) {
    if (newest.has(r)) continue;
    const key = targetKey(r.mode ?? 'domain', r.target as string);
    await record(deps.store, key, r.created as string, r.refdomains, siteOf(r.target as string), false);
  }
  const out: BacklinkTarget[] = [];
  for (const [key, report] of latest) {
    const at = report.created as string;
    const siteId = siteOf(report.target as string);
    const kept = async () =>
      deps.store.db
        .selectFrom('backlink_counts')
        .select(['at', 'referring_domains'])
        .where('target', '=', key)
        .where('at', '<=', at)
        .execute();
    let counts = await kept();
    if (!counts.some((k) => k.at === at && k.referring_domains !== null)) {
      const overview = await freeRead(deps.call, overviewSchema, 'backlinks.overview', {
        report_id: report.id as string,
      }).catch(() => null);
      await record(deps.store, key, at, overview?.domains?.total ?? report.refdomains, siteId, true);
      counts = await kept();
    }
    out.push({
      key,
      label: report.target as string,
      siteId,
      reportId: report.id as string,
      counts: counts.map((k) => ({ at: k.at, referringDomains: k.referring_domains })),
    });
  }
  return out;
}
