import type Database from 'better-sqlite3';

/**
 * The SQLite engine's schema: the tables of the first release, then changes in order; `PRAGMA user_version` says
 * how many have run. Each runs in one immediate transaction, so two processes opening one store at once cannot
 * both apply it. (PostgreSQL's schema is in `pg-schema.ts`; a change to the tables goes in both.)
 */
const BASE = `
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
`;

const MIGRATIONS: string[] = [
  // 1 (issue 18): the ledger holds reservations — 'reserved' while a paid call is in flight, 'unknown' when its
  // outcome cannot be told — and what a later read needs to reconcile them (`detail`). SQLite cannot change a
  // CHECK constraint in place: the table is rebuilt with its rows.
  `
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
  `,
  // 2 (issue 20): a share link keeps the exact view of the report it was made from (range, sections, engine) as
  // JSON; links made before have none and show the report's defaults
  'ALTER TABLE shares ADD COLUMN view TEXT',
  // 3 (issue 22): rank tracking's tables (created by its repository until now, hence IF NOT EXISTS), and the
  // tables that replicas share: paid calls in flight and the pace toward the service
  `
    CREATE TABLE IF NOT EXISTS positions_sites (
      site_id INTEGER PRIMARY KEY,
      domain TEXT NOT NULL,
      subdomains INTEGER NOT NULL DEFAULT 0,
      cadence TEXT NOT NULL DEFAULT 'daily' CHECK (cadence IN ('daily', 'weekly')),
      hour INTEGER NOT NULL DEFAULT 6 CHECK (hour BETWEEN 0 AND 23),
      weekday INTEGER NOT NULL DEFAULT 1 CHECK (weekday BETWEEN 0 AND 6),
      schedule_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS positions_keywords (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      site_id INTEGER NOT NULL,
      keyword TEXT NOT NULL,
      location_id INTEGER NOT NULL,
      language_code TEXT NOT NULL,
      device TEXT NOT NULL CHECK (device IN ('desktop', 'mobile')),
      search_engine TEXT NOT NULL,
      tags TEXT NOT NULL DEFAULT '[]',
      created_at TEXT NOT NULL,
      UNIQUE (site_id, keyword, location_id, language_code, device, search_engine)
    );
    -- one row per run; UNIQUE (site_id, slot) is the lease: the process whose insert wins runs the slot
    CREATE TABLE IF NOT EXISTS positions_runs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      site_id INTEGER NOT NULL,
      slot TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('scheduled', 'manual')),
      status TEXT NOT NULL CHECK (status IN ('running', 'finished')),
      outcome TEXT CHECK (outcome IN ('done', 'skipped-budget', 'failed')),
      message TEXT,
      keywords INTEGER NOT NULL DEFAULT 0,
      started_at TEXT NOT NULL,
      finished_at TEXT,
      UNIQUE (site_id, slot)
    );
    CREATE TABLE IF NOT EXISTS positions_days (
      keyword_id INTEGER NOT NULL,
      day TEXT NOT NULL,
      position INTEGER CHECK (position IS NULL OR position > 0),
      url TEXT,
      top10 TEXT NOT NULL DEFAULT '[]',
      task_id TEXT,
      checked_at TEXT NOT NULL,
      PRIMARY KEY (keyword_id, day)
    );
    CREATE TABLE pending_calls (
      key TEXT PRIMARY KEY,
      owner TEXT NOT NULL,
      started_at TEXT NOT NULL
    );
    CREATE TABLE pace_slots (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      pace TEXT NOT NULL,
      at_ms INTEGER NOT NULL
    );
    CREATE INDEX pace_slots_at ON pace_slots (pace, at_ms);
  `,
  // 4 (issues 20 and 23, written while issue 22 was on its branch): every date an audit has a crawl snapshot on,
  // as the proxy learns them from free reads (audit-dates.ts), and the demo rank-tracking history seeded once per
  // store (positions/demo-seed.ts). A store written by the synchronous store of before issue 22 reached version 3
  // with audit_dates as its third change, rank tracking's tables made by its repository, and no pending_calls or
  // pace_slots: every table here is created only if missing, so either history ends at the same schema.
  `
    CREATE TABLE IF NOT EXISTS audit_dates (
      audit_id TEXT NOT NULL,
      date TEXT NOT NULL,
      source TEXT NOT NULL,
      first_seen_at TEXT NOT NULL,
      PRIMARY KEY (audit_id, date)
    );
    CREATE TABLE IF NOT EXISTS positions_seeds (name TEXT PRIMARY KEY, at TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS pending_calls (
      key TEXT PRIMARY KEY,
      owner TEXT NOT NULL,
      started_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS pace_slots (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      pace TEXT NOT NULL,
      at_ms INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS pace_slots_at ON pace_slots (pace, at_ms);
  `,
  // 5: a paid call in flight says it is alive (beat_at, renewed while its process lives), which reservation it holds
  // and whether it has left for the service (sent_at), so a replica can take over or settle the call of one that died
  `
    ALTER TABLE pending_calls ADD COLUMN beat_at TEXT;
    ALTER TABLE pending_calls ADD COLUMN ledger_id INTEGER;
    ALTER TABLE pending_calls ADD COLUMN sent_at TEXT;
  `,
  // 6: a running rank-tracking run carries a lease its process renews, and each keyword's progress, so a run
  // whose process died is taken over by another without paying twice for the tasks it queued
  `
    ALTER TABLE positions_runs ADD COLUMN owner TEXT;
    ALTER TABLE positions_runs ADD COLUMN lease_until TEXT;
    ALTER TABLE positions_runs ADD COLUMN hold_id INTEGER;
    CREATE TABLE positions_run_keywords (
      run_id INTEGER NOT NULL,
      keyword_id INTEGER NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('todo', 'sending', 'queued', 'recorded', 'refused')),
      task_id TEXT,
      sent_at TEXT,
      note TEXT,
      PRIMARY KEY (run_id, keyword_id)
    );
  `,
  // 7: the team's sign-in sessions that were ended (signed out) before their expiry, read by every replica
  // (team-sessions.ts)
  `
    CREATE TABLE IF NOT EXISTS team_sessions_ended (
      id TEXT PRIMARY KEY,
      expires_at TEXT NOT NULL
    );
  `,
];

export function migrateSqlite(db: Database.Database): void {
  db.exec(BASE);
  for (;;) {
    const applied = db
      .transaction(() => {
        const version = db.pragma('user_version', { simple: true }) as number;
        const next = MIGRATIONS[version];
        if (next === undefined) return false;
        db.exec(next);
        db.pragma(`user_version = ${version + 1}`);
        return true;
      })
      .immediate();
    if (!applied) return;
  }
}
