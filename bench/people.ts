import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { priceOf } from '../src/lib/operations.ts';
import { readConfig } from '../src/server/http/config.ts';
import { apiFetch as fetch } from '../src/server/http/test-fetch.ts';
import { createProxy, type Proxy } from '../src/server/proxy/proxy.ts';
import { postgresBin, startCluster, type Cluster } from '../src/server/store/pg-cluster.ts';
import type { Figure } from './figure.ts';

/**
 * people.overspend: credits one person spent beyond their own daily limit of 50 when they send 12 paid calls of
 * exactly 50 credits at once, split across two replicas (two proxies signed in off loopback, one PostgreSQL), read
 * from the ledger's rows of that person (goal 0). PostgreSQL is BENCH_DATABASE_URL (a database the bench may fill and
 * empty) or a throwaway cluster.
 */
const SECRET = 'bench-people-share-secret-of-32-chars';
const LIMIT = 50;
const CALLS = 12;
// SERP tasks are charged their price per keyword: this many keywords make a call of exactly the limit
const KEYWORDS = LIMIT / priceOf('serp.tasks.create').credits;
const COUNTED = ['ok', 'reserved', 'unknown'];

async function database(admin: string): Promise<string> {
  const name = `sb_bench_people_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A replica as `npm start` serves it off loopback: every request needs a signed-in person. */
async function replica(url: string): Promise<{ proxy: Proxy; server: Server; base: string }> {
  const proxy = await createProxy({
    ...readConfig({ SHARE_SECRET: SECRET, PACE_DATA_RPS: '0' }),
    sandboxDbPath: ':memory:',
    storeDir: ':memory:',
    databaseUrl: url,
    log: false,
    budget: {},
  });
  const handler = proxy.serve({ signIn: { baseURL: 'http://127.0.0.1' } });
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { proxy, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/local/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function overspend(url: string): Promise<number> {
  if (!Number.isInteger(KEYWORDS))
    throw new Error('no whole number of SERP keywords costs exactly the limit');
  const replicas = [await replica(url), await replica(url)];
  try {
    const [first] = replicas;
    const email = 'editor@bench.example';
    const password = 'bench-editor-password-long-enough';
    const person = await first!.proxy.people.add({ email, role: 'editor', daily_credits: LIMIT }, password);
    const cookies = await Promise.all(replicas.map((r) => signIn(r.base, email, password)));
    await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        fetch(`${replicas[i % 2]!.base}/api/data/v1/serp/classic/tasks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[i % 2]! },
          body: JSON.stringify({
            search_engine: 'web_search_engine_1',
            query: Array.from({ length: KEYWORDS }, (_, k) => `bench ${i} ${k}`),
            device: 'desktop',
            language_code: 'en',
            location_id: 2840,
          }),
        }).then((r) => r.arrayBuffer()),
      ),
    );
    const rows = await first!.proxy.store.db
      .selectFrom('ledger')
      .select(['credits', 'outcome'])
      .where('person_id', '=', person.id)
      .execute();
    const spent = rows
      .filter((r) => COUNTED.includes(r.outcome))
      .reduce((n, r) => n + Number(r.credits ?? 0), 0);
    return Math.max(0, spent - LIMIT);
  } finally {
    for (const r of replicas) {
      r.server.closeAllConnections();
      r.server.close();
    }
    for (const r of replicas) await r.proxy.close();
  }
}

export async function peopleFigures(): Promise<Figure[]> {
  let cluster: Cluster | undefined;
  let admin = process.env.BENCH_DATABASE_URL;
  if (!admin) {
    if (!postgresBin()) throw new Error('no PostgreSQL: set BENCH_DATABASE_URL or install postgresql');
    cluster = await startCluster(process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined);
    admin = cluster.url;
  }
  try {
    return [
      {
        figure: 'people.overspend',
        value: await overspend(await database(admin)),
        unit: `credits over one person's daily limit of ${LIMIT} (${CALLS} calls of ${LIMIT} at once on two replicas)`,
        goal: '0',
      },
    ];
  } finally {
    cluster?.stop();
  }
}
