import type Database from 'better-sqlite3';
import { crawlModel, type CrawlModel } from './model.ts';
import { getSite } from '../../core-data.ts';
import { getAuditRow, runsOf, runStart, settingsOf, type AuditRow, type RunRow } from './store.ts';
import { themeFor } from './themes.ts';
import type { CrawlView } from './view.ts';

export type AuditStatus = 'queued' | 'processing' | 'finished' | 'cancelled' | 'expired';

export interface RunState {
  run: RunRow;
  status: Exclude<AuditStatus, 'expired'>;
  /** pages crawled so far */
  pages: number;
  start: number;
  crawlStart: number;
  finishedAt?: number;
}

/** queued for queue_ms, then processing with pages growing linearly toward final_pages, then finished. */
export function runState(run: RunRow, now: number): RunState {
  const start = runStart(run);
  const crawlStart = start + run.queue_ms;
  const base = { run, start, crawlStart };
  if (run.cancelled_pages !== null) return { ...base, status: 'cancelled', pages: run.cancelled_pages };
  if (now < crawlStart) return { ...base, status: 'queued', pages: 0 };
  const done = crawlStart + run.crawl_ms;
  if (now < done) {
    const pages = Math.max(1, Math.floor((run.final_pages * (now - crawlStart)) / Math.max(1, run.crawl_ms)));
    return { ...base, status: 'processing', pages: Math.min(pages, run.final_pages) };
  }
  return { ...base, status: 'finished', pages: run.final_pages, finishedAt: done };
}

export interface AuditState {
  audit: AuditRow;
  runs: RunRow[];
  current: RunState;
  status: AuditStatus;
  /** the last finished run before the current one */
  previous: RunState | undefined;
  /** pages whose data can be read (none once the audit expired) */
  dataPages: number;
}

export function auditState(db: Database.Database, audit: AuditRow, now: number): AuditState {
  const runs = runsOf(db, audit.id);
  const last = runs[runs.length - 1];
  if (!last) throw new Error(`audit ${audit.id} has no run`);
  const current = runState(last, now);
  const before = runs.slice(0, -1).map((r) => runState(r, now));
  const previous = before.reverse().find((s) => s.status === 'finished');
  const status: AuditStatus = audit.expired ? 'expired' : current.status;
  return { audit, runs, current, status, previous, dataPages: audit.expired ? 0 : current.pages };
}

export const loadAudit = (db: Database.Database, id: number, now: number) =>
  auditState(db, getAuditRow(db, id), now);

export const hostOf = (url: string) => new URL(url).host;

export function viewOf(audit: AuditRow, rs: RunState, pages = rs.pages): CrawlView {
  const host = hostOf(audit.url);
  return {
    auditId: audit.id,
    runNo: rs.run.run_no,
    host,
    origin: new URL(audit.url).origin,
    theme: themeFor(host),
    settings: settingsOf(audit),
    pages,
    model: crawlModel(audit.id, rs.run.run_no, pages),
    crawlStart: rs.crawlStart,
    crawlMs: rs.run.crawl_ms,
    finalPages: rs.run.final_pages,
  };
}

export interface Stats {
  score: number;
  errors: number;
  warnings: number;
  notices: number;
  crawled: number;
}

export function statsOf(model: CrawlModel): Stats {
  const t = model.totals();
  return {
    score: model.score(),
    errors: t.errors,
    warnings: t.warnings,
    notices: t.notices,
    crawled: model.pages,
  };
}

/** Model of what the current run has crawled so far (kept for an expired audit: its summary survives). */
export const currentModel = (s: AuditState) => crawlModel(s.audit.id, s.current.run.run_no, s.current.pages);

export function groupIdOf(db: Database.Database, siteId: number): number {
  return getSite(db, siteId)?.group_id ?? 0;
}
