import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { OLD_PG_MIGRATIONS, oldMigratePg } from './fixtures/old-pg-migrations.ts';
import { OLD_ROWS } from './fixtures/old-rows.ts';
import { OLD_SQLITE_MIGRATIONS, oldMigrateSqlite } from './fixtures/old-sqlite-migrations.ts';
import { SCHEMA_VERSION } from './migrate.ts';
import { TABLES } from './schema.ts';
import { openSqliteStore, openStore, type Store } from './store.ts';
import { freshDatabase } from './test-engines.ts';

/**
 * Stores made by the code of before one schema served both engines open under it with every row kept: SQLite's
 * `fixtures/store-v7.db` (written by that code) and PostgreSQL databases built by that code's own migrations. Every
 * older version of either reaches the tables a new store has, and a new store's tables are the declared ones.
 */

const anyDb = (s: Store) => s.db as unknown as Kysely<any>;

/**
 * What each old row reads as now: JSON columns as values, booleans as booleans, and a column added since (which
 * must allow null or have a default) as null.
 */
function expected(table: string): Record<string, unknown>[] {
  const cols = (
    TABLES as Record<string, { columns: Record<string, { def: { kind: string; nullable: boolean } }> }>
  )[table]?.columns;
  const added = Object.entries(cols ?? {}).filter(([, c]) => c.def.nullable);
  return (OLD_ROWS[table] ?? []).map((row) => ({
    ...Object.fromEntries(added.filter(([k]) => !(k in row)).map(([k]) => [k, null])),
    ...Object.fromEntries(
      Object.entries(row).map(([k, v]) => {
        const kind = cols?.[k]?.def.kind;
        if (kind === 'json' && typeof v === 'string') return [k, JSON.parse(v)];
        if (kind === 'boolean') return [k, v === 1];
        return [k, v];
      }),
    ),
  }));
}

async function expectEveryRow(store: Store): Promise<void> {
  for (const table of Object.keys(TABLES)) {
    const rows = await anyDb(store).selectFrom(table).selectAll().execute();
    const byKey = (r: Record<string, unknown>) => JSON.stringify(Object.values(r).slice(0, 2));
    const sorted = (list: Record<string, unknown>[]) =>
      [...list].sort((a, b) => (byKey(a) < byKey(b) ? -1 : 1));
    expect(sorted(rows), table).toEqual(sorted(expected(table)));
  }
}

/** Each table's columns (name, type, null allowed, default or numbered) and the index names, as the engine says. */
async function shape(store: Store): Promise<unknown> {
  const tables = await store.db.introspection.getTables();
  const out: Record<string, string[]> = {};
  for (const t of tables.filter((t) => t.name !== 'searchboard_schema'))
    out[t.name] = t.columns
      .map(
        (c) =>
          `${c.name} ${c.dataType.toLowerCase()}${c.isNullable ? ' null' : ''}` +
          `${c.hasDefaultValue ? ' default' : ''}${c.isAutoIncrementing ? ' auto' : ''}`,
      )
      .sort();
  const indexes =
    store.engine === 'sqlite'
      ? await sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`.execute(store.db)
      : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
          WHERE schemaname = current_schema() AND indexname IN (${sql.join(indexNames())})`.execute(store.db);
  return { tables: out, indexes: indexes.rows.map((r) => r.name).sort() };
}

const indexNames = () => Object.values(TABLES).flatMap((t) => Object.keys(t.indexes ?? {}));

/** The types each declared kind becomes, as the engine's catalogue names them. */
const TYPES: Record<string, Record<string, string>> = {
  sqlite: {
    id: 'integer',
    integer: 'integer',
    bigint: 'integer',
    real: 'real',
    text: 'text',
    json: 'text',
    blob: 'blob',
    boolean: 'integer',
  },
  postgres: {
    id: 'int4',
    integer: 'int4',
    bigint: 'int8',
    real: 'float8',
    text: 'text',
    json: 'text',
    blob: 'bytea',
    boolean: 'int4',
  },
};

