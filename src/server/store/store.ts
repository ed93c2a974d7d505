import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { JsonBoolPlugin } from './json-bool-plugin.ts';
import { migrateSqlite } from './migrate.ts';
import type { Q, Store } from './interface.ts';
import type { Tables } from './tables.ts';

/**
 * The proxy's own store: the credit ledger, the paid-answer cache, the SERP archive, the team's annotations and
 * share links, rank tracking, and what replicas share (paid calls in flight, the pace toward the service).
 *
 * One interface, two engines: SQLite in `<dataDir>/searchboard.db` by default — nothing to install — and
 * PostgreSQL when `DATABASE_URL` is set, for several replicas behind one load balancer. The tables are declared once
 * (`schema.ts`) and the queries written once with Kysely; what differs between the engines is only the column types
 * the DDL names and how a transaction keeps other writers out (`exclusive`).
 */
export type { Q, Store } from './interface.ts';

/** Where the store is: a folder (SQLite), `:memory:` (tests), or a `postgres://` address. */
export async function openStore(where: string): Promise<Store> {
  if (/^postgres(ql)?:\/\//i.test(where)) {
    const { openPgStore } = await import('./pg-store.ts');
    return openPgStore(where);
  }
  return openSqliteStore(where);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Takes SQLite's write lock without blocking the event loop: better-sqlite3 waits for a busy lock synchronously,
 * which inside one process would stall the very transaction holding it. So the lock is tried without a wait and
 * tried again after a pause, for as long as the usual busy timeout.
 */
async function beginImmediate(q: Q): Promise<void> {
  const until = Date.now() + 10_000;
  await sql`PRAGMA busy_timeout = 0`.execute(q);
  try {
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        await sql`BEGIN IMMEDIATE`.execute(q);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > until) throw err;
        await sleep(pause);
      }
    }
  } finally {
    await sql`PRAGMA busy_timeout = 5000`.execute(q);
  }
}

export function openSqliteStore(dataDir: string): Store {
  let path = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    path = join(dataDir, 'searchboard.db');
  }
  const raw = new Database(path);
  if (path !== ':memory:') raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: raw }),
    plugins: [new JsonBoolPlugin()],
  });
  migrateSqlite(raw, db);
  // Kysely holds the one connection for the whole callback, so nothing else of this process runs inside it
  const immediate = <T>(fn: (q: Q) => Promise<T>) =>
    db.connection().execute(async (q) => {
      await beginImmediate(q);
      try {
        const out = await fn(q);
        await sql`COMMIT`.execute(q);
        return out;
      } catch (err) {
        await sql`ROLLBACK`.execute(q);
        throw err;
      }
    });
  return {
    engine: 'sqlite',
    db,
    exclusive: immediate,
    // a deferred transaction that later writes can fail at once on a busy store: every one is immediate
    transaction: immediate,
    close: () => db.destroy(),
  };
}
