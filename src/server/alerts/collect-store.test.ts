import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Metering } from '../metering/metering.ts';
import { PositionsRepo, type RunOutcome } from '../positions/repo.ts';
import { hikingBoots, trackSite } from '../positions/test-site.ts';
import type { Store } from '../store/store.ts';
import { STORE_ENGINES } from '../store/test-engines.ts';
import { storeCollectors } from './collect-store.ts';
import { decide } from './decide.ts';
import { judge } from './judge.ts';
import type { Observation } from './observation.ts';

let store: Store;
let clock = new Date('2026-11-20T06:00:00Z');
const now = () => clock;
const repo = () => new PositionsRepo(store, now);

/** A run on `day` at 06:00 that records `positions` (keyword id → position; null: not found) and ends `outcome`. */
async function run(day: string, outcome: RunOutcome, positions: Record<number, number | null> = {}) {
  const r = repo();
  clock = new Date(`${day}T06:00:00Z`);
  const claimed = await r.claimRun(101, `${day}T06:00:00.000Z`, 'scheduled', 3);
  if (!claimed) throw new Error('run not claimed');
  clock = new Date(`${day}T06:01:00Z`);
  for (const [id, position] of Object.entries(positions))
    await r.recordDay({ keyword_id: Number(id), day, position, url: null, top10: [], task_id: null });
  clock = new Date(`${day}T06:02:00Z`);
  await r.finishRun(claimed.id, outcome, null);
  return claimed.id;
}

const collect = async (name: string, metering = new Metering(store, {}, now)) => {
  const c = storeCollectors({ store, metering, now }).find((x) => x.name === name);
  if (!c) throw new Error(`no collector ${name}`);
  return c.collect(clock);
};
const find = (list: Observation[], metric: string, subject: string) =>
  list.find((o) => o.metric === metric && o.subject === subject);

