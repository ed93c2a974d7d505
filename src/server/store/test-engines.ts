import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach } from 'vitest';
import { NO_POSTGRES, postgresBin, startCluster, type Cluster } from './pg-cluster.ts';
import { openSqliteStore, openStore, type Store } from './store.ts';

/**
 * The engines the store's contract tests run on, so every contract holds on both: `describe.each(STORE_ENGINES)`.
 * Each `open()` gives an empty, migrated store of its own. PostgreSQL is the server at TEST_DATABASE_URL (one new
 * database per store, dropped after), else a throwaway cluster this file starts once and stops after its tests; with
 * neither, its tests fail saying how to get one.
 */
export type TestStore = Store & { url?: string };
type Open = () => Promise<TestStore>;

let cluster: Promise<Cluster> | undefined;

async function adminUrl(): Promise<string> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return given;
  if (!postgresBin()) throw new Error(NO_POSTGRES);
  // TEST_PG_PORT: a port of the caller's choosing (a shared machine); else any free one
  cluster ??= startCluster(process.env.TEST_PG_PORT ? Number(process.env.TEST_PG_PORT) : undefined);
  return (await cluster).url;
}

/** A new empty database on the test server; its address. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = await adminUrl();
  const name = `sb_test_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

const openPg: Open = async () => {
  const db = await freshDatabase();
  const store = await openStore(db.url);
  return {
    ...store,
    // another replica's pool on the same database opens this (two-process tests)
    url: db.url,
    close: async () => {
      await store.close();
      await db.drop();
    },
  };
};

export const STORE_ENGINES: [string, Open][] = [
  ['sqlite', () => Promise.resolve(openSqliteStore(':memory:'))],
  ['postgres', openPg],
];

/**
 * For a `describe.each(STORE_ENGINES)`: `const fresh = storePerTest(open)`, then `await fresh()` in a test gives it
 * a store of its own, closed (its database dropped) once the test is over.
 */
export function storePerTest(open: Open): () => Promise<TestStore> {
  const opened: TestStore[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  return async () => {
    const store = await open();
    opened.push(store);
    return store;
  };
}

afterAll(async () => {
  const c = cluster;
  cluster = undefined;
  if (c) (await c).stop();
});
