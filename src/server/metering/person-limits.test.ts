import { describe, expect, it } from 'vitest';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { Ledger, type Spender } from './ledger.ts';

/**
 * A person's own daily and monthly credit limits are checked in the reservation that checks the team's budget,
 * against the ledger rows that person spent or holds: someone else's spend, or the server's own, never counts
 * against them, and a refusal says whose limit it is and when it resets.
 */
describe.each(STORE_ENGINES)('a credit limit per person (%s)', (_name, open) => {
  const fresh = storePerTest(open);
  // 20:47:30 UTC on 10 March: the day resets in 3 h 12 min 30 s, the month on 1 April
  const at = () => new Date('2025-03-10T20:47:30Z');

  const editor = (daily: number | null, monthly: number | null = null, id = 'p-editor'): Spender => ({
    person: { id, limits: { daily_credits: daily, monthly_credits: monthly } },
    requestId: `req-${id}`,
  });
  const spend = async (ledger: Ledger, credits: number, by?: Spender) => {
    const held = await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by }, credits);
    if (!('id' in held)) throw new Error(held.refusal);
    await ledger.settle(held.id, { status: 200, credits, estimated: false });
    return held.id;
  };

  it('refuses a call past the daily limit, saying whose limit it is and when it resets', async () => {
    const ledger = new Ledger(await fresh(), {}, at);
    await spend(ledger, 50, editor(50));
    const refused = await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by: editor(50) }, 10);
    expect(refused).toEqual({
      refusal:
        'Your daily limit of 50 credits is reached (50 spent today). It resets at 00:00 UTC (in 3 h 12 min). ' +
        'An owner or an admin can raise it.',
    });
  });

  it('refuses a call that would cross the limit, saying what the limit leaves', async () => {
    const ledger = new Ledger(await fresh(), {}, at);
    await spend(ledger, 40, editor(50));
    const refused = await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by: editor(50) }, 20);
    expect(refused).toEqual({
      refusal:
        'This call may cost up to 20 credits and your daily limit of 50 leaves 10 today (40 spent). ' +
        'It resets at 00:00 UTC (in 3 h 12 min). An owner or an admin can raise it.',
    });
    // what is left is still spendable
    expect('id' in (await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by: editor(50) }, 10))).toBe(
      true,
    );
  });

  it('counts reservations in flight against the limit, as the team budget does', async () => {
    const ledger = new Ledger(await fresh(), {}, at);
    const held = await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by: editor(50) }, 50);
    expect('id' in held).toBe(true);
    const refused = await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by: editor(50) }, 10);
    expect('refusal' in refused && refused.refusal).toMatch(/^Your daily limit of 50 credits is reached/);
  });

  it('refuses past the monthly limit with the day the month resets', async () => {
    const ledger = new Ledger(await fresh(), {}, at);
    await spend(ledger, 100, editor(null, 100));
    const refused = await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by: editor(null, 100) }, 10);
    expect(refused).toEqual({
      refusal:
        'Your monthly limit of 100 credits is reached (100 spent this month). It resets on 1 April at 00:00 UTC ' +
        '(in 21 d 3 h). An owner or an admin can raise it.',
    });
  });

  it('counts only the person’s own rows: another person’s spend and the server’s do not count against them', async () => {
    const ledger = new Ledger(await fresh(), {}, at);
    await spend(ledger, 500);
    await spend(ledger, 500, editor(null, null, 'p-other'));
    expect('id' in (await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by: editor(50) }, 50))).toBe(
      true,
    );
  });

  it('says the team budget when that is what refuses, and records who was refused and for which request', async () => {
    const s = await fresh();
    const ledger = new Ledger(s, { daily: 30 }, at);
    const refused = await ledger.reserve({ op: 'serp.tasks.create', target: 'q', by: editor(50) }, 40);
    expect('refusal' in refused && refused.refusal).toMatch(/^Credit budget reached/);
    const rows = await s.db.selectFrom('ledger').select(['outcome', 'person_id', 'request_id']).execute();
    expect(rows).toEqual([{ outcome: 'refused', person_id: 'p-editor', request_id: 'req-p-editor' }]);
  });

  it('keeps who spent on the ledger row, and what they spent today and this month', async () => {
    const s = await fresh();
    const ledger = new Ledger(s, {}, at);
    await spend(ledger, 30, editor(50));
    await spend(ledger, 7);
    const rows = await s.db.selectFrom('ledger').select(['person_id', 'request_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { person_id: 'p-editor', request_id: 'req-p-editor' },
      { person_id: null, request_id: null },
    ]);
    expect(await ledger.spentBy('p-editor')).toEqual({ today: 30, month: 30 });
  });
});
