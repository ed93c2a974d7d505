import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config.ts';
import { prng } from './fuzz-cases.ts';
import {
  generateUpstreamCases,
  hostileNumber,
  hostileString,
  type UpstreamCase,
} from './fuzz-upstream-cases.ts';
import { Ledger } from '../metering/ledger.ts';
import { extractPosition } from '../positions/extract.ts';
import { PositionsRepo } from '../positions/repo.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';
import { STORE_ENGINES, freshDatabase } from '../store/test-engines.ts';

/**
 * The server in front of an upstream that answers with hostile bodies (fuzz-upstream-cases.ts), on both engines of
 * the store. Whatever the upstream says, the server never answers 500 of its own failure, never crashes, keeps no
 * number its columns cannot hold, and never settles a paid call above what it reserved for it.
 * FUZZ_SEED=<n> replays a run; FUZZ_UPSTREAM_CASES=<n> changes the number of calls per engine (default 400).
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const CASES = Number(process.env.FUZZ_UPSTREAM_CASES ?? 400);
const INT_MAX = 2 ** 31 - 1;

/** The upstream: answers each call with the answer of the case in progress. */
async function hostileUpstream() {
  let answer: UpstreamCase['answer'] = { status: 404, contentType: 'application/json', body: '{}' };
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, answer.contentType ? { 'content-type': answer.contentType } : {});
      res.end(answer.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    answer: (a: UpstreamCase['answer']) => (answer = a),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

describe.each(STORE_ENGINES)(
  `the server under hostile upstream answers (%s, FUZZ_SEED=${SEED})`,
  (engine) => {
    let upstream: Awaited<ReturnType<typeof hostileUpstream>>;
    let proxy: Proxy;
    let app: Server;
    let base = '';
    let dir = '';
    let drop: (() => Promise<void>) | undefined;
    /** what each paid call reserved, by ledger row */
    const reserved = new Map<number, number>();

    beforeAll(async () => {
      console.log(`fuzz-upstream: FUZZ_SEED=${SEED} replays this run`);
      upstream = await hostileUpstream();
      dir = mkdtempSync(join(tmpdir(), 'searchboard-fuzz-upstream-'));
      const env: Record<string, string> = {
        PROJECT_API_URL: `${upstream.url}/project`,
        PROJECT_API_KEY: 'fuzz-project-key',
        DATA_API_URL: `${upstream.url}/data`,
        DATA_API_KEY: 'fuzz-data-key',
        BACKLINKS_API_URL: `${upstream.url}/backlinks`,
        PACE_PROJECT_RPS: '0',
        PACE_DATA_RPS: '0',
        PACE_BACKLINKS_RPS: '0',
        PROXY_TIMEOUT_MS: '10000',
      };
      if (engine === 'postgres') {
        const db = await freshDatabase();
        drop = db.drop;
        env.DATABASE_URL = db.url;
        env.SHARE_SECRET = 'fuzz-upstream-share-secret-of-32-chars';
      }
      const reserve = Ledger.prototype.reserve;
      vi.spyOn(Ledger.prototype, 'reserve').mockImplementation(async function (this: Ledger, ...args) {
        const got = await reserve.apply(this, args);
        if ('id' in got) reserved.set(got.id, args[1]);
        return got;
      });
      proxy = await createProxy({
        ...readConfig(env),
        storeDir: engine === 'postgres' ? undefined : dir,
        dataDir: dir,
        log: false,
        budget: {},
      });
      app = createServer((req, res) => proxy.handle(req, res));
      await new Promise<void>((done) => app.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    }, 60_000);

    afterAll(async () => {
      vi.restoreAllMocks();
      app?.closeAllConnections();
      app?.close();
      await proxy?.close();
      await upstream?.close();
      await drop?.();
      rmSync(dir, { recursive: true, force: true });
    });

    it(
      `answers ${CASES} calls with hostile answers without a 500, and settles none above its reservation`,
      {
        timeout: 240_000,
      },
      async () => {
        const cases = generateUpstreamCases(engine === 'postgres' ? SEED + 1 : SEED, CASES);
        const wrong: string[] = [];
        for (const [i, c] of cases.entries()) {
          upstream.answer(c.answer);
          let status: number;
          let text: string;
          try {
            const res = await fetch(`${base}${c.path}`, {
              method: c.method,
              headers: {
                'x-searchboard': '1',
                // every paid call goes out: an answer from the cache would not test this one
                'x-searchboard-refresh': '1',
                ...(c.body ? { 'content-type': 'application/json' } : {}),
              },
              body: c.body,
            });
            status = res.status;
            text = (await res.text()).slice(0, 160);
          } catch (err) {
            status = 0;
            text = String(err);
          }
          if (status === 500 || status === 0)
            wrong.push(`#${i} ${c.method} ${c.path} (${c.name}): ${status} ${text}`);
        }
        expect(wrong, `FUZZ_SEED=${SEED}`).toEqual([]);
        // the calls reached the upstream (the checks in front of it did not refuse them all)
        expect(upstream.calls.length).toBeGreaterThan(CASES / 2);

        const rows = await proxy.metering.store.db
          .selectFrom('ledger')
          .select(['id', 'op', 'credits', 'outcome'])
          .execute();
        const over: string[] = [];
        for (const row of rows) {
          const credits = row.credits === null ? null : Number(row.credits);
          if (credits !== null && !(Number.isInteger(credits) && credits >= 0 && credits <= INT_MAX))
            over.push(`${row.id} ${row.op}: ${credits} credits`);
          const bound = reserved.get(row.id);
          if (bound !== undefined && credits !== null && credits > bound)
            over.push(`${row.id} ${row.op} (${row.outcome}): ${credits} credits over the ${bound} reserved`);
          if (row.outcome === 'reserved') over.push(`${row.id} ${row.op}: still reserved after its answer`);
        }
        expect(over, `FUZZ_SEED=${SEED}`).toEqual([]);
        expect(reserved.size).toBeGreaterThan(0);
        // the server still serves
        const status = await fetch(`${base}/api/local/credits`, { headers: { 'x-searchboard': '1' } });
        expect(status.status).toBe(200);
      },
    );
  },
);

describe.each(STORE_ENGINES)(
  `rank tracking under hostile SERP results (%s, FUZZ_SEED=${SEED})`,
  (_engine, open) => {
    it('records a position from any result without a store failure, within its column', async () => {
      const store = await open();
      try {
        const repo = new PositionsRepo(store, () => new Date('2026-11-22T10:00:00Z'));
        const r = prng(SEED);
        const rule = { domain: 'example.com', subdomains: true };
        // the tracked site among other items, its rank, type, domain and URL hostile by turns
        const field = (plain: string, share: number, hostile: (r: () => number) => string) =>
          r() < share ? hostile(r) : plain;
        const item = () =>
          `{"type":${field('"organic"', 0.2, hostileString)},` +
          `"rank_group":${field(String(1 + Math.floor(r() * 100)), 0.7, hostileNumber)},` +
          `"domain":${field('"www.example.com"', 0.4, hostileString)},` +
          `"url":${field('"https://example.com/a"', 0.5, hostileString)}}`;
        for (let i = 0; i < 300; i++) {
          const items = Array.from({ length: 1 + Math.floor(r() * 12) }, item).join(',');
          const text = r() < 0.9 ? `{"items":[${items}]}` : `{"items":${hostileString(r)}}`;
          const got = extractPosition(JSON.parse(text), rule);
          await repo.recordDay({ keyword_id: i + 1, day: '2026-11-22', task_id: String(i), ...got });
          if (got.position !== null) expect(got.position).toBeLessThanOrEqual(INT_MAX);
        }
        const kept = await store.db.selectFrom('positions_days').select('position').execute();
        expect(kept).toHaveLength(300);
      } finally {
        await store.close();
      }
    });
  },
);
