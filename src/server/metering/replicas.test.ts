import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_PROJECT_KEY } from '../../sandbox/keys.ts';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing.ts';
import { NO_POSTGRES, postgresBin, startCluster, type Cluster } from '../store/pg-cluster.ts';
import { freshDatabase } from '../store/test-engines.ts';
import { apiFetch as fetch } from '../http/test-fetch.ts';
import {
  startCountingHop,
  startServerProcess,
  upstreamsThrough,
  type CountingHop,
} from '../http/test-server.ts';

/**
 * Two replicas: two `npm start` processes on two ports, one PostgreSQL, one sandbox that counts the calls it
 * receives. They hold one budget, merge one request, share one pace (the sandbox never sees more than the
 * configured rate), see each other's shares and annotations, and survive a kill -9 of either. Plus the PostgreSQL
 * restart: a clear 503 while it is away, recovery without a restart of either server.
 */
const RATE = 4;
const SECRET = 'replicas-share-one-secret-of-32-chars!!';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL || postgresBin());

describe.runIf(hasPostgres)('two replicas on one PostgreSQL', () => {
  let t: TestSandbox;
  let hop: CountingHop;
  let cluster: Cluster | undefined;
  let drop: (() => Promise<void>) | undefined;
  let env: Record<string, string>;
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  let a = '';
  let b = '';

  beforeAll(async () => {
    t = await startTestSandbox();
    hop = await startCountingHop(t);
    let url: string;
    if (postgresBin()) {
      // its own cluster: the restart case stops and starts it
      cluster = await startCluster(
        process.env.TEST_PG_PORT ? Number(process.env.TEST_PG_PORT) + 1 : undefined,
      );
      url = cluster.url;
    } else {
      const db = await freshDatabase();
      url = db.url;
      drop = db.drop;
    }
    const dist = mkdtempSync(join(tmpdir(), 'sb-replicas-dist-'));
    dirs.push(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    env = {
      SEARCHBOARD_DIST: dist,
      DATABASE_URL: url,
      SHARE_SECRET: SECRET,
      ...upstreamsThrough(hop),
      CREDIT_BUDGET_DAILY: '50',
      PACE_PROJECT_RPS: String(RATE),
      PACE_DATA_RPS: '20',
      PACE_BACKLINKS_RPS: '20',
      PACE_MAX_WAIT_MS: '30000',
    };
    const replica = () => {
      const data = mkdtempSync(join(tmpdir(), 'sb-replica-'));
      dirs.push(data);
      return startServerProcess({ ...env, SEARCHBOARD_DATA_DIR: data });
    };
    // both start at once: their migrations must not trip over each other
    const [one, two] = await Promise.all([replica(), replica()]);
    children.push(one.child, two.child);
    a = one.base;
    b = two.base;
  }, 120_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    hop?.close();
    await t?.close();
    cluster?.stop();
    await drop?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const similar = (keyword: string) =>
    `/api/data/v1/keywords/similar?source=us&keyword=${encodeURIComponent(keyword)}&limit=1`;
  const count = (prefix: string) => hop.calls.filter((c) => c.startsWith(prefix)).length;

  it('start refuses PostgreSQL without SHARE_SECRET and says why', async () => {
    await expect(startServerProcess({ ...env, SHARE_SECRET: '' })).rejects.toThrow(
      /DATABASE_URL is set but SHARE_SECRET is not/,
    );
  });

  it('sends an identical paid call once: the other replica waits for its answer and reads it from the cache', async () => {
    const release = hop.hold('GET /data/v1/keywords/similar?source=us&keyword=merged', 'answer');
    const first = fetch(`${a}${similar('merged')}`);
    await vi.waitFor(() => expect(count('GET /data/v1/keywords/similar?source=us&keyword=merged')).toBe(1), {
      timeout: 20_000,
    });
    const second = fetch(`${b}${similar('merged')}`);
    release();
    const [r1, r2] = await Promise.all([first, second]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r2.headers.get('x-searchboard-cache')).toBe('hit');
    expect(await r2.json()).toEqual(await r1.json());
    expect(count('GET /data/v1/keywords/similar?source=us&keyword=merged')).toBe(1);
  });

  it('40 paid calls at once, split across the replicas, never reserve or spend more than the budget of 50', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${i % 2 ? a : b}${similar(`budget ${i}`)}`).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 200 || s === 402)).toBe(true);
    const credits = (await (await fetch(`${a}/api/local/credits?limit=1000`)).json()) as {
      latest: { outcome: string; credits: number | null }[];
    };
    const counted = credits.latest
      .filter((r) => ['ok', 'reserved', 'unknown'].includes(r.outcome))
      .reduce((n, r) => n + (r.credits ?? 0), 0);
    // "never more than 50 reserved or spent" (the merged call above spent 10 of them)
    expect(counted).toBeLessThanOrEqual(50);
    expect(statuses.filter((s) => s === 200).length).toBe(
      count('GET /data/v1/keywords/similar?source=us&keyword=budget'),
    );
    expect(statuses.filter((s) => s === 402).length).toBeGreaterThanOrEqual(36);
  });

  it(`paces both replicas together: the service never sees more than ${RATE} calls a second`, async () => {
    const before = hop.calls.length;
    const statuses = await Promise.all(
      Array.from({ length: 4 * RATE }, (_, i) =>
        fetch(`${i % 2 ? a : b}/api/project/site-groups`).then((r) => r.status),
      ),
    );
    // queued briefly rather than refused: every call went through, none was the service's 429
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(hop.calls.slice(before).filter((c) => c.startsWith('GET /project/site-groups'))).toHaveLength(
      4 * RATE,
    );
    // the start times both replicas took from the store for the project key: every RATE of them span a second.
    // (Read from the store rather than timed at the sandbox: on a loaded machine a clock reading there is late by
    // whatever else the machine is doing, which says nothing about the pace.)
    const pace = createHash('sha256').update(SANDBOX_PROJECT_KEY).digest('hex').slice(0, 16);
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const rows = await client.query<{ at_ms: string }>(
        'SELECT at_ms FROM pace_slots WHERE pace = $1 ORDER BY at_ms',
        [pace],
      );
      const starts = rows.rows.map((r) => Number(r.at_ms));
      expect(starts.length).toBeGreaterThanOrEqual(4 * RATE);
      for (let i = RATE; i < starts.length; i++)
        expect((starts[i] as number) - (starts[i - RATE] as number)).toBeGreaterThanOrEqual(1000);
    } finally {
      await client.end();
    }
  });

  it('shows an annotation and a share link made on one replica on the other at once, and honours a revoke', async () => {
    const json = { 'content-type': 'application/json' };
    const made = await fetch(`${a}/api/local/annotations?site_id=7`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ date: '2026-11-20', label: 'made on A' }),
    });
    expect(made.status).toBe(201);
    const seen = (await (await fetch(`${b}/api/local/annotations?site_id=7`)).json()) as { items: unknown[] };
    expect(seen.items).toMatchObject([{ label: 'made on A' }]);
    const share = (await (
      await fetch(`${a}/api/local/shares`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ site_id: 7, expires_in_days: 7 }),
      })
    ).json()) as { id: number; url: string };
    const open = (base: string) => globalThis.fetch(`${base}${share.url}`, { redirect: 'manual' });
    expect((await open(b)).status).toBe(302);
    expect((await fetch(`${b}/api/local/shares/${share.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await open(a)).status).toBe(410);
  });

  it('keeps every acknowledged write through a kill -9 of one replica, and the other keeps serving', async () => {
    const data = mkdtempSync(join(tmpdir(), 'sb-replica-'));
    dirs.push(data);
    const victim = await startServerProcess({ ...env, SEARCHBOARD_DATA_DIR: data });
    children.push(victim.child);
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const r = await fetch(`${victim.base}/api/local/annotations?site_id=8`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ date: '2026-11-21', label: `w${w}-${i}` }),
          });
          if (r.status === 201) acknowledged.push(((await r.json()) as { id: number }).id);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = [0, 1, 2].map(writer);
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20), { timeout: 30_000 });
    victim.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    const kept = (await (await fetch(`${b}/api/local/annotations?site_id=8`)).json()) as {
      items: { id: number }[];
    };
    const ids = new Set(kept.items.map((x) => x.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });

  it.runIf(postgresBin())(
    'answers a clear 503 while PostgreSQL restarts, then recovers by itself',
    async () => {
      const c = cluster as Cluster;
      c.pause();
      try {
        const r = await fetch(`${b}/api/local/annotations?site_id=7`);
        expect(r.status).toBe(503);
        expect(r.headers.get('retry-after')).toBe('5');
        expect(((await r.json()) as { message: string }).message).toMatch(/database is not reachable/);
      } finally {
        c.resume();
      }
      await vi.waitFor(
        async () => expect((await fetch(`${b}/api/local/annotations?site_id=7`)).status).toBe(200),
        { timeout: 30_000, interval: 200 },
      );
      await vi.waitFor(
        async () => expect((await fetch(`${a}/api/local/annotations?site_id=7`)).status).toBe(200),
        { timeout: 30_000, interval: 200 },
      );
    },
    60_000,
  );
});

