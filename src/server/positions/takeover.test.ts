import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../store/store.ts';
import { STORE_ENGINES } from '../store/test-engines.ts';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';
import type { Handler } from './internal-call.ts';
import { createPositions } from './service.ts';
import { hikingBoots, numberedKeywords, trackSite } from './test-site.ts';

/**
 * A run whose process stops part-way, and a second process on the same store taking it over: the paid work is
 * used, not bought again. The first process "dies" by never getting an answer again and never renewing its
 * lease; the manual clock then moves past the lease.
 */

const SERP_POST = 'POST /data/v1/serp/classic/tasks';
const LEASE = 30_000;

type Verdict = 'never-sent' | 'answer-lost' | undefined;

let tp: TestProxy | undefined;
let store: Store | undefined;
afterEach(async () => {
  await tp?.close();
  await store?.close();
  tp = undefined;
  store = undefined;
});

async function setup(open: () => Promise<Store>, budget: { daily?: number } = {}) {
  tp = await startTestProxy({ budget, sandboxClock: true });
  store = await open();
  const proxy = tp.proxy;
  const clock = tp.t.clock;
  /** decides, call by call, whether the first process is dead for it */
  let kill: (method: string, url: string, nth: number) => Verdict = () => undefined;
  const seen = new Map<string, number>();
  const dying: Handler = (req: IncomingMessage, res: ServerResponse, next) => {
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}${(req.url ?? '').includes('task_id') ? '?' : ''}`;
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const verdict = kill(req.method ?? '', req.url ?? '', nth);
    if (verdict === 'never-sent') return;
    if (verdict === 'answer-lost') {
      const sink = {
        headersSent: false,
        writeHead: () => sink,
        write: () => true,
        end: () => sink,
        destroy() {},
      };
      proxy.handle(req, sink as unknown as ServerResponse, next);
      return;
    }
    proxy.handle(req, res, next);
  };
  const common = {
    store,
    metering: proxy.metering,
    now: () => clock.now(),
    sleep: async (ms: number) => clock.advance(ms),
    pollMs: 1000,
    leaseMs: LEASE,
  };
  // the first process never renews on its own timer: once it hangs, it is as good as dead
  const a = createPositions({ ...common, handle: () => dying, owner: 'a', renewMs: 86_400_000 });
  const b = createPositions({ ...common, handle: () => proxy.handle, owner: 'b' });
  await trackSite(a.repo, hikingBoots(20));
  const posts = () => (tp as TestProxy).upstreamCalls.filter((c) => c.startsWith(SERP_POST)).length;
  const until = (cond: () => boolean | Promise<boolean>) =>
    vi.waitFor(async () => expect(await cond()).toBe(true), { timeout: 30_000, interval: 20 });
  const month = async () => (await proxy.metering.summary()).month;
  /** the second process settles the run: every keyword recorded, with no task call beyond the run's two */
  const finishedByB = async (runId = 0) => {
    await b.settled();
    expect(await b.repo.run(runId)).toMatchObject({
      outcome: 'done',
      message: '20 of 20 keywords recorded.',
    });
    expect(posts()).toBe(2);
  };
  const setKill = (k: typeof kill) => (kill = k);
  /** the first process dies at its `nth` task call, as `verdict` says */
  const killTaskCall = (nth: number, verdict: Verdict) =>
    setKill((method, url, n) =>
      method === 'POST' && url.endsWith('/serp/classic/tasks') && n === nth ? verdict : undefined,
    );
  return { a, b, clock, posts, month, until, finishedByB, setKill, killTaskCall };
}

describe.each(STORE_ENGINES)('a run taken over by another process (%s)', (_name, open) => {
  it('after the first died collecting: records every position from the tasks it paid for, pays nothing again', async () => {
    const s = await setup(open);
    // dead at its first read of the task list, after both task calls were answered and paid
    s.setKill((method, url) => (method === 'GET' && !url.includes('task_id') ? 'never-sent' : undefined));
    const run = await s.a.runNow(101);
    await s.until(() => s.posts() === 2);
    await s.until(async () => (await s.a.repo.runKeywords(run?.id ?? 0)).every((r) => r.state === 'queued'));
    expect(await s.month()).toBe(200);
    // within its lease the run is the first process's: nobody takes it over
    expect(await s.b.adopt()).toEqual([]);
    expect(await s.b.runNow(101)).toBeUndefined();
    s.clock.advance(LEASE + 1000);
    // "Run now" on the other process takes the lapsed run over instead of answering "in progress"
    expect((await s.b.runNow(101))?.id).toBe(run?.id);
    await s.finishedByB(run?.id);
    expect((await s.b.repo.run(run?.id ?? 0))?.status).toBe('finished');
    expect(await s.month()).toBe(200);
    expect((await s.b.summary(101)).keywords.every((k) => k.day !== null)).toBe(true);
  });

  it('after the first died with a task call out that the service did: finds its tasks in the free list', async () => {
    const s = await setup(open);
    s.killTaskCall(2, 'answer-lost');
    const run = await s.a.runNow(101);
    await s.until(() => s.posts() === 2);
    await s.until(async () => (await s.month()) === 200);
    s.clock.advance(LEASE + 1000);
    expect((await s.b.adopt()).map((r) => r.id)).toEqual([run?.id]);
    await s.finishedByB(run?.id);
    expect(await s.month()).toBe(200);
  });

  it('after the first died before its task call left: queues what was never sent, once', async () => {
    const s = await setup(open);
    s.killTaskCall(2, 'never-sent');
    const run = await s.a.runNow(101);
    await s.until(() => s.posts() === 1);
    await s.until(async () => (await s.a.repo.runKeywords(run?.id ?? 0)).some((r) => r.state === 'sending'));
    s.clock.advance(LEASE + 1000);
    await s.b.adopt();
    await s.finishedByB(run?.id);
    expect(await s.month()).toBe(200);
  });

  it('on close, hands its run back at once: no new paid call, and the next process finishes it', async () => {
    const s = await setup(open);
    let closing: Promise<void> | undefined;
    s.setKill((method, url, nth) => {
      // the process is asked to stop while its first task call is out
      if (method === 'POST' && url.endsWith('/serp/classic/tasks') && nth === 1) closing = s.a.close();
      return undefined;
    });
    const run = await s.a.runNow(101);
    await s.until(() => closing !== undefined);
    await closing;
    expect(s.posts()).toBe(1);
    const left = await s.a.repo.run(run?.id ?? 0);
    expect(left?.status).toBe('running');
    // a closed process starts nothing
    expect(await s.a.runNow(101)).toBeUndefined();
    // no wait for a lease: it was handed back
    expect((await s.b.adopt()).map((r) => r.id)).toEqual([run?.id]);
    await s.finishedByB(run?.id);
  });

  it('marks a run left from before progress was kept as failed, saying why', async () => {
    const s = await setup(open);
    const old = await s.a.repo.claimRun(101, 'manual:old', 'manual', 20);
    s.clock.advance(LEASE + 1000);
    await s.b.adopt();
    await s.b.settled();
    expect(await s.b.repo.run(old?.id ?? 0)).toMatchObject({
      outcome: 'failed',
      message: 'The server stopped during this run.',
    });
    expect(s.posts()).toBe(0);
  });

  it('skips whole a run the budget cannot cover once another run holds its share, never cut part-way', async () => {
    const s = await setup(open, { daily: 250 });
    await trackSite(s.a.repo, numberedKeywords('tent', 20), { siteId: 102, domain: 'example.com' });
    const [one, two] = await Promise.all([s.b.runNow(101), s.b.runNow(102)]);
    await s.b.settled();
    const runs = [await s.b.repo.run(one?.id ?? 0), await s.b.repo.run(two?.id ?? 0)];
    const done = runs.filter((r) => r?.outcome === 'done');
    const skipped = runs.filter((r) => r?.outcome === 'skipped-budget');
    expect(done.map((r) => r?.message)).toEqual(['20 of 20 keywords recorded.']);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.message).toMatch(
      /^This run costs 200 credits and the credit budget .*it was skipped\./,
    );
    // the skipped run spent nothing: the one run's 200 credits, and its hold released
    expect((await tp?.proxy.metering.summary())?.today).toBe(200);
    expect((await tp?.proxy.metering.summary())?.reserved).toBe(0);
    expect(s.posts()).toBe(2);
  });
});
