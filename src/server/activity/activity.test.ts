import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { Activity, KEEP_DAYS } from './activity.ts';

const ann = { id: 'p-ann', email: 'ann@team.example' };
const bob = { id: 'p-bob', email: 'bob@team.example' };

describe.each(STORE_ENGINES)('the activity log in the store (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  /** a log whose clock the test moves */
  async function logAt(start: string) {
    const store = await fresh();
    let now = new Date(start);
    const activity = new Activity(store, () => now);
    return {
      store,
      activity,
      at: (iso: string) => {
        now = new Date(iso);
      },
    };
  }

  it('lists newest first, filtered by email, action and days (both included), a page at a time', async () => {
    const { activity, at } = await logAt('2026-03-01T10:00:00Z');
    await activity.record({ person: ann, action: 'write', operation: 'groups.create', outcome: 'ok' });
    at('2026-03-02T23:59:59.999Z');
    await activity.record({ person: bob, action: 'paid', operation: 'keywords.related', outcome: 'ok' });
    at('2026-03-03T00:00:00Z');
    await activity.record({ person: ann, action: 'share.create', site_id: 101, outcome: 'ok' });
    at('2026-03-04T08:00:00Z');
    await activity.record({
      person: ann,
      action: 'refused',
      operation: 'keywords.related',
      outcome: 'refused',
    });

    const all = await activity.list({ limit: 50, offset: 0 });
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.action)).toEqual(['refused', 'share.create', 'paid', 'write']);
    expect(all.items[1]).toMatchObject({ email: 'ann@team.example', site_id: 101, credits: null });

    const page = await activity.list({ limit: 2, offset: 2 });
    expect(page).toMatchObject({ total: 4 });
    expect(page.items.map((i) => i.action)).toEqual(['paid', 'write']);

    const anns = await activity.list({ limit: 50, offset: 0, email: 'ANN@team.example' });
    expect(anns.total).toBe(3);
    expect(anns.items.every((i) => i.email === 'ann@team.example')).toBe(true);

    expect((await activity.list({ limit: 50, offset: 0, action: 'paid' })).items).toHaveLength(1);

    const days = await activity.list({ limit: 50, offset: 0, from: '2026-03-02', to: '2026-03-03' });
    expect(days.items.map((i) => i.action)).toEqual(['share.create', 'paid']);
    expect(days.total).toBe(2);
  });

  it('shows a paid call’s credits as its ledger rows say now, and none (null, not 0) without any', async () => {
    const { store, activity } = await logAt('2026-03-01T10:00:00Z');
    await activity.record({ person: bob, action: 'paid', outcome: 'ok', request_id: 'req-1' });
    await activity.record({ person: bob, action: 'write', outcome: 'ok', request_id: 'req-2' });
    const row = await store.db
      .insertInto('ledger')
      .values({
        at: '2026-03-01T10:00:00Z',
        area: 'keywords',
        op: 'keywords.related',
        target: null,
        credits: 40,
        estimated: true,
        money_amount: null,
        money_currency: null,
        status: 0,
        outcome: 'reserved',
        detail: null,
        person_id: bob.id,
        request_id: 'req-1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const credits = async () => (await activity.list({ limit: 10, offset: 0 })).items.map((i) => i.credits);
    expect(await credits()).toEqual([null, 40]);
    // settled to what the answer said it cost: the log shows the settled figure
    await store.db
      .updateTable('ledger')
      .set({ credits: 12, outcome: 'ok' })
      .where('id', '=', row.id)
      .execute();
    expect(await credits()).toEqual([null, 12]);
  });

  it(`keeps ${KEEP_DAYS} days and drops what is older`, async () => {
    const { activity, at } = await logAt('2025-01-01T00:00:00Z');
    await activity.record({ person: ann, action: 'write', operation: 'old', outcome: 'ok' });
    at(new Date(Date.parse('2025-01-01T00:00:00Z') + (KEEP_DAYS - 1) * DAY_MS).toISOString());
    await activity.record({ person: ann, action: 'write', operation: 'kept', outcome: 'ok' });
    expect((await activity.list({ limit: 10, offset: 0 })).total).toBe(2);
    at(new Date(Date.parse('2025-01-01T00:00:00Z') + (KEEP_DAYS + 1) * DAY_MS).toISOString());
    await activity.record({ person: ann, action: 'write', operation: 'new', outcome: 'ok' });
    const left = await activity.list({ limit: 10, offset: 0 });
    expect(left.items.map((i) => i.operation)).toEqual(['new', 'kept']);
  });
});
