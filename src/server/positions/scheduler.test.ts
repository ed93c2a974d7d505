import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../sandbox/clock.ts';
import { PositionsRepo, type Run } from './repo.ts';
import { nextSlot, previousSlot, Scheduler } from './scheduler.ts';

const HOUR = 3_600_000;

function setup(db = new Database(':memory:'), clock = new ManualClock('2026-11-20T05:30:00Z')) {
  const repo = new PositionsRepo(db, () => clock.now());
  const executed: Run[] = [];
  const scheduler = new Scheduler({
    repo,
    now: () => clock.now(),
    execute: async (run) => {
      executed.push(run);
      repo.finishRun(run.id, 'done', null);
    },
  });
  return { db, clock, repo, scheduler, executed };
}

function track(repo: PositionsRepo, cadence: 'daily' | 'weekly' = 'daily') {
  if (!repo.settings(101))
    repo.saveSettings({
      site_id: 101,
      domain: 'northwind-outdoor.com',
      subdomains: false,
      cadence,
      hour: 6,
      weekday: 1,
    });
  repo.addKeywords(101, [
    {
      keyword: 'hiking boots',
      location_id: 2840,
      language_code: 'en',
      device: 'desktop',
      search_engine: 'web_search_engine_1',
      tags: [],
    },
  ]);
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
    track(repo);
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
    track(repo);
    clock.advance(HOUR);
    await scheduler.tick();
    clock.advance(3 * 24 * HOUR + 2 * HOUR); // down for three days, back at 08:30
    await scheduler.tick();
    await scheduler.tick();
    expect(executed.map((r) => r.slot)).toEqual(['2026-11-20T06:00:00.000Z', '2026-11-23T06:00:00.000Z']);
  });

  it('records a run the budget refuses as skipped, and does not retry that slot', async () => {
    const { clock, repo } = setup();
    track(repo);
    const scheduler = new Scheduler({
      repo,
      now: () => clock.now(),
      execute: async (run) => repo.finishRun(run.id, 'skipped-budget', 'The monthly budget is spent.'),
    });
    clock.advance(HOUR);
    await scheduler.tick();
    await scheduler.tick();
    expect(repo.runs(101).map((r) => [r.outcome, r.message])).toEqual([
      ['skipped-budget', 'The monthly budget is spent.'],
    ]);
  });

  describe('two processes on one store', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('never both run a slot', async () => {
      dir = mkdtempSync(join(tmpdir(), 'positions-'));
      const file = join(dir, 'store.db');
      const clock = new ManualClock('2026-11-20T06:10:00Z');
      const a = setup(new Database(file), clock);
      const b = setup(new Database(file), clock);
      track(a.repo);
      // the schedule was set before the slot
      a.db.prepare("UPDATE positions_sites SET schedule_at = '2026-11-01T00:00:00.000Z'").run();
      await Promise.all([a.scheduler.tick(), b.scheduler.tick(), a.scheduler.tick(), b.scheduler.tick()]);
      expect(a.executed.length + b.executed.length).toBe(1);
      a.db.close();
      b.db.close();
    });
  });
});
