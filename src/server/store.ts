import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The proxy's own store (`<dataDir>/searchboard.db`): the credit ledger, the paid-answer cache, the SERP archive and
 * the team's chart annotations.
 * Apart from the sandbox's database, so a real upstream and the sandbox keep the same history here.
 */
export function openStore(dataDir: string | ':memory:'): Database.Database {
  let path = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    path = join(dataDir, 'searchboard.db');
  }
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS ledger (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      at TEXT NOT NULL,
      area TEXT NOT NULL,
      op TEXT NOT NULL,
      target TEXT,
      credits INTEGER,
      estimated INTEGER NOT NULL DEFAULT 0,
      money_amount REAL,
      money_currency TEXT,
      status INTEGER NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'failed', 'cache', 'refused'))
    );
    CREATE INDEX IF NOT EXISTS ledger_at ON ledger (at);
    CREATE TABLE IF NOT EXISTS answer_cache (
      key TEXT PRIMARY KEY,
      op TEXT NOT NULL,
      status INTEGER NOT NULL,
      content_type TEXT NOT NULL,
      body BLOB NOT NULL,
      stored_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS serp_archive (
      task_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('standard', 'advanced')),
      body BLOB NOT NULL,
      keyword TEXT,
      device TEXT,
      location_id TEXT,
      language_code TEXT,
      crawled_at TEXT,
      stored_at TEXT NOT NULL,
      PRIMARY KEY (task_id, kind)
    );
    CREATE TABLE IF NOT EXISTS annotations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      site_id INTEGER NOT NULL,
      date TEXT NOT NULL,
      label TEXT NOT NULL,
      note TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS annotations_site ON annotations (site_id, date);
  `);
  return db;
}
