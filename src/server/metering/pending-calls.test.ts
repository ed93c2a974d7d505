import { describe, expect, it } from 'vitest';
import { Ledger } from './ledger.ts';
import { PendingCalls } from './pending-calls.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';

/**
 * A paid call in flight whose holder died: the row says which reservation it held and whether its call had left,
 * so whoever finds it silent settles it right. On both engines (two holders on one store, as two replicas).
 */
describe.each(STORE_ENGINES)('a pending call whose holder died (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function setup() {
    const s = await fresh();
    let t = Date.parse('2026-11-25T10:00:00Z');
    const clock = () => new Date(t);
    const ledger = new Ledger(s, { daily: 100 }, clock);
    const dead = new PendingCalls(s, 1000, clock);
    const alive = new PendingCalls(s, 1000, clock);
    expect(await dead.claim('k')).toEqual({ mine: true });
    const got = await ledger.reserve({ op: 'keywords.similar', target: 't' }, 40, (q, id) =>
      dead.reserved(q, 'k', id),
    );
    if (!('id' in got)) throw new Error('refused');
    const row = async () =>
      s.db
        .selectFrom('ledger')
        .select(['outcome', 'credits'])
        .where('id', '=', got.id)
        .executeTakeFirstOrThrow();
    return { store: s, dead, alive, ledger, id: got.id, row, advance: (ms: number) => (t += ms) };
  }

  it('is taken over, reservation and all, when its call never left; the old holder may no longer send it', async () => {
    const { store, dead, alive, ledger, id, row, advance } = await setup();
    // held by a row naming a reservation: watched, not taken at once
    expect((await alive.claim('k')).mine).toBe(false);
    const seen = await alive.state('k');
    expect(seen).toMatchObject({ ledgerId: id, sent: false });
    advance(5000);
    const taken = await alive.takeOver('k', seen!, async (q, d) => {
      if (d.ledgerId !== null && d.sent) await ledger.abandoned(d.ledgerId, true, q);
    });
    expect(taken).toEqual({ ledgerId: id, sent: false });
    expect(await ledger.reservedAt(id)).toBe(40);
    // the holder wakes up: it finds the key no longer its own and does not send
    expect(await dead.sent('k')).toBe(false);
    // a second waiter that saw the same row does not take it again
    expect(await new PendingCalls(store, 1000).takeOver('k', seen!, async () => {})).toBeUndefined();
    expect(await row()).toEqual({ outcome: 'reserved', credits: 40 });
    alive.close();
    dead.close();
  });

  it('is swept when nobody waits: released if it never left, unknown at its maximum if it had', async () => {
    const { store, dead, alive, ledger, row, advance } = await setup();
    advance(10_000);
    const settle = (p: PendingCalls) =>
      p.sweep(3000, async (q, d) => {
        if (d.ledgerId !== null) await ledger.abandoned(d.ledgerId, d.sent, q);
      });
    expect(await settle(alive)).toBe(1);
    expect(await row()).toEqual({ outcome: 'failed', credits: 0 });
    expect(await alive.held('k')).toBe(false);

    // one that had left
    expect(await dead.claim('j')).toEqual({ mine: true });
    const got = await ledger.reserve({ op: 'keywords.similar', target: 'j' }, 30, (q, id) =>
      dead.reserved(q, 'j', id),
    );
    if (!('id' in got)) throw new Error('refused');
    expect(await dead.sent('j')).toBe(true);
    advance(10_000);
    expect(await settle(alive)).toBe(1);
    const left = await store.db
      .selectFrom('ledger')
      .select(['outcome', 'credits'])
      .where('id', '=', got.id)
      .executeTakeFirstOrThrow();
    expect(left).toEqual({ outcome: 'unknown', credits: 30 });
    alive.close();
    dead.close();
  });
});
