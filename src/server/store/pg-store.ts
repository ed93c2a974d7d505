import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { JsonBoolPlugin } from './json-bool-plugin.ts';
import { migratePg } from './migrate.ts';
import type { Q, Store } from './interface.ts';
import type { Tables } from './tables.ts';

/** The advisory lock of `exclusive` transactions (the budget's check-and-reserve, the shared pace). */
const WRITE_LOCK = 2_200_002;

/** 64-bit integers (COUNT, SUM of integers) read as numbers: every sum the store makes fits in 2^53. */
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export async function openPgStore(url: string): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // a query that waits on the database longer than this fails (503) rather than holding the request
    query_timeout: 15_000,
  });
  // an idle connection dropped by a server restart: the pool replaces it on the next query
  pool.on('error', () => {});
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins: [new JsonBoolPlugin()] });
  await migratePg(db);
  return {
    engine: 'postgres',
    db,
    exclusive: <T>(fn: (q: Q) => Promise<T>) =>
      db.transaction().execute(async (q) => {
        await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`.execute(q);
        return fn(q);
      }),
    transaction: <T>(fn: (q: Q) => Promise<T>) => db.transaction().execute(fn),
    close: () => db.destroy(),
  };
}
