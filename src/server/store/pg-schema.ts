import { sql, type Kysely } from 'kysely';

/**
 * The PostgreSQL engine's schema, in versions like SQLite's (`sqlite-schema.ts`): PostgreSQL stores start at the
 * tables SQLite's migration 3 reaches, so its first version is that whole schema; later changes go in both files.
 * `searchboard_schema` says how many have run. They run on start in one transaction that first takes an advisory
 * lock: a replica starting while another migrates waits for it, then finds nothing left to do.
 */
const MIGRATIONS: string[] = [
  `
    CREATE TABLE ledger (
      id SERIAL PRIMARY KEY,
      at TEXT NOT NULL,
      area TEXT NOT NULL,
      op TEXT NOT NULL,
      target TEXT,
      credits INTEGER,
      estimated INTEGER NOT NULL DEFAULT 0,
      money_amount DOUBLE PRECISION,
      money_currency TEXT,
      status INTEGER NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'failed', 'cache', 'refused', 'reserved', 'unknown')),
      detail TEXT
    );
    CREATE INDEX ledger_at ON ledger (at);
    CREATE INDEX ledger_open ON ledger (outcome, op);
    CREATE TABLE answer_cache (
      key TEXT PRIMARY KEY,
      op TEXT NOT NULL,
      status INTEGER NOT NULL,
      content_type TEXT NOT NULL,
      body BYTEA NOT NULL,
      stored_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    );
    CREATE TABLE audit_charges (
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
    CREATE INDEX audit_charges_audit ON audit_charges (audit_id);
    CREATE TABLE audit_pages (
      audit_id TEXT PRIMARY KEY,
      pages INTEGER NOT NULL,
      seen_at TEXT NOT NULL
    );
    CREATE TABLE serp_archive (
      task_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('standard', 'advanced')),
      body BYTEA NOT NULL,
      keyword TEXT,
      device TEXT,
      location_id TEXT,
      language_code TEXT,
      crawled_at TEXT,
      stored_at TEXT NOT NULL,
      PRIMARY KEY (task_id, kind)
    );
    CREATE TABLE annotations (
      id SERIAL PRIMARY KEY,
      site_id INTEGER NOT NULL,
      date TEXT NOT NULL,
      label TEXT NOT NULL,
      note TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX annotations_site ON annotations (site_id, date);
    CREATE TABLE shares (
      id SERIAL PRIMARY KEY,
      site_id INTEGER NOT NULL,
      label TEXT,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      revoked_at TEXT,
      view TEXT
    );
    CREATE INDEX shares_site ON shares (site_id, created_at);
    CREATE TABLE positions_sites (
      site_id INTEGER PRIMARY KEY,
      domain TEXT NOT NULL,
      subdomains INTEGER NOT NULL DEFAULT 0,
      cadence TEXT NOT NULL DEFAULT 'daily' CHECK (cadence IN ('daily', 'weekly')),
      hour INTEGER NOT NULL DEFAULT 6 CHECK (hour BETWEEN 0 AND 23),
      weekday INTEGER NOT NULL DEFAULT 1 CHECK (weekday BETWEEN 0 AND 6),
      schedule_at TEXT NOT NULL
    );
    CREATE TABLE positions_keywords (
      id SERIAL PRIMARY KEY,
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
    CREATE TABLE positions_runs (
      id SERIAL PRIMARY KEY,
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
    CREATE TABLE positions_days (
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
      id SERIAL PRIMARY KEY,
      pace TEXT NOT NULL,
      at_ms BIGINT NOT NULL
    );
    CREATE INDEX pace_slots_at ON pace_slots (pace, at_ms);
  `,
  // 2 (issues 20 and 23): every date an audit has a crawl snapshot on, as the proxy learns them from free reads
  // (audit-dates.ts), and the demo rank-tracking history seeded once per store (positions/demo-seed.ts)
  `
    CREATE TABLE audit_dates (
      audit_id TEXT NOT NULL,
      date TEXT NOT NULL,
      source TEXT NOT NULL,
      first_seen_at TEXT NOT NULL,
      PRIMARY KEY (audit_id, date)
    );
    CREATE TABLE positions_seeds (name TEXT PRIMARY KEY, at TEXT NOT NULL);
  `,
  // 3: a paid call in flight says it is alive (beat_at, renewed while its process lives), which reservation it holds
  // and whether it has left for the service (sent_at), so a replica can take over or settle the call of one that died
  `
    ALTER TABLE pending_calls ADD COLUMN beat_at TEXT;
    ALTER TABLE pending_calls ADD COLUMN ledger_id INTEGER;
    ALTER TABLE pending_calls ADD COLUMN sent_at TEXT;
  `,
  // 4: a running rank-tracking run carries a lease its process renews, and each keyword's progress, so a run
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
  // 5: the team's sign-in sessions that were ended (signed out) before their expiry, read by every replica
  // (team-sessions.ts)
  `
    CREATE TABLE IF NOT EXISTS team_sessions_ended (
      id TEXT PRIMARY KEY,
      expires_at TEXT NOT NULL
    );
  `,
];

/** The advisory lock key of the migrations (any constant the replicas share). */
export const MIGRATION_LOCK = 2_200_001;

export async function migratePg(db: Kysely<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS searchboard_schema (version INTEGER NOT NULL)`.execute(trx);
    const got = await sql<{ version: number }>`SELECT version FROM searchboard_schema`.execute(trx);
    let version = got.rows[0]?.version ?? 0;
    if (got.rows.length === 0) await sql`INSERT INTO searchboard_schema (version) VALUES (0)`.execute(trx);
    for (; version < MIGRATIONS.length; version++) await sql.raw(MIGRATIONS[version] as string).execute(trx);
    await sql`UPDATE searchboard_schema SET version = ${version}`.execute(trx);
  });
}
