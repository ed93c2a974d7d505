import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing.ts';
import { openStore } from '../store/store.ts';
import { freshDatabase } from '../store/test-engines.ts';
import { apiFetch as fetch } from './test-fetch.ts';
import { startCountingHop, startServerProcess, upstreamsThrough, type CountingHop } from './test-server.ts';

/**
 * A stop of `npm start`'s process (SIGTERM) with paid calls queued under the pace toward the service: it stops
 * accepting, answers the calls that never left with 503 and Retry-After and gives their reservations back, lets
 * the calls already sent finish and settle, and only then closes the store. On both engines.
 */
const ENGINES: [
  string,
  () => Promise<{ where: Record<string, string>; store: string; drop(): Promise<void> }>,
][] = [
  [
    'sqlite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'sb-stop-data-'));
      return Promise.resolve({
        where: { SEARCHBOARD_DATA_DIR: dir },
        store: dir,
        drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
      });
    },
  ],
  [
    'postgres',
    async () => {
      const db = await freshDatabase();
      return {
        where: { DATABASE_URL: db.url, SHARE_SECRET: 'shutdown-test-share-secret-of-32-chars!' },
        store: db.url,
        drop: db.drop,
      };
    },
  ],
];

/** The server's ledger rows of the searches below, as the account page reads them. */
const ledgerRows = async (base: string) =>
  (
    (await (await fetch(`${base}/api/local/credits?limit=100`)).json()) as { latest: { op: string }[] }
  ).latest.filter((r) => r.op === 'keywords.similar').length;

