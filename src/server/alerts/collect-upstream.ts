import { visibilityTrend } from '../../lib/ai-trend.ts';
import { engineLabel } from '../../lib/engine-vocabulary.ts';
import { previousPeriod } from '../../lib/period-change.ts';
import type { Store } from '../store/store.ts';
import { backlinkTargets } from './backlink-counts.ts';
import type { Collector } from './collector.ts';
import { aiPeriod, observeAi, type AiEngineRows } from './observe-ai.ts';
import { observeAudits, type AuditRow } from './observe-audits.ts';
import { observeBacklinks } from './observe-backlinks.ts';
import type { Observation } from './observation.ts';
import {
  auditListSchema,
  auditStatusSchema,
  enginesSchema,
  freeRead,
  rankingsSchema,
  type AuditListItem,
  type InternalCall,
} from './upstream-reads.ts';

export type { InternalCall } from './upstream-reads.ts';

/**
 * The collectors that read the service: AI presence once a day, audits and backlinks every hour. Free reads only,
 * through the proxy's own path (its pace toward the service, and the metering that learns from free answers).
 */
export interface UpstreamDeps {
  call: InternalCall;
  store: Store;
  /** not read: each check is given its own time (`collect(at)`), which sets the AI period */
  now?: () => Date;
}

const PAGE = 1000;
/** as many audits as the dashboard's own site list reads */
const MAX_PAGES = 20;

/** The whole audit list: the service has no list of sites, so it is the dashboard's list of sites too. */
export async function readAudits(call: InternalCall): Promise<AuditListItem[]> {
  const items: AuditListItem[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await freeRead(
      call,
      auditListSchema,
      'audits.list',
      {},
      { limit: PAGE, offset: page * PAGE },
    );
    items.push(...body.items);
    if (body.items.length < PAGE || (body.total !== null && items.length >= body.total)) break;
  }
  return items;
}

/** The sites to look at: those of the audit list, and those the team named in a rule or tracks ranks of. */
async function siteIds(deps: UpstreamDeps): Promise<number[]> {
  const [audits, rules, tracked] = await Promise.all([
    readAudits(deps.call),
    deps.store.db.selectFrom('alert_rules').select('site_id').where('site_id', 'is not', null).execute(),
    deps.store.db.selectFrom('positions_sites').select('site_id').execute(),
  ]);
  const ids = [
    ...audits.map((a) => a.site_id),
    ...rules.map((r) => r.site_id),
    ...tracked.map((r) => r.site_id),
  ];
  return [
    ...new Set(ids.filter((id): id is number => id !== null && Number.isSafeInteger(id) && id > 0)),
  ].sort((a, b) => a - b);
}

async function rankingsDays(call: InternalCall, siteId: number, engineId: number, from: string, to: string) {
  const items: { positions: ReturnType<typeof rankingsSchema.parse>['items'][number]['positions'] }[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await freeRead(
      call,
      rankingsSchema,
      'ai.prompts.rankings',
      { site_id: siteId, id: engineId },
      { date_from: from, date_to: to, limit: PAGE, offset: page * PAGE },
    );
    items.push(...body.items);
    if (body.items.length < PAGE || (body.total !== null && items.length >= body.total)) break;
  }
  const entries = items.map((i) => ({
    positions: i.positions.flatMap((p) =>
      p.date
        ? [
            {
              date: p.date.slice(0, 10),
              url_position: p.url_position,
              mention_position: p.mention_position,
              urls_count: null,
              mentions_count: null,
              organic_overlap: null,
              organic_overlap_percent: null,
            },
          ]
        : [],
    ),
  }));
  return visibilityTrend(entries, { from, to, top: 0 }).map((d) => ({
    date: d.date,
    link: d.link,
    mention: d.mention,
  }));
}

async function collectAi(deps: UpstreamDeps, at: Date): Promise<Observation[]> {
  const period = aiPeriod(at);
  const from = previousPeriod(period).from;
  const rows: AiEngineRows[] = [];
  const unread: Observation[] = [];
  for (const siteId of await siteIds(deps)) {
    const engines = await freeRead(deps.call, enginesSchema, 'ai.engines.list', { site_id: siteId }).catch(
      () => [],
    );
    const kinds = engines.map((e) => e.base_name);
    for (const e of engines) {
      if (e.id === null || !e.base_name) continue;
      const label = engineLabel(
        { base_name: e.base_name, country_code: e.country_code, id: e.id },
        { withId: kinds.filter((k) => k === e.base_name).length > 1 },
      );
      const row = { siteId, engineId: e.id, label };
      try {
        rows.push({ ...row, days: await rankingsDays(deps.call, siteId, e.id, from, period.to) });
      } catch {
        // an engine whose answers could not be read is no data, said so, never a drop
        for (const o of observeAi([{ ...row, days: [] }], period))
          unread.push({ ...o, missing: `The AI answers of ${label} could not be read.` });
      }
    }
  }
  return [...observeAi(rows, period), ...unread];
}

async function collectAudits(deps: UpstreamDeps): Promise<Observation[]> {
  const rows: AuditRow[] = [];
  for (const a of await readAudits(deps.call)) {
    if (a.id === null) continue;
    const finished = a.status === 'finished' && a.prev_stats !== null;
    // the crawl's time tells two crawls of one day apart; only a finished crawl with one before it is compared
    const status = finished
      ? await freeRead(deps.call, auditStatusSchema, 'audits.status', {}, { audit_id: a.id }).catch(
          () => null,
        )
      : null;
    rows.push({
      id: a.id,
      siteId: a.site_id,
      title: a.title ?? a.url ?? `Audit ${a.id}`,
      status: a.status,
      lastUpdate: a.last_update?.slice(0, 10) ?? null,
      auditTime: status?.status === 'finished' ? status.audit_time : null,
      previousAt: a.last_update ? await previousCrawlDay(deps.store, a.id, a.last_update.slice(0, 10)) : null,
      stats: a.stats,
      prevStats: a.prev_stats,
    });
  }
  return observeAudits(rows);
}

/** The day of the crawl before `day`, when the proxy learnt it from an earlier read. */
async function previousCrawlDay(store: Store, auditId: number, day: string): Promise<string | null> {
  const row = await store.db
    .selectFrom('audit_dates')
    .select('date')
    .where('audit_id', '=', String(auditId))
    .where('date', '<', day)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.date ?? null;
}

export function upstreamCollectors(deps: UpstreamDeps): Collector[] {
  return [
    { name: 'ai', when: 'daily', collect: (at) => collectAi(deps, at) },
    { name: 'audits', when: 'hourly', collect: () => collectAudits(deps) },
    {
      name: 'backlinks',
      when: 'hourly',
      collect: async () => observeBacklinks(await backlinkTargets(deps, await readAudits(deps.call))),
    },
  ];
}
