import { afterEach, describe, expect, it } from 'vitest';
import { sandboxOrganicByDay } from '../../sandbox/server.ts';
import { DEMO_DAYS, DEMO_SITE, seedDemoPositions } from '../positions/demo-seed.ts';
import { PositionsRepo } from '../positions/repo.ts';
import type { Store } from '../store/store.ts';
import { STORE_ENGINES } from '../store/test-engines.ts';
import { Ledger } from './ledger.ts';

/**
 * Credits and money are two meters: the data interface's calls cost credits, a backlink report withdraws money
 * from the account's balance (spec, Backlink reports: "price is what creating the report withdraws"), and the
 * spec gives no rate between them. The ledger totals each on its own. The demo's rank-tracking history was
 * never asked of the service: it is said to be demo history, and no credit of it reaches the ledger or the budget.
 */
describe.each(STORE_ENGINES)('what the ledger says was spent (%s)', (_name, open) => {
  const now = new Date('2026-11-25T10:00:00Z');
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('totals the money withdrawn this month per currency, apart from the credits', async () => {
    const s = (store = await open());
    const ledger = new Ledger(s, { monthly: 5000 }, () => now);
    const charge = async (op: string, credits: number, money?: { amount: number; currency: string }) => {
      const held = await ledger.reserve({ op, target: 'x' }, credits);
      if (!('id' in held)) throw new Error(held.refusal);
      await ledger.settle(held.id, { status: 200, credits, estimated: false, money });
    };
    await charge('keywords.similar', 370);
    await charge('backlinks.create', 0, { amount: 1.25, currency: 'USD' });
    await charge('backlinks.create', 0, { amount: 2.5, currency: 'USD' });
    // a refresh the service withdraws for without quoting the price first: money spent, amount not known here
    await charge('backlinks.update', 0);
    const summary = await ledger.summary();
    expect(summary.month).toBe(370);
    expect(summary.budget.remainingMonth).toBe(4630);
    expect(summary.money).toEqual([{ currency: 'USD', amount: 3.75, calls: 2 }]);
    expect(summary.moneyUnquoted).toBe(1);
  });

  it('finds the seeded rank-tracking days as demo history that no call paid for, and charges none of it', async () => {
    const s = (store = await open());
    const repo = new PositionsRepo(s, () => now);
    expect(await repo.unpaidHistory()).toBeNull();
    await seedDemoPositions(repo, sandboxOrganicByDay, now);
    // a day a real run recorded, through a SERP task it paid for, is not demo history
    const first = (await repo.keywords(DEMO_SITE.id))[0];
    if (!first) throw new Error('no keyword seeded');
    await repo.recordDay({
      keyword_id: first.id,
      day: '2026-11-25',
      position: 4,
      url: null,
      top10: [],
      task_id: 'task-1',
    });
    const demo = await repo.unpaidHistory();
    // 60 keywords on 89 days (one scheduled day was skipped by the budget)
    expect(demo).toEqual({
      site_ids: [DEMO_SITE.id],
      checks: 60 * (DEMO_DAYS - 1),
      from: '2026-08-27',
      to: '2026-11-24',
    });
    // the seeded runs, wherever they are listed, say that they are demo history
    const runs = await repo.runs(DEMO_SITE.id, 200);
    expect(runs).toHaveLength(DEMO_DAYS);
    expect(runs.every((r) => r.message?.startsWith('Demo history'))).toBe(true);
    const summary = await new Ledger(s, { monthly: 5000 }, () => now).summary();
    expect(summary.month).toBe(0);
    expect(summary.budget.remainingMonth).toBe(5000);
  });
});
