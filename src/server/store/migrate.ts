import type Database from 'better-sqlite3';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { addColumn, createIndex, createTable, type Engine } from './columns.ts';
import { TABLES } from './schema.ts';

/**
 * Brings a store to the tables of `schema.ts` on start, the same way on both engines: every declared table,
 * column and index the store lacks is made, and the few changes a declaration cannot say (a rebuilt table,
 * rewritten rows) run once each, by version. The version is SQLite's `PRAGMA user_version` and PostgreSQL's
 * `searchboard_schema` row; both count on from 7, where each engine's own list of migrations ended.
 *
 * It all runs in one transaction no other process can interleave with (SQLite's immediate transaction, a
 * PostgreSQL advisory lock), so a replica starting while another migrates waits for it, then finds nothing to do.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrations touch tables outside the types
type AnyDb = Kysely<any>;

/** What the store holds when the migration starts (each table's columns, the index names) and what to run. */
interface Plan {
  readonly db: AnyDb;
  readonly engine: Engine;
  readonly version: number;
  readonly columns: Map<string, Set<string>>;
  readonly indexes: Set<string>;
  readonly run: CompiledQuery[];
  /** set by a change's `before` for its `after` */
  rebuilt?: boolean;
}

interface Change {
  version: number;
  /** before missing tables and columns are made */
  before?(p: Plan): void;
  /** after them, before the indexes */
  after?(p: Plan): void;
}

const LEDGER_V0 =
  'id, at, area, op, target, credits, estimated, money_amount, money_currency, status, outcome';

const CHANGES: Change[] = [
  {
    // A ledger of SQLite's first release: its outcomes have no reservations ('reserved', 'unknown') and no
    // `detail`. SQLite cannot change a CHECK constraint in place, so the table is made anew and its rows copied.
    version: 1,
    before(p) {
      const ledger = p.columns.get('ledger');
      if (!ledger || ledger.has('detail')) return;
      p.run.push(sql`ALTER TABLE ledger RENAME TO ledger_v0`.compile(p.db));
      p.columns.delete('ledger');
      // its index went with it, and goes when it is dropped
      p.indexes.delete('ledger_at');
      p.rebuilt = true;
    },
    after(p) {
      if (p.rebuilt) {
        p.run.push(
          sql.raw(`INSERT INTO ledger (${LEDGER_V0}) SELECT ${LEDGER_V0} FROM ledger_v0`).compile(p.db),
        );
        p.run.push(sql`DROP TABLE ledger_v0`.compile(p.db));
      }
      // one name per operation everywhere: the price names the audit charges kept become the operations' ids
      if (p.columns.has('audit_charges'))
        p.run.push(
          sql`UPDATE audit_charges SET op = CASE
            WHEN op = 'audits.standard' AND kind = 'create' THEN 'audits.create.standard'
            WHEN op = 'audits.standard' THEN 'audits.recheck.standard'
            WHEN op = 'audits.advanced' AND kind = 'create' THEN 'audits.create.advanced'
            WHEN op = 'audits.advanced' THEN 'audits.recheck.advanced'
            ELSE op END`.compile(p.db),
        );
    },
  },
];

/** The version of a store with every change run: 7 until a change past it is added. */
export const SCHEMA_VERSION = Math.max(7, ...CHANGES.map((c) => c.version));

/** The statements that bring the store `p` describes to the declared tables, in order. */
function plan(p: Plan): CompiledQuery[] {
  const due = CHANGES.filter((c) => c.version > p.version);
  for (const c of due) c.before?.(p);
  for (const [name, t] of Object.entries(TABLES)) {
    const has = p.columns.get(name);
    if (!has) p.run.push(createTable(p.db, p.engine, name, t).compile());
    else
      for (const [column, col] of Object.entries(t.columns))
        if (!has.has(column)) p.run.push(addColumn(p.db, p.engine, name, column, col).compile());
  }
  for (const c of due) c.after?.(p);
  for (const [name, t] of Object.entries(TABLES))
    for (const [index, cols] of Object.entries(t.indexes ?? {}))
      if (!p.indexes.has(index)) p.run.push(createIndex(p.db, index, name, cols).compile());
  return p.run;
}

const byTable = (rows: { t: string; c: string }[]) => {
  const m = new Map<string, Set<string>>();
  for (const r of rows) m.set(r.t, (m.get(r.t) ?? new Set()).add(r.c));
  return m;
};

/** SQLite's migration runs synchronously, so a store is ready the moment it is opened. */
export function migrateSqlite(raw: Database.Database, db: AnyDb): void {
  raw
    .transaction(() => {
      const version = raw.pragma('user_version', { simple: true }) as number;
      const cols = raw
        .prepare(
          "SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'",
        )
        .all() as { t: string; c: string }[];
      const indexes = raw.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as {
        name: string;
      }[];
      const p: Plan = {
        db,
        engine: 'sqlite',
        version,
        columns: byTable(cols),
        indexes: new Set(indexes.map((i) => i.name)),
        run: [],
      };
      for (const q of plan(p)) raw.prepare(q.sql).run(...q.parameters);
      if (version < SCHEMA_VERSION) raw.pragma(`user_version = ${SCHEMA_VERSION}`);
    })
    .immediate();
}

/** The advisory lock key of the migrations (any constant the replicas share; older releases took the same). */
const MIGRATION_LOCK = 2_200_001;

export async function migratePg(db: AnyDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS searchboard_schema (version INTEGER NOT NULL)`.execute(trx);
    const got = await sql<{ version: number }>`SELECT version FROM searchboard_schema`.execute(trx);
    const version = got.rows[0]?.version ?? 0;
    if (got.rows.length === 0) await sql`INSERT INTO searchboard_schema (version) VALUES (0)`.execute(trx);
    const cols = await sql<{ t: string; c: string }>`
      SELECT table_name AS t, column_name AS c FROM information_schema.columns
      WHERE table_schema = current_schema()`.execute(trx);
    const indexes = await sql<{ name: string }>`
      SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`.execute(trx);
    const p: Plan = {
      db,
      engine: 'postgres',
      version,
      columns: byTable(cols.rows),
      indexes: new Set(indexes.rows.map((i) => i.name)),
      run: [],
    };
    for (const q of plan(p)) await trx.executeQuery(q);
    if (version < SCHEMA_VERSION)
      await sql`UPDATE searchboard_schema SET version = ${SCHEMA_VERSION}`.execute(trx);
  });
}
