import type Database from 'better-sqlite3';
import { DAY_MS } from '../../clock.ts';
import { HttpError, type SandboxContext } from '../../http.ts';
import type { AuditSettings } from './settings.ts';

export interface AuditRow {
  id: number;
  site_id: number;
  url: string;
  title: string;
  settings: string;
  natural_pages: number;
  is_new: number;
  expired: number;
}

export interface RunRow {
  audit_id: number;
  run_no: number;
  /** ms since the epoch (in files from before absolute seeding, `anchored` rows: ms from a UTC midnight) */
  started_at: number;
  anchored: number;
  queue_ms: number;
  crawl_ms: number;
  final_pages: number;
  js: number;
  cancelled_pages: number | null;
}

export function migrateAudits(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS site_audits (
      id INTEGER PRIMARY KEY,
      site_id INTEGER NOT NULL,
      url TEXT NOT NULL,
      title TEXT NOT NULL,
      settings TEXT NOT NULL,
      natural_pages INTEGER NOT NULL,
      is_new INTEGER NOT NULL DEFAULT 0,
      expired INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS site_audit_runs (
      audit_id INTEGER NOT NULL REFERENCES site_audits(id) ON DELETE CASCADE,
      run_no INTEGER NOT NULL,
      started_at INTEGER NOT NULL,
      anchored INTEGER NOT NULL DEFAULT 0,
      queue_ms INTEGER NOT NULL,
      crawl_ms INTEGER NOT NULL,
      final_pages INTEGER NOT NULL,
      js INTEGER NOT NULL,
      cancelled_pages INTEGER,
      PRIMARY KEY (audit_id, run_no)
    );
  `);
}

export const FIRST_AUDIT_ID = 5101;

export function insertAudit(db: Database.Database, a: Omit<AuditRow, 'id'> & { id?: number }): number {
  const id =
    a.id ??
    (
      db.prepare('SELECT COALESCE(MAX(id), ?) + 1 AS id FROM site_audits').get(FIRST_AUDIT_ID - 1) as {
        id: number;
      }
    ).id;
  db.prepare(
    'INSERT INTO site_audits (id, site_id, url, title, settings, natural_pages, is_new, expired) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(id, a.site_id, a.url, a.title, a.settings, a.natural_pages, a.is_new, a.expired);
  return id;
}

export function insertRun(db: Database.Database, r: RunRow): void {
  db.prepare(
    `INSERT INTO site_audit_runs (audit_id, run_no, started_at, anchored, queue_ms, crawl_ms, final_pages, js, cancelled_pages)
     VALUES (@audit_id, @run_no, @started_at, @anchored, @queue_ms, @crawl_ms, @final_pages, @js, @cancelled_pages)`,
  ).run(r);
}

export const listAuditRows = (db: Database.Database) =>
  db.prepare('SELECT * FROM site_audits ORDER BY id').all() as AuditRow[];

export function getAuditRow(db: Database.Database, id: number): AuditRow {
  const row = db.prepare('SELECT * FROM site_audits WHERE id = ?').get(id) as AuditRow | undefined;
  if (!row) throw new HttpError(404, 'Audit not found');
  return row;
}

export const runsOf = (db: Database.Database, auditId: number) =>
  db.prepare('SELECT * FROM site_audit_runs WHERE audit_id = ? ORDER BY run_no').all(auditId) as RunRow[];

export const settingsOf = (a: AuditRow) => JSON.parse(a.settings) as AuditSettings;

/** When a run started; every run holds an absolute time. */
export const runStart = (r: RunRow) => r.started_at;

/**
 * A sandbox file written before seeded runs got absolute times holds them relative to "today": they are pinned
 * to the day of this start, and from then on stay where they are.
 */
export function pinRelativeRuns(ctx: SandboxContext): void {
  const now = ctx.clock.now().getTime();
  ctx.db
    .prepare('UPDATE site_audit_runs SET started_at = started_at + ?, anchored = 0 WHERE anchored = 1')
    .run(now - (now % DAY_MS));
}

export const deleteRun = (db: Database.Database, auditId: number, runNo: number) =>
  db.prepare('DELETE FROM site_audit_runs WHERE audit_id = ? AND run_no = ?').run(auditId, runNo);
