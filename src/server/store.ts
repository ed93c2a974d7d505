import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The proxy's own store (`<dataDir>/searchboard.db`): the credit ledger, the paid-answer cache, the SERP archive and
 * the team's chart annotations and the report share links.
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
    -- which audit a paid audit row of the ledger is for, until its crawl ends and its real cost is known
    CREATE TABLE IF NOT EXISTS audit_charges (
      ledger_id INTEGER PRIMARY KEY,
      audit_id TEXT NOT NULL,
      op TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('create', 'recheck')),
      max_pages INTEGER,
      upper_bound INTEGER,
      running_seen INTEGER NOT NULL DEFAULT 0,
      recorded_at TEXT NOT NULL,
      pages INTEGER,
      settled_at TEXT
    );
    CREATE INDEX IF NOT EXISTS audit_charges_audit ON audit_charges (audit_id);
    -- pages of each audit's latest finished crawl seen in a status read: what a recheck of it may cost
    CREATE TABLE IF NOT EXISTS audit_pages (
      audit_id TEXT PRIMARY KEY,
      pages INTEGER NOT NULL,
      seen_at TEXT NOT NULL
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
    CREATE TABLE IF NOT EXISTS shares (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      site_id INTEGER NOT NULL,
      label TEXT,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      revoked_at TEXT
    );
    CREATE INDEX IF NOT EXISTS shares_site ON shares (site_id, created_at);
  `);
  migrate(db);
  return db;
}

/**
 * Changes to tables that exist already, in order; `PRAGMA user_version` says how many have run. Each runs in one
 * immediate transaction, so two processes opening one store at once cannot both apply it.
 */
const MIGRATIONS: ((db: Database.Database) => void)[] = [
  // 1 (issue 18): the ledger holds reservations — 'reserved' while a paid call is in flight, 'unknown' when its
  // outcome cannot be told — and what a later read needs to reconcile them (`detail`). SQLite cannot change a
  // CHECK constraint in place: the table is rebuilt with its rows.
  (db) => {
    db.exec(`
      CREATE TABLE ledger_v1 (
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
        outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'failed', 'cache', 'refused', 'reserved', 'unknown')),
        detail TEXT
      );
      INSERT INTO ledger_v1 (id, at, area, op, target, credits, estimated, money_amount, money_currency, status, outcome)
        SELECT id, at, area, op, target, credits, estimated, money_amount, money_currency, status, outcome FROM ledger;
      DROP TABLE ledger;
      ALTER TABLE ledger_v1 RENAME TO ledger;
      CREATE INDEX IF NOT EXISTS ledger_at ON ledger (at);
      CREATE INDEX IF NOT EXISTS ledger_open ON ledger (outcome, op);
      -- one name per operation everywhere: the price names the audit charges kept become the operations' ids
      UPDATE audit_charges SET op = CASE
        WHEN op = 'audits.standard' AND kind = 'create' THEN 'audits.create.standard'
        WHEN op = 'audits.standard' THEN 'audits.recheck.standard'
        WHEN op = 'audits.advanced' AND kind = 'create' THEN 'audits.create.advanced'
        WHEN op = 'audits.advanced' THEN 'audits.recheck.advanced'
        ELSE op END;
    `);
  },
  // 2 (issue 20): a share link keeps the exact view of the report it was made from (range, sections, engine) as
  // JSON; links made before have none and show the report's defaults
  (db) => {
    db.exec('ALTER TABLE shares ADD COLUMN view TEXT');
  },
  // 3 (issue 20): every date an audit has a crawl snapshot on, as the proxy learns them from free reads
  // (audit-dates.ts), so the history page shows the team one timeline
  (db) => {
    db.exec(`
      CREATE TABLE audit_dates (
        audit_id TEXT NOT NULL,
        date TEXT NOT NULL,
        source TEXT NOT NULL,
        first_seen_at TEXT NOT NULL,
        PRIMARY KEY (audit_id, date)
      )
    `);
  },
];

function migrate(db: Database.Database): void {
  for (;;) {
    const applied = db
      .transaction(() => {
        const version = db.pragma('user_version', { simple: true }) as number;
        const next = MIGRATIONS[version];
        if (!next) return false;
        next(db);
        db.pragma(`user_version = ${version + 1}`);
        return true;
      })
      .immediate();
    if (!applied) return;
  }
}
