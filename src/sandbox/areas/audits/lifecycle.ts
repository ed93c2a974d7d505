import type Database from 'better-sqlite3';
import type { SandboxContext } from '../../http.ts';
import { createRng, hashString } from '../../rng.ts';
import { settingInt, type AuditSettings } from './settings.ts';
import { insertRun, type AuditRow } from './store.ts';

/** How many pages a site has: the seeded sites have fixed sizes, any other domain gets one from its name. */
const KNOWN_SIZES: Record<string, number> = {
  'www.northwind-outdoor.com': 1240,
  'bloom-botanics.co.uk': 386,
  'www.quantaledger.io': 874,
  'www.bazaarline.com': 312_480,
};

export const naturalPagesFor = (host: string) =>
  KNOWN_SIZES[host] ?? 120 + (hashString(`size:${host}`) % 2400);

/** A site grows or shrinks a little between crawls; max_pages caps what one crawl reaches. */
export function finalPagesFor(
  auditId: number,
  runNo: number,
  natural: number,
  settings: AuditSettings,
): number {
  const drift = 0.97 + createRng(`pages:${auditId}:${runNo}`).next() * 0.06;
  return Math.max(1, Math.min(settingInt(settings, 'max_pages'), Math.round(natural * drift)));
}

/** Starts a crawl now: queued for auditQueueMs, then crawling for a duration picked in auditCrawlMs. */
export function startRun(
  db: Database.Database,
  ctx: SandboxContext,
  audit: Pick<AuditRow, 'id' | 'natural_pages'>,
  settings: AuditSettings,
  runNo: number,
  js: boolean,
): void {
  const [min, max] = ctx.timing.auditCrawlMs;
  const span = Math.max(0, max - min);
  insertRun(db, {
    audit_id: audit.id,
    run_no: runNo,
    started_at: ctx.clock.now().getTime(),
    anchored: 0,
    queue_ms: ctx.timing.auditQueueMs,
    crawl_ms: min + (hashString(`crawl:${audit.id}:${runNo}`) % (span + 1)),
    final_pages: finalPagesFor(audit.id, runNo, audit.natural_pages, settings),
    js: js ? 1 : 0,
    cancelled_pages: null,
  });
}