describe.each(ENGINES)('a stop with paid calls in flight (%s)', (_name, engine) => {
  let t: TestSandbox;
  let hop: CountingHop;
  let dist = '';
  let data = '';
  beforeAll(async () => {
    t = await startTestSandbox();
    hop = await startCountingHop(t);
    dist = mkdtempSync(join(tmpdir(), 'sb-stop-dist-'));
    data = mkdtempSync(join(tmpdir(), 'sb-stop-dir-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  });
  afterAll(async () => {
    hop?.close();
    await t?.close();
    for (const d of [dist, data]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it('counts only the calls that reached the service; the others answer 503 with Retry-After, none is reset', async () => {
    const store = await engine();
    const server = await startServerProcess({
      SEARCHBOARD_DIST: dist,
      SEARCHBOARD_DATA_DIR: data,
      ...store.where,
      ...upstreamsThrough(hop),
      CREDIT_BUDGET_DAILY: '5000',
      PACE_DATA_RPS: '2',
      // queued rather than refused: 8 calls at 2 a second wait up to 4 s for their slots
      PACE_MAX_WAIT_MS: '30000',
    });
    try {
      const searches = () => hop.calls.filter((c) => c.startsWith('GET /data/v1/keywords/similar')).length;
      const answers = Array.from({ length: 8 }, (_, i) =>
        fetch(`${server.base}/api/data/v1/keywords/similar?source=us&keyword=stop%20${i}&limit=50`).then(
          async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() }),
          (err: unknown) => ({ status: 0, retryAfter: null, body: String(err) }),
        ),
      );
      // the first calls have left; the rest wait for their slots under the pace, reserved
      await vi.waitFor(() => expect(searches()).toBeGreaterThanOrEqual(2), { timeout: 30_000 });
      await vi.waitFor(async () => expect(await ledgerRows(server.base)).toBe(8), { timeout: 30_000 });
      server.child.kill('SIGTERM');
      const got = await Promise.all(answers);
      expect(await server.exited).toBe(0);
      const reached = searches();
      expect(reached).toBeLessThan(8);
      // every client has an answer: the ones sent theirs, the others a clean "try again"
      expect(got.filter((a) => a.status === 200)).toHaveLength(reached);
      const refused = got.filter((a) => a.status !== 200);
      expect(refused.map((a) => [a.status, a.retryAfter])).toEqual(refused.map(() => [503, '5']));
      expect(server.stderr()).not.toMatch(/ 500 request|destroyed/);

      const kept = await openStore(store.store);
      try {
        const rows = await kept.db
          .selectFrom('ledger')
          .select(['outcome', 'credits'])
          .where('op', '=', 'keywords.similar')
          .execute();
        expect(rows).toHaveLength(8);
        // counted: only what reached the service, settled; nothing left reserved or unknown
        expect(rows.filter((r) => r.outcome === 'ok')).toHaveLength(reached);
        expect(rows.filter((r) => r.outcome === 'reserved' || r.outcome === 'unknown')).toEqual([]);
        expect(rows.filter((r) => r.outcome === 'failed').every((r) => Number(r.credits) === 0)).toBe(true);
        expect(await kept.db.selectFrom('pending_calls').selectAll().execute()).toEqual([]);
      } finally {
        await kept.close();
      }
    } finally {
      server.child.kill('SIGKILL');
      await store.drop();
    }
  }, 90_000);
});

describe('a kill -9 with paid calls queued, then a restart (sqlite)', () => {
  it('releases the reservations of calls that never left and keeps those that left counted', async () => {
    const t = await startTestSandbox();
    const hop = await startCountingHop(t);
    const dist = mkdtempSync(join(tmpdir(), 'sb-kill-dist-'));
    const data = mkdtempSync(join(tmpdir(), 'sb-kill-data-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const env = {
      SEARCHBOARD_DIST: dist,
      SEARCHBOARD_DATA_DIR: data,
      ...upstreamsThrough(hop),
      CREDIT_BUDGET_DAILY: '5000',
      PACE_DATA_RPS: '2',
      PACE_MAX_WAIT_MS: '30000',
      // a holder silent for 3 s is dead; rows nobody waits on are swept after three times that
      PROXY_TIMEOUT_MS: '12000',
    };
    const first = await startServerProcess(env);
    let second: Awaited<ReturnType<typeof startServerProcess>> | undefined;
    try {
      const searches = () => hop.calls.filter((c) => c.startsWith('GET /data/v1/keywords/similar')).length;
      const answers = Array.from({ length: 8 }, (_, i) =>
        fetch(`${first.base}/api/data/v1/keywords/similar?source=us&keyword=kill%20${i}&limit=50`).catch(
          () => undefined,
        ),
      );
      await vi.waitFor(() => expect(searches()).toBeGreaterThanOrEqual(2), { timeout: 30_000 });
      await vi.waitFor(async () => expect(await ledgerRows(first.base)).toBe(8), { timeout: 30_000 });
      first.child.kill('SIGKILL');
      await Promise.all(answers);
      await first.exited;
      const reached = searches();
      second = await startServerProcess(env);
      const credits = async () =>
        (
          (await (
            await fetch(`${(second as { base: string }).base}/api/local/credits?limit=100`)
          ).json()) as {
            latest: { op: string; outcome: string }[];
          }
        ).latest.filter((r) => r.op === 'keywords.similar');
      // the restarted server finds the dead process's rows silent and settles them, without a call of its own
      await vi.waitFor(
        async () => expect((await credits()).filter((r) => r.outcome === 'reserved')).toEqual([]),
        {
          timeout: 60_000,
          interval: 500,
        },
      );
      const rows = await credits();
      expect(rows).toHaveLength(8);
      // what left is counted (settled, or unknown at its maximum); what never left is released. A call killed in
      // the instant between saying it leaves and leaving counts as left: the safe side of not knowing
      const counted = rows.filter((r) => ['ok', 'unknown'].includes(r.outcome)).length;
      expect(counted).toBeGreaterThanOrEqual(reached);
      expect(counted).toBeLessThanOrEqual(reached + 1);
      expect(rows.filter((r) => r.outcome === 'failed')).toHaveLength(8 - counted);
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
      hop.close();
      await t.close();
      for (const d of [dist, data]) rmSync(d, { recursive: true, force: true });
    }
  }, 120_000);
});