describe('the store’s migrations', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const f of cleanup.reverse()) await f();
    cleanup.length = 0;
  });

  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-migrate-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const track = <S extends Store>(s: S) => {
    cleanup.push(() => s.close());
    return s;
  };
  const pgDatabase = async () => {
    const db = await freshDatabase();
    cleanup.push(db.drop);
    return db.url;
  };
  const rawPg = (url: string) => {
    const db = new Kysely<any>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }),
    });
    return db;
  };

  it('opens a SQLite store written by the previous code as up to date, with every row as it was', async () => {
    const dir = tempDir();
    const path = join(dir, 'searchboard.db');
    copyFileSync(new URL('./fixtures/store-v7.db', import.meta.url), path);
    const before = new Database(path);
    const ddl = before.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all();
    expect(before.pragma('user_version', { simple: true })).toBe(7);
    before.close();

    const store = track(openSqliteStore(dir));
    await expectEveryRow(store);
    // nothing to do but what was declared since: tables and indexes of their own, and the ledger's two columns
    // of who spent (added at its end); not one other table, column or index it had was made or changed
    const after = new Database(path, { readonly: true });
    const now = after.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all() as {
      name: string;
      sql: string | null;
    }[];
    const had = new Set((ddl as { name: string }[]).map((r) => r.name));
    const added = now.filter((r) => !had.has(r.name)).map((r) => r.name);
    expect(
      added.filter(
        (n) =>
          !/^(group_sites|people|server_secrets|activity|outbox|report_|branding|site_brands|alert|backlink_counts|sqlite_autoindex_(people|server|outbox|report|site_brands|alert|backlink_counts))|^ledger_(person|request)$/.test(
            n,
          ),
      ),
    ).toEqual([]);
    const withoutLedger = (rows: unknown[]) =>
      (rows as { name: string }[]).filter((r) => r.name !== 'ledger');
    expect(withoutLedger(now.filter((r) => had.has(r.name)))).toEqual(withoutLedger(ddl));
    const ledgerSql = (rows: unknown[]) =>
      (rows as { name: string; sql: string }[]).find((r) => r.name === 'ledger')?.sql;
    expect(ledgerSql(now)).toBe(
      `${ledgerSql(ddl)?.replace(/\)$/, '')}, "person_id" text, "request_id" text)`,
    );
    expect(after.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    after.close();
  });

  it('opens a PostgreSQL store made by the previous code with every row as it was', async () => {
    const url = await pgDatabase();
    const old = rawPg(url);
    await oldMigratePg(old);
    for (const [table, rows] of Object.entries(OLD_ROWS)) await old.insertInto(table).values(rows).execute();
    // the serial ids follow the rows inserted with their ids, as they did when the old code numbered them
    for (const table of [
      'ledger',
      'annotations',
      'shares',
      'positions_keywords',
      'positions_runs',
      'pace_slots',
    ])
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
        old,
      );
    await old.destroy();

    // two replicas start at once: one migrates, the other waits and finds nothing to do
    const [store, other] = await Promise.all([openStore(url), openStore(url)]);
    track(store);
    track(other);
    await expectEveryRow(store);
    const v = await sql<{ version: number }>`SELECT version FROM searchboard_schema`.execute(store.db);
    expect(v.rows).toEqual([{ version: SCHEMA_VERSION }]);
    // and it keeps numbering where the old rows end
    const added = await store.db
      .insertInto('shares')
      .values({ site_id: 1, label: null, created_at: 'a', expires_at: 'b', view: { from: 'x' } })
      .returning(['id', 'view'])
      .executeTakeFirstOrThrow();
    expect(added).toEqual({ id: 3, view: { from: 'x' } });
  });

  it('brings a SQLite store of every earlier version to the tables of a new store', async () => {
    const fresh = await shape(track(openSqliteStore(':memory:')));
    for (let version = 0; version <= OLD_SQLITE_MIGRATIONS.length; version++) {
      const dir = tempDir();
      const raw = new Database(join(dir, 'searchboard.db'));
      oldMigrateSqlite(raw, version);
      raw
        .prepare(
          "INSERT INTO ledger (at, area, op, status, outcome) VALUES ('2026-01-01T00:00:00Z', 'audits', 'x', 200, 'ok')",
        )
        .run();
      raw
        .prepare(
          "INSERT INTO audit_charges (ledger_id, audit_id, op, kind, recorded_at) VALUES (1, 'a', 'audits.standard', 'create', 'now')",
        )
        .run();
      raw.close();
      const store = track(openSqliteStore(dir));
      expect(await shape(store), `version ${version}`).toEqual(fresh);
      expect(await store.db.selectFrom('ledger').select(['id', 'op']).execute()).toEqual([
        { id: 1, op: 'x' },
      ]);
      const charge = await store.db.selectFrom('audit_charges').select('op').executeTakeFirstOrThrow();
      expect(charge.op).toBe(version === 0 ? 'audits.create.standard' : 'audits.standard');
    }
  });

  it('brings a PostgreSQL store of every earlier version to the tables of a new store', async () => {
    const fresh = await shape(track(await openStore(await pgDatabase())));
    for (let version = 1; version <= OLD_PG_MIGRATIONS.length; version++) {
      const url = await pgDatabase();
      const old = rawPg(url);
      await oldMigratePg(old, version);
      await old.destroy();
      const store = track(await openStore(url));
      expect(await shape(store), `version ${version}`).toEqual(fresh);
    }
  });

  it.each(['sqlite', 'postgres'] as const)(
    'makes the declared tables on %s, as the row types say',
    async (engine) => {
      const store = track(
        engine === 'sqlite' ? openSqliteStore(':memory:') : await openStore(await pgDatabase()),
      );
      const got = (await shape(store)) as { tables: Record<string, string[]>; indexes: string[] };
      const want: Record<string, string[]> = {};
      for (const [name, t] of Object.entries(TABLES))
        want[name] = Object.entries(t.columns)
          .map(([column, { def }]) => {
            // SQLite reports a one-column primary key as allowing null, and an integer one as the numbered row id
            const sqlitePk = engine === 'sqlite' && def.primaryKey;
            const auto = def.kind === 'id' || (sqlitePk && def.kind === 'integer');
            const nullable = def.nullable || sqlitePk;
            const withDefault = def.defaultTo !== undefined || (def.kind === 'id' && engine === 'postgres');
            return `${column} ${TYPES[engine]?.[def.kind]}${nullable ? ' null' : ''}${withDefault ? ' default' : ''}${auto ? ' auto' : ''}`;
          })
          .sort();
      if (engine === 'sqlite') delete got.tables.sqlite_sequence;
      expect(got.tables).toEqual(want);
      expect(got.indexes).toEqual(indexNames().sort());
    },
  );

  it('reads JSON columns as values and booleans as booleans, and writes them as text and 0/1', async () => {
    for (const store of [track(openSqliteStore(':memory:')), track(await openStore(await pgDatabase()))]) {
      const site = { domain: 'a.com', subdomains: true, schedule_at: 'now' };
      await store.db
        .insertInto('positions_sites')
        .values({ site_id: 1, ...site })
        .execute();
      await store.db
        .insertInto('positions_sites')
        .values({ site_id: 1, ...site })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ subdomains: false }))
        .execute();
      await store.db
        .insertInto('positions_days')
        .values({ keyword_id: 1, day: 'd', checked_at: 'now' })
        .execute();
      await store.db
        .updateTable('positions_days')
        .set({ top10: ['a.com', 'ü'] })
        .execute();
      const raw = await sql<{ s: number; t: string }>`
        SELECT s.subdomains + 0 AS s, d.top10 || '' AS t FROM positions_sites s, positions_days d`.execute(
        store.db,
      );
      expect(raw.rows, store.engine).toEqual([{ s: 0, t: '["a.com","ü"]' }]);
      const site1 = await store.db
        .selectFrom('positions_sites')
        .select('subdomains')
        .executeTakeFirstOrThrow();
      const day = await store.db.selectFrom('positions_days').select('top10').executeTakeFirstOrThrow();
      expect([site1.subdomains, day.top10], store.engine).toEqual([false, ['a.com', 'ü']]);
    }
  });
});