describe.each(STORE_ENGINES)('storeCollectors on %s', (_engine, open) => {
  beforeEach(async () => {
    store = await open();
    clock = new Date('2026-11-20T06:00:00Z');
  });
  afterEach(async () => {
    await store.close();
  });

  describe('storeCollectors: positions', () => {
    beforeEach(async () => {
      await trackSite(repo(), hikingBoots(3));
    });

    it('compares the last two good runs, skipping over a failed and a skipped run', async () => {
      await run('2026-11-20', 'done', { 1: 2, 2: 8, 3: null });
      await run('2026-11-21', 'failed');
      await run('2026-11-22', 'skipped-budget');
      const last = await run('2026-11-23', 'done', { 1: 4, 2: 15, 3: null });
      const list = await collect('positions');
      const top3 = find(list, 'positions.left_top3', 'keyword:1');
      expect(top3).toMatchObject({
        before: { value: 2, at: '2026-11-20' },
        now: { value: 4, at: '2026-11-23' },
        event: `run:${last}`,
        url: '/sites/101/positions?keyword=1',
        label: 'hiking boots',
        depth: 100,
      });
      expect(top3?.missing).toBeUndefined();
      expect(judge({ metric: 'positions.left_top3', threshold: 3 }, top3!).kind).toBe('fire');
      const fell = find(list, 'positions.fall', 'keyword:2')!;
      expect(judge({ metric: 'positions.fall', threshold: 5 }, fell).kind).toBe('fire');
      // not found both times: a real value past the depth, and no fall
      const absent = find(list, 'positions.fall', 'keyword:3')!;
      expect(absent.now.value).toBe(101);
      expect(judge({ metric: 'positions.fall', threshold: 5 }, absent).kind).toBe('clear');
      const avg = find(list, 'positions.average_worse', 'site:101')!;
      expect(avg).toMatchObject({
        before: { value: 5 },
        now: { value: 9.5 },
        label: 'northwind-outdoor.com',
      });
    });

    it('does not compare with what a failed run recorded before it failed', async () => {
      await run('2026-11-20', 'done', { 1: 2, 2: 8, 3: 5 });
      await run('2026-11-21', 'failed', { 1: 40 });
      const last = await run('2026-11-22', 'done', { 1: 3, 2: 8, 3: 5 });
      const list = await collect('positions');
      const o = find(list, 'positions.fall', 'keyword:1')!;
      expect(o).toMatchObject({
        before: { value: 2, at: '2026-11-20' },
        now: { value: 3 },
        event: `run:${last}`,
      });
      // 40 on the failed run's day is no comparison point: 2 then 3 stays in the top 3
      const top3 = find(list, 'positions.left_top3', 'keyword:1')!;
      expect(judge({ metric: 'positions.left_top3', threshold: 3 }, top3).kind).toBe('clear');
    });

    it('reads a keyword not asked in the last run as missing, not as a fall', async () => {
      await run('2026-11-20', 'done', { 1: 2, 2: 8, 3: 5 });
      await run('2026-11-21', 'done', { 1: 2, 2: 8 });
      const list = await collect('positions');
      const o = find(list, 'positions.fall', 'keyword:3')!;
      expect(o.now.value).toBeNull();
      expect(o.missing).toMatch(/not checked/);
      expect(judge({ metric: 'positions.fall', threshold: 1 }, o).kind).toBe('missing');
    });

    it('compares a keyword asked again with its last check before the gap', async () => {
      await run('2026-11-20', 'done', { 1: 2, 2: 8, 3: 5 });
      await run('2026-11-21', 'done', { 1: 2, 2: 8 });
      await run('2026-11-22', 'done', { 1: 2, 2: 8, 3: 30 });
      const o = find(await collect('positions'), 'positions.left_top10', 'keyword:3')!;
      expect(o).toMatchObject({
        before: { value: 5, at: '2026-11-20' },
        now: { value: 30, at: '2026-11-22' },
      });
      expect(judge({ metric: 'positions.left_top10', threshold: 10 }, o).kind).toBe('fire');
    });

    it('has nothing to compare after one good run', async () => {
      await run('2026-11-20', 'done', { 1: 2 });
      const list = await collect('positions');
      expect(find(list, 'positions.fall', 'keyword:1')?.missing).toMatch(/no earlier/);
      expect(find(list, 'positions.average_worse', 'site:101')?.missing).toMatch(/no earlier/);
    });
  });

  describe('storeCollectors: jobs', () => {
    beforeEach(async () => {
      await trackSite(repo(), hikingBoots(1));
    });

    it('fires on a skipped run and clears on the next good one', async () => {
      await run('2026-11-20', 'done', { 1: 2 });
      const skipped = await run('2026-11-21', 'skipped-budget');
      let list = await collect('jobs');
      const o = find(list, 'jobs.skipped', 'positions-run:101')!;
      expect(o).toMatchObject({ event: `run:${skipped}`, now: { value: 1, at: '2026-11-21' } });
      const v = judge({ metric: 'jobs.skipped', threshold: 1 }, o);
      expect(v.kind === 'fire' && v.message).toBe(
        'Rank tracking of northwind-outdoor.com was skipped for budget on 2026-11-21.',
      );
      expect(find(list, 'jobs.failed', 'positions-run:101')?.now.value).toBe(0);
      await run('2026-11-22', 'done', { 1: 2 });
      list = await collect('jobs');
      expect(
        judge({ metric: 'jobs.skipped', threshold: 1 }, find(list, 'jobs.skipped', 'positions-run:101')!)
          .kind,
      ).toBe('clear');
    });

    it('reads a failed report send as a failed job of its schedule', async () => {
      const at = '2026-11-21T08:00:00.000Z';
      const s = await store.db
        .insertInto('report_schedules')
        .values({
          site_id: 101,
          frequency: 'daily',
          hour: 8,
          time_zone: 'UTC',
          range_days: 30,
          recipients: ['a@agency.example'],
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const send = (slot: string, state: 'sent' | 'failed' | 'retrying') =>
        store.db
          .insertInto('report_deliveries')
          .values({ schedule_id: s.id, slot, state, at: slot })
          .returning('id')
          .executeTakeFirstOrThrow();
      await send('2026-11-20T08:00:00.000Z', 'sent');
      const failed = await send('2026-11-21T08:00:00.000Z', 'failed');
      // still retrying: not an outcome yet
      await send('2026-11-22T08:00:00.000Z', 'retrying');
      const o = find(await collect('jobs'), 'jobs.failed', `report:${s.id}`)!;
      expect(o).toMatchObject({
        siteId: 101,
        event: `delivery:${failed.id}`,
        now: { value: 1, at: '2026-11-21' },
        url: '/reports/101/schedules',
      });
      expect(judge({ metric: 'jobs.failed', threshold: 1 }, o).kind).toBe('fire');
    });
  });

  describe('storeCollectors: budget', () => {
    const spend = (at: string, credits: number) =>
      store.db
        .insertInto('ledger')
        .values({ at, area: 'serp', op: 'serp.tasks.create', credits, status: 200, outcome: 'ok' })
        .execute();

    it('gives the day and the month as a percent of their budget, as the account page counts them', async () => {
      clock = new Date('2026-11-21T12:00:00Z');
      await spend('2026-11-02T10:00:00.000Z', 3000);
      await spend('2026-11-21T10:00:00.000Z', 850);
      const list = await collect('budget', new Metering(store, { daily: 1000, monthly: 10000 }, now));
      const day = find(list, 'budget.daily_share', 'budget:day')!;
      expect(day).toMatchObject({
        siteId: null,
        now: { value: 85, at: '2026-11-21' },
        event: 'day:2026-11-21',
      });
      const month = find(list, 'budget.monthly_share', 'budget:month')!;
      expect(month).toMatchObject({
        now: { value: 38.5, at: '2026-11-01..2026-11-30' },
        event: 'month:2026-11',
      });
      const v = judge({ metric: 'budget.daily_share', threshold: 80 }, day);
      expect(v.kind === 'fire' && v.message).toBe("The day's spend reached 85% of its budget on 2026-11-21.");
      expect(judge({ metric: 'budget.monthly_share', threshold: 80 }, month).kind).toBe('clear');
    });

    it('is missing without a budget, never 0 %', async () => {
      const list = await collect('budget');
      for (const o of list) {
        expect(o.now.value).toBeNull();
        expect(judge({ metric: o.metric, threshold: 80 }, o).kind).toBe('missing');
      }
    });

    it('fires the same day once its spend crosses, after earlier clear looks', async () => {
      clock = new Date('2026-11-21T09:00:00Z');
      const metering = new Metering(store, { daily: 1000 }, now);
      const c = storeCollectors({ store, metering, now }).find((x) => x.name === 'budget')!;
      const rule = { metric: 'budget.daily_share' as const, threshold: 80 };
      const step = async () => {
        const o = (await c.collect(clock)).find((x) => x.metric === rule.metric)!;
        return decide(undefined, judge(rule, o), o.event, clock, 24);
      };
      await spend('2026-11-21T08:30:00.000Z', 100);
      expect((await step()).fire).toBe(false);
      await spend('2026-11-21T09:30:00.000Z', 800);
      clock = new Date('2026-11-21T10:00:00Z');
      expect((await step()).fire).toBe(true);
    });
  });
});
