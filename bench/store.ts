import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readConfig } from '../src/server/http/config.ts';
import { createProxy, type Proxy } from '../src/server/proxy/proxy.ts';
import { postgresBin, startCluster, type Cluster } from '../src/server/store/pg-cluster.ts';
import { apiFetch as fetch } from '../src/server/http/test-fetch.ts';
import type { Figure } from './figure.ts';

/**
 * The store's figures:
 * - store.pg_vs_sqlite: the proxy's throughput on a cached paid read (a cache read and a ledger row per request)
 *   with its store in PostgreSQL, over the same with SQLite, in one run;
 * - budget.overspend: credits reserved or spent over a daily budget of 50 when 40 paid calls are sent at once,
 *   split across two proxies on one PostgreSQL (goal 0).
 * PostgreSQL is BENCH_DATABASE_URL (a database the bench may fill and empty) or a throwaway cluster.
 */
const SECRET = 'bench-share-secret-of-thirty-two-chars';
const CACHED = '/api/data/v1/keywords/similar?source=us&keyword=hiking%20boots&limit=5';

async function serve(proxy: Proxy): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => proxy.handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function proxyOn(where: { databaseUrl?: string; storeDir?: string }, budget = {}): Promise<Proxy> {
  return createProxy({
    ...readConfig({ SHARE_SECRET: SECRET }),
    sandboxDbPath: ':memory:',
    storeDir: where.storeDir ?? ':memory:',
    databaseUrl: where.databaseUrl,
    log: false,
    budget,
  });
}

async function cachedReadRps(proxy: Proxy): Promise<number> {
  const { server, base } = await serve(proxy);
  try {
    const first = await fetch(base + CACHED);
    if (first.status !== 200) throw new Error(`the first read answered ${first.status}`);
    let best = 0;
    for (let round = 0; round < 2; round++) {
      const r = await autocannon({
        url: base + CACHED,
        connections: 16,
        duration: 3,
        headers: { 'x-searchboard': '1' },
      });
      if (r.errors || r.non2xx) throw new Error(`${r.errors} errors, ${r.non2xx} non-2xx`);
      best = Math.max(best, r.requests.average);
    }
    return best;
  } finally {
    server.closeAllConnections();
    server.close();
    await proxy.close();
  }
}

/** A new empty database on the server at `admin`. */
async function database(admin: string): Promise<string> {
  const name = `sb_bench_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

async function overspend(url: string): Promise<number> {
  const replicas = [
    await proxyOn({ databaseUrl: url }, { daily: 50 }),
    await proxyOn({ databaseUrl: url }, { daily: 50 }),
  ];
  const served = await Promise.all(replicas.map(serve));
  try {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(
          `${(served[i % 2] as { base: string }).base}/api/data/v1/keywords/similar?source=us&keyword=tent%20${i}&limit=1`,
        ),
      ),
    );
    const summary = await (replicas[0] as Proxy).metering.summary();
    const counted = summary.today + summary.reserved;
    return Math.max(0, counted - 50);
  } finally {
    for (const s of served) {
      s.server.closeAllConnections();
      s.server.close();
    }
    for (const p of replicas) await p.close();
  }
}

export async function storeFigures(): Promise<Figure[]> {
  let cluster: Cluster | undefined;
  let admin = process.env.BENCH_DATABASE_URL;
  if (!admin) {
    if (!postgresBin()) throw new Error('no PostgreSQL: set BENCH_DATABASE_URL or install postgresql');
    cluster = await startCluster(process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined, {
      durable: true,
    });
    admin = cluster.url;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sb-bench-store-'));
  try {
    const sqlite = await cachedReadRps(await proxyOn({ storeDir: dir }));
    const postgres = await cachedReadRps(await proxyOn({ databaseUrl: await database(admin) }));
    return [
      {
        figure: 'store.pg_vs_sqlite',
        value: Math.round((postgres / sqlite) * 100) / 100,
        unit: `× (PostgreSQL ${Math.round(postgres)} req/s over SQLite ${Math.round(sqlite)} req/s, cached paid read)`,
      },
      {
        figure: 'budget.overspend',
        value: await overspend(await database(admin)),
        unit: 'credits over a daily budget of 50 (40 paid calls at once on two replicas)',
        goal: '0',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
    cluster?.stop();
  }
}