describe('the SQLite schema', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });
  const tables = (db: Database.Database) =>
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (r) => r.name,
    );

  it('brings a store of the synchronous store (audit dates as its third change) to the same tables', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sb-schema-'));
    await openSqliteStore(dir).close();
    const path = join(dir, 'searchboard.db');
    // what the synchronous store (before replicas) left at version 3: audit_dates, and no tables shared by replicas
    const old = new Database(path);
    const full = tables(old);
    old.exec('DROP TABLE pending_calls; DROP TABLE pace_slots; DROP TABLE positions_seeds;');
    // nor what later versions added to a table it had
    old.exec(
      'DROP TABLE positions_run_keywords; ALTER TABLE positions_runs DROP COLUMN owner; ' +
        'ALTER TABLE positions_runs DROP COLUMN lease_until; ALTER TABLE positions_runs DROP COLUMN hold_id;',
    );
    old.pragma('user_version = 3');
    old.close();

    const store = openSqliteStore(dir);
    await store.db.insertInto('pending_calls').values({ key: 'k', owner: 'o', started_at: 'now' }).execute();
    await store.db.insertInto('pace_slots').values({ pace: 'p', at_ms: 1 }).execute();
    await store.db.insertInto('positions_seeds').values({ name: 'n', at: 'now' }).execute();
    await store.close();
    const again = new Database(path);
    expect(tables(again).sort()).toEqual(full.sort());
    expect(again.pragma('user_version', { simple: true })).toBe(7);
    again.close();
  });
});
