import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Ledger } from '../metering/ledger.ts';
import { PendingCalls } from '../metering/pending-calls.ts';
import { StorePace } from '../proxy/store-pace.ts';
import { openSqliteStore, openStore, type Store } from './store.ts';
import { STORE_ENGINES, type TestStore } from './test-engines.ts';

/**
 * The store's contract on both engines: what one replica writes another sees at once, and what must
 * hold across replicas holds when two stores (two pools, as two replicas have) work on one database at once.
 */
describe.each(STORE_ENGINES)('the store (%s)', (name, open) => {
  const opened: Store[] = [];
  let dir = '';
  afterEach(async () => {
    // the first opened (the test database's owner) closes last
    for (const s of opened.reverse()) await s.close();
    opened.length = 0;
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  /** Two stores on one database, as two replicas hold them. */
  async function twoReplicas(): Promise<[Store, Store]> {
    if (name === 'sqlite') {
      dir = mkdtempSync(join(tmpdir(), 'sb-store-'));
      const pair = await Promise.all([openStore(dir), openStore(dir)]);
      opened.push(...pair);
      return pair;
    }
    const first: TestStore = await open();
    opened.push(first);
    // migrations of a second replica starting at the same time wait for the first's and find nothing to do
    const [second, third] = await Promise.all([openStore(first.url ?? ''), openStore(first.url ?? '')]);
    opened.push(second, third);
    await third.close();
    opened.pop();
    return [first, second];
  }

  it('keeps rows, blobs and nulls as they were written, and numbers as numbers', async () => {
    const s = await open();
    opened.push(s);
    const body = Buffer.from([0, 1, 2, 250, 255]);
    await s.db
      .insertInto('answer_cache')
      .values({
        key: 'k',
        op: 'x',
        status: 200,
        content_type: 'application/json',
        body,
        stored_at: 'a',
        expires_at: 'b',
      })
      .execute();
    const row = await s.db.selectFrom('answer_cache').selectAll().executeTakeFirstOrThrow();
    expect(Buffer.compare(row.body, body)).toBe(0);
    expect(row.status).toBe(200);
    const ledger = new Ledger(s, {}, () => new Date('2026-11-25T10:00:00Z'));
    await ledger.free({ op: 'keywords.search', target: null }, 'cache', 200);
    const summary = await ledger.summary();
    expect(summary.today).toBe(0);
    expect(typeof summary.month).toBe('number');
  });

  it('40 reservations at once from two replicas never pass a daily budget of 50', async () => {
    const [a, b] = await twoReplicas();
    const now = () => new Date('2026-11-25T10:00:00Z');
    const ledgers = [new Ledger(a, { daily: 50 }, now), new Ledger(b, { daily: 50 }, now)];
    const got = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (ledgers[i % 2] as Ledger).reserve({ op: 'keywords.search', target: `k${i}` }, 5),
      ),
    );
    expect(got.filter((g) => 'id' in g)).toHaveLength(10);
    const summary = await (ledgers[0] as Ledger).summary();
    expect(summary.reserved).toBe(50);
    expect(summary.budget.remainingToday).toBe(0);
  });

  it('paces two replicas together: never more than `rate` starts in any second', async () => {
    const [a, b] = await twoReplicas();
    const paces = [new StorePace(a, 'the key', 4, 60_000), new StorePace(b, 'the key', 4, 60_000)];
    const got = await Promise.all(Array.from({ length: 12 }, (_, i) => (paces[i % 2] as StorePace).take()));
    expect(got.every((slot) => 'wait' in slot)).toBe(true);
    // the start times given out, as the store holds them
    const starts = (await a.db.selectFrom('pace_slots').select('at_ms').orderBy('at_ms').execute()).map((r) =>
      Number(r.at_ms),
    );
    expect(starts).toHaveLength(12);
    for (let i = 4; i < starts.length; i++)
      expect((starts[i] as number) - (starts[i - 4] as number)).toBeGreaterThanOrEqual(1000);
    // a call that would wait more than allowed is refused, with the time until its slot
    const short = new StorePace(a, 'the key', 4, 100);
    expect(await short.take()).toMatchObject({ retryAfterMs: expect.any(Number) });
  });

  it('lets one replica hold an identical paid call; the other sees it held, then reads its answer', async () => {
    const [a, b] = await twoReplicas();
    const pa = new PendingCalls(a, 60_000);
    const pb = new PendingCalls(b, 60_000);
    expect(await pa.claim('call')).toEqual({ mine: true });
    const other = await pb.claim('call');
    expect(other.mine).toBe(false);
    expect(await pb.held('call')).toBe(true);
    const since = other.mine ? '' : other.since;
    expect(await pb.answerSince('call', since)).toBeUndefined();
    await a.db
      .insertInto('answer_cache')
      .values({
        key: 'call',
        op: 'x',
        status: 200,
        content_type: 'application/json',
        body: Buffer.from('{"ok":1}'),
        stored_at: new Date().toISOString(),
        expires_at: new Date().toISOString(),
      })
      .execute();
    await pa.release('call');
    expect(await pb.held('call')).toBe(false);
    expect((await pb.answerSince('call', since))?.body.toString()).toBe('{"ok":1}');
  });

  it('takes over a pending call whose replica died', async () => {
    const [a, b] = await twoReplicas();
    let t = Date.parse('2026-11-25T10:00:00Z');
    const clock = () => new Date(t);
    expect(await new PendingCalls(a, 1000, clock).claim('k')).toEqual({ mine: true });
    t += 5000;
    expect(await new PendingCalls(b, 1000, clock).claim('k')).toEqual({ mine: true });
  });
});

describe('the SQLite store', () => {
  it('is the default: a folder, nothing to install', () => {
    const s = openSqliteStore(':memory:');
    expect(s.engine).toBe('sqlite');
    return s.close();
  });
});
