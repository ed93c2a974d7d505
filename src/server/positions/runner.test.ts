import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../store/store.ts';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';
import { createPositions } from './service.ts';
import { hikingBoots, trackSite } from './test-site.ts';

/** Runs through the real proxy in front of a sandbox with a manual clock: each wait for the tasks moves it on. */
async function setup(budget: { daily?: number; monthly?: number } = {}) {
  const tp = await startTestProxy({ budget, sandboxClock: true });
  const clock = tp.t.clock;
  const positions = createPositions({
    store: openSqliteStore(':memory:'),
    handle: () => tp.proxy.handle,
    metering: tp.proxy.metering,
    now: () => clock.now(),
    sleep: async (ms) => clock.advance(ms),
    pollMs: 1000,
  });
  await trackSite(positions.repo, hikingBoots(12));
  return { tp, positions };
}

let tp: TestProxy | undefined;
afterEach(async () => {
  await tp?.close();
  tp = undefined;
});

describe('a run through the proxy', () => {
  it('queues the keywords in tasks of ten on the metered path and records one position per keyword', async () => {
    const s = await setup();
    tp = s.tp;
    const run = await s.positions.runNow(101);
    expect(run?.kind).toBe('manual');
    await s.positions.settled();
    const done = await s.positions.repo.run(run?.id ?? 0);
    expect(done).toMatchObject({ outcome: 'done', message: '12 of 12 keywords recorded.' });
    // spec: "query[] ... up to 10 per task": 12 keywords are two task calls
    expect(tp.upstreamCalls.filter((c) => c.startsWith('POST /data/v1/serp/classic/tasks'))).toHaveLength(2);
    // the ledger recorded what they cost: 10 credits per keyword
    expect((await tp.proxy.metering.summary()).month).toBe(120);
    const rows = (await s.positions.summary(101)).keywords;
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      expect(r.day).toBe('2026-11-22');
      // a position is 1-100 or null (absent), never 0
      expect(r.position === null || (r.position >= 1 && r.position <= 100)).toBe(true);
      expect(r.trend).toHaveLength(1);
    }
  });

  it('skips a run the budget cannot cover, spends nothing and says why', async () => {
    const s = await setup({ daily: 100 });
    tp = s.tp;
    const run = await s.positions.runNow(101);
    await s.positions.settled();
    expect(await s.positions.repo.run(run?.id ?? 0)).toMatchObject({
      outcome: 'skipped-budget',
      message: 'This run costs 120 credits and the credit budget has 100 left: it was skipped.',
    });
    expect(tp.upstreamCalls.some((c) => c.startsWith('POST'))).toBe(false);
    expect((await s.positions.summary(101)).keywords.every((k) => k.day === null)).toBe(true);
  });

  it('refuses a second run of the site while one is going', async () => {
    const s = await setup();
    tp = s.tp;
    expect(await s.positions.runNow(101)).toBeDefined();
    expect(await s.positions.runNow(101)).toBeUndefined();
    await s.positions.settled();
  });
});