/**
 * A replica killed while it holds a paid call that an identical call on the other replica waits on: the waiter
 * takes the call over well within the call's own time-out (PROXY_TIMEOUT_MS), and it is sent and counted once.
 */
const TIMEOUT_MS = 20_000;

describe.runIf(hasPostgres)('a merged paid call whose holder died', () => {
  let t: TestSandbox;
  let hop: CountingHop;
  let db: { url: string; drop: () => Promise<void> };
  let env: Record<string, string>;
  const dirs: string[] = [];
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    t = await startTestSandbox();
    hop = await startCountingHop(t);
    db = await freshDatabase();
    const dist = mkdtempSync(join(tmpdir(), 'sb-takeover-dist-'));
    dirs.push(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    env = {
      SEARCHBOARD_DIST: dist,
      DATABASE_URL: db.url,
      SHARE_SECRET: SECRET,
      ...upstreamsThrough(hop),
      CREDIT_BUDGET_DAILY: '5000',
      // one call a second, queued up to 30 s: a call can be held in the queue, reserved, before it leaves
      PACE_DATA_RPS: '1',
      PACE_MAX_WAIT_MS: '30000',
      PROXY_TIMEOUT_MS: String(TIMEOUT_MS),
    };
  });

  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    hop?.close();
    await t?.close();
    await db?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const replica = async () => {
    const data = mkdtempSync(join(tmpdir(), 'sb-takeover-'));
    dirs.push(data);
    const r = await startServerProcess({ ...env, SEARCHBOARD_DATA_DIR: data });
    children.push(r.child);
    return r;
  };
  const pair = () => Promise.all([replica(), replica()]);
  const search = (keyword: string) => `/api/data/v1/keywords/similar?source=us&keyword=${keyword}&limit=1`;
  const reached = (keyword: string) =>
    hop.calls.filter((c) => c === `GET /data/v1/keywords/similar?source=us&keyword=${keyword}&limit=1`)
      .length;
  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
  const ledgerOf = (target: string) =>
    query<{ outcome: string; credits: number | null }>(
      'SELECT outcome, credits FROM ledger WHERE target = $1',
      [target],
    );

  it("sends a call whose holder died before it left once, under the holder's reservation", async () => {
    const [a, b] = await pair();
    // the pace queue fills, so the call below waits for its slot on A, reserved and not sent yet
    const fillers = Array.from({ length: 8 }, (_, i) =>
      fetch(`${a.base}${search(`filler${i}`)}`).then(
        (r) => r.status,
        () => 0,
      ),
    );
    await vi.waitFor(
      async () => expect((await query("SELECT id FROM ledger WHERE target LIKE 'filler%'")).length).toBe(8),
      { timeout: 30_000 },
    );
    const held = fetch(`${a.base}${search('takeover')}`).catch(() => undefined);
    await vi.waitFor(
      async () =>
        expect(
          await query(
            "SELECT ledger_id FROM pending_calls WHERE key LIKE '%takeover%' AND ledger_id IS NOT NULL AND sent_at IS NULL",
          ),
        ).toHaveLength(1),
      { timeout: 30_000, interval: 50 },
    );
    const asked = Date.now();
    const waiter = fetch(`${b.base}${search('takeover')}`);
    a.child.kill('SIGKILL');
    const r = await waiter;
    const took = Date.now() - asked;
    expect(r.status).toBe(200);
    expect(took).toBeLessThan(TIMEOUT_MS);
    await Promise.all([held, ...fillers]);
    expect(reached('takeover')).toBe(1);
    // one row for it, settled to its cost: the dead holder's reservation, settled by the takeover
    expect(await ledgerOf('takeover (us)')).toEqual([{ outcome: 'ok', credits: 10 }]);
    // the dead replica's other reservations: those that never left are released, none stays reserved
    await vi.waitFor(
      async () => expect(await query("SELECT id FROM ledger WHERE outcome = 'reserved'")).toEqual([]),
      { timeout: 60_000, interval: 500 },
    );
    const fills = await query<{ target: string; outcome: string }>(
      "SELECT target, outcome FROM ledger WHERE target LIKE 'filler%'",
    );
    for (const f of fills) {
      const sent = reached(f.target.replace(' (us)', '')) > 0;
      expect([f.target, sent ? ['ok', 'unknown'].includes(f.outcome) : f.outcome === 'failed']).toEqual([
        f.target,
        true,
      ]);
    }
  }, 120_000);

  it('never sends again a call whose holder died after it left: the waiter is told, the call counted once', async () => {
    const [a, b] = await pair();
    const release = hop.hold('GET /data/v1/keywords/similar?source=us&keyword=gone', 'answer');
    try {
      const held = fetch(`${a.base}${search('gone')}`).catch(() => undefined);
      await vi.waitFor(() => expect(reached('gone')).toBe(1), { timeout: 30_000 });
      const asked = Date.now();
      const waiter = fetch(`${b.base}${search('gone')}`);
      a.child.kill('SIGKILL');
      const r = await waiter;
      expect(Date.now() - asked).toBeLessThan(TIMEOUT_MS);
      expect(r.status).toBe(502);
      expect(((await r.json()) as { message: string }).message).toMatch(/may have done the work/);
      await held;
      expect(reached('gone')).toBe(1);
      // it may have been done: counted once, at its maximum, until a read can tell
      expect(await ledgerOf('gone (us)')).toEqual([{ outcome: 'unknown', credits: 10 }]);
    } finally {
      release();
    }
  }, 120_000);
});

describe.skipIf(hasPostgres)('two replicas on one PostgreSQL (no PostgreSQL here)', () => {
  it('needs a PostgreSQL', () => {
    throw new Error(NO_POSTGRES);
  });
});
