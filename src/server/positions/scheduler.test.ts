import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../sandbox/clock.ts';
import { openSqliteStore, openStore, type Store } from '../store/store.ts';
import { STORE_ENGINES, type TestStore } from '../store/test-engines.ts';
import { PositionsRepo, type Run } from './repo.ts';
import { nextSlot, previousSlot, Scheduler } from './scheduler.ts';
import { trackedKeyword, trackSite } from './test-site.ts';

const HOUR = 3_600_000;

function setup(db: Store = openSqliteStore(':memory:'), clock = new ManualClock('2026-11-20T05:30:00Z')) {
  const repo = new PositionsRepo(db, () => clock.now());
  const executed: Run[] = [];
  const scheduler = new Scheduler({
    repo,
    now: () => clock.now(),
    execute: async (run) => {
      executed.push(run);
      await repo.finishRun(run.id, 'done', null);
    },
  });
  return { db, clock, repo, scheduler, executed };
}

async function track(repo: PositionsRepo, cadence: 'daily' | 'weekly' = 'daily') {
  const keywords = [trackedKeyword('hiking boots')];
  if (await repo.settings(101)) await repo.addKeywords(101, keywords);
  else await trackSite(repo, keywords, { cadence });
}

describe('slots (croner, UTC)', () => {
  it('finds the latest slot at or before now and the next one', () => {
    const daily = { cadence: 'daily' as const, hour: 6, weekday: 1 };
    expect(previousSlot(daily, new Date('2026-11-20T05:30:00Z')).toISOString()).toBe(
      '2026-11-19T06:00:00.000Z',
    );
    expect(previousSlot(daily, new Date('2026-11-20T06:00:00Z')).toISOString()).toBe(
      '2026-11-20T06:00:00.000Z',
    );
    expect(nextSlot(daily, new Date('2026-11-20T06:00:00Z')).toISOString()).toBe('2026-11-21T06:00:00.000Z');
    // 2026-11-23 is a Monday
    const weekly = { cadence: 'weekly' as const, hour: 6, weekday: 1 };
    expect(previousSlot(weekly, new Date('2026-11-25T10:00:00Z')).toISOString()).toBe(
      '2026-11-23T06:00:00.000Z',
    );
  });
});

describe('Scheduler with an injected clock', () => {
  it('runs each slot once, however often it ticks', async () => {
    const { clock, repo, scheduler, executed } = setup();
    await track(repo);
    await scheduler.tick(); // 05:30: yesterday's slot came before the schedule was set
    expect(executed).toHaveLength(0);
    clock.advance(HOUR); // 06:30
    await scheduler.tick();
    await scheduler.tick();
    expect(executed.map((r) => r.slot)).toEqual(['2026-11-20T06:00:00.000Z']);
    clock.advance(24 * HOUR);
    await scheduler.tick();
    expect(executed.map((r) => r.slot)).toEqual(['2026-11-20T06:00:00.000Z', '2026-11-21T06:00:00.000Z']);
  });

  it('catches up a missed slot once after downtime, not every missed slot', async () => {
    const { clock, repo, scheduler, executed } = setup();
    await track(repo);
    clock.advance(HOUR);
    await scheduler.tick();
    clock.advance(3 * 24 * HOUR + 2 * HOUR); // down for three days, back at 08:30
    await scheduler.tick();
    await scheduler.tick();
    expect(executed.map((r) => r.slot)).toEqual(['2026-11-20T06:00:00.000Z', '2026-11-23T06:00:00.000Z']);
  });

  it('records a run the budget refuses as skipped, and does not retry that slot', async () => {
    const { clock, repo } = setup();
    await track(repo);
    const scheduler = new Scheduler({
      repo,
      now: () => clock.now(),
      execute: async (run) => repo.finishRun(run.id, 'skipped-budget', 'The monthly budget is spent.'),
    });
    clock.advance(HOUR);
    await scheduler.tick();
    await scheduler.tick();
    expect((await repo.runs(101)).map((r) => [r.outcome, r.message])).toEqual([
      ['skipped-budget', 'The monthly budget is spent.'],
    ]);
  });

  describe.each(STORE_ENGINES)('two processes on one store (%s)', (name, open) => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('never both run a slot', async () => {
      const clock = new ManualClock('2026-11-20T06:10:00Z');
      let first: TestStore;
      let second: Store;
      if (name === 'sqlite') {
        dir = mkdtempSync(join(tmpdir(), 'positions-'));
        first = openSqliteStore(dir);
        second = openSqliteStore(dir);
      } else {
        first = await open();
        // a second pool on the same database: what another replica holds
        second = await openStore(first.url ?? '');
      }
      const a = setup(first, clock);
      const b = setup(second, clock);
      await track(a.repo);
      // the schedule was set before the slot
      await a.db.db.updateTable('positions_sites').set({ schedule_at: '2026-11-01T00:00:00.000Z' }).execute();
      await Promise.all([a.scheduler.tick(), b.scheduler.tick(), a.scheduler.tick(), b.scheduler.tick()]);
      expect(a.executed.length + b.executed.length).toBe(1);
      await b.db.close();
      await a.db.close();
    });
  });
});
