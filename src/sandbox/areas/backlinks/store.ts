import type Database from 'better-sqlite3';
import { DAY_MS } from '../../clock.ts';
import { HttpError } from '../../http.ts';
import type { ReportRow } from './model.ts';
import { targetSize, type Mode } from './targets.ts';

/** Reports are stored as their header only; rows are generated (model.ts). */

export function migrateBacklinks(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS backlink_reports (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mode TEXT NOT NULL,
      target TEXT NOT NULL,
      backlinks INTEGER NOT NULL,
      refdomains INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
  `);
}

/** Seeded reports in id order (1…6); `hoursAgo` keeps their dates relative to the seeding day. */
export const SEED_REPORTS: { mode: Mode; target: string; hoursAgo: number }[] = [
  // The large one: 12,840 known backlinks, the first 10,000 saved in the report.
  { mode: 'domain', target: 'northwind-outdoor.com', hoursAgo: 3 * 24 + 4 },
  { mode: 'domain', target: 'bloom-botanics.co.uk', hoursAgo: 12 * 24 + 7 },
  { mode: 'url', target: 'https://www.quantaledger.io/pricing', hoursAgo: 26 },
  { mode: 'domain', target: 'trailforge-gear.com', hoursAgo: 30 * 24 + 2 },
  { mode: 'host', target: 'blog.bloom-botanics.co.uk', hoursAgo: 45 * 24 + 9 },
  { mode: 'url', target: 'https://www.northwind-outdoor.com/collections/tents', hoursAgo: 60 * 24 + 5 },
];

export function seedBacklinks(db: Database.Database, now: Date): void {
  const ins = db.prepare(
    'INSERT INTO backlink_reports (mode, target, backlinks, refdomains, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const r of SEED_REPORTS) {
    const size = targetSize(r.mode, r.target);
    ins.run(r.mode, r.target, size.backlinks, size.domains, now.getTime() - (r.hoursAgo * DAY_MS) / 24);
  }
}

export function insertReport(db: Database.Database, mode: Mode, target: string, now: Date): number {
  const size = targetSize(mode, target);
  const res = db
    .prepare(
      'INSERT INTO backlink_reports (mode, target, backlinks, refdomains, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(mode, target, size.backlinks, size.domains, now.getTime());
  return Number(res.lastInsertRowid);
}

/** A report id as sent (path or body): digits only, numbers sent as strings accepted. */
export function parseReportId(raw: unknown): number | undefined {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
}

export function getReport(db: Database.Database, id: number): ReportRow | undefined {
  return db.prepare('SELECT * FROM backlink_reports WHERE id = ?').get(id) as ReportRow | undefined;
}

/** spec, Errors 4: 400 `Invalid report ID`, 404 `Backlink report not found`. */
export function requireReport(db: Database.Database, raw: unknown): ReportRow {
  const id = parseReportId(raw);
  if (id === undefined) throw new HttpError(400, 'Invalid report ID');
  const row = getReport(db, id);
  if (!row) throw new HttpError(404, 'Backlink report not found');
  return row;
}

export function listReports(
  db: Database.Database,
  search: string,
  limit: number,
  offset: number,
): { total: number; rows: ReportRow[] } {
  const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = "WHERE lower(target) LIKE ? ESCAPE '\\'";
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM backlink_reports ${where}`).get(like) as { n: number })
    .n;
  const rows = db
    .prepare(`SELECT * FROM backlink_reports ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(like, limit, offset) as ReportRow[];
  return { total, rows };
}
