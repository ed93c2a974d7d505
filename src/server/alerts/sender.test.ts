import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/store.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { positionObservation, testAlerts } from './test-alerts.ts';
import { startReceiver, type TestReceiver } from './test-receiver.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SECRET = 'receiver-secret-0123456789';

const receivers: TestReceiver[] = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
});

describe.each(STORE_ENGINES)('alert deliveries (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function setup(statuses: number[], o: { digest?: boolean } = {}) {
    const receiver = await startReceiver(statuses);
    receivers.push(receiver);
    const t = testAlerts(await fresh());
    const ch = await t.alerts.repo.createChannel(
      { kind: 'webhook', name: 'ops', url: receiver.url, address: null, secret: SECRET },
      null,
    );
    const rule = await t.alerts.repo.createRule(
      {
        site_id: 101,
        metric: 'positions.fall',
        threshold: 5,
        channels: [ch.id],
        cooldown_hours: 24,
        daily_digest: o.digest ?? false,
        muted: false,
      },
      null,
    );
    return { ...t, receiver, ch, rule };
  }

  const verified = (r: TestReceiver) =>
    r.received.map((x) => {
      const sig = createHmac('sha256', SECRET).update(x.body).digest('hex');
      return x.headers['x-searchboard-signature'] === `sha256=${sig}`;
    });

  it('a receiver failing twice then accepting: one delivery, sent after 3 attempts, one body taken', async () => {
    const t = await setup([500, 500, 200]);
    await t.alerts.engine.evaluate([positionObservation({ run: 1, before: 3, now: 11 })]);
    const [first] = await t.alerts.sender.tick();
    expect(first).toMatchObject({ state: 'retrying', attempts: 1, response: '500' });
    expect(first?.next_try_at).toBe(new Date(t.clock.now().getTime() + MINUTE).toISOString());
    // not due yet: nothing goes out before its time
    expect(await t.alerts.sender.tick()).toEqual([]);
    t.clock.advance(MINUTE);
    const [second] = await t.alerts.sender.tick();
    expect(second).toMatchObject({ state: 'retrying', attempts: 2 });
    t.clock.advance(5 * MINUTE);
    const [third] = await t.alerts.sender.tick();
    expect(third).toMatchObject({ state: 'sent', attempts: 3, response: '200', error: null });
    for (let i = 0; i < 3; i++) {
      t.clock.advance(HOUR);
      expect(await t.alerts.sender.tick()).toEqual([]);
    }
    expect(t.receiver.received.map((x) => x.status)).toEqual([500, 500, 200]);
    expect(verified(t.receiver)).toEqual([true, true, true]);
    const bodies = new Set(t.receiver.received.map((x) => x.body));
    expect(bodies.size).toBe(1);
    const body = JSON.parse(t.receiver.received[0]?.body ?? '') as Record<string, unknown>;
    expect(body).toMatchObject({
      rule: t.rule.id,
      metric: 'positions.fall',
      site_id: 101,
      subject: 'keyword:7',
      url: 'https://board.agency.test/sites/101/positions?keyword=running%20shoes',
      values: { before: { value: 3 }, now: { value: 11 }, threshold: 5 },
    });
    expect(t.events.map((e) => e.action)).toEqual(['alert.fired', 'alert.sent']);
  });

  it('a 4xx is refused for good: failed at once, with the status kept', async () => {
    const t = await setup([410]);
    await t.alerts.engine.evaluate([positionObservation({ run: 1, before: 3, now: 11 })]);
    const [d] = await t.alerts.sender.tick();
    expect(d).toMatchObject({ state: 'failed', attempts: 1, response: '410', next_try_at: null });
    expect(d?.error).toContain('410');
    expect(d?.error).not.toContain(SECRET);
  });

  it('gives up after six attempts', async () => {
    const t = await setup([500, 500, 500, 500, 500, 500, 200]);
    await t.alerts.engine.evaluate([positionObservation({ run: 1, before: 3, now: 11 })]);
    let last;
    for (let i = 0; i < 6; i++) {
      [last] = await t.alerts.sender.tick();
      t.clock.advance(3 * HOUR);
    }
    expect(last).toMatchObject({ state: 'failed', attempts: 6 });
    expect(await t.alerts.sender.tick()).toEqual([]);
    expect(t.receiver.received).toHaveLength(6);
  });

  it('two senders on one store: a delivery goes out once', async () => {
    const t = await setup([]);
    const store = t.alerts.repo.store as typeof t.alerts.repo.store & { url?: string };
    const other = store.url ? await openStore(store.url) : store;
    try {
      const b = testAlerts(other, { clock: t.clock });
      await t.alerts.engine.evaluate([positionObservation({ run: 1, before: 3, now: 11 })]);
      const [x, y] = await Promise.all([t.alerts.sender.tick(), b.alerts.sender.tick()]);
      expect(x.length + y.length).toBe(1);
      expect(t.receiver.received).toHaveLength(1);
    } finally {
      if (other !== store) await other.close();
    }
  });

  it("a channel's test goes out at once, marked as a test", async () => {
    const t = await setup([]);
    const d = await t.alerts.sender.sendTest(t.ch.id);
    expect(d).toMatchObject({ state: 'sending', alert_id: null });
    await t.receiver.waitFor(1);
    await t.alerts.sender.idle();
    expect(JSON.parse(t.receiver.received[0]?.body ?? '')).toMatchObject({ test: true });
    expect((await t.alerts.repo.delivery(d?.id ?? 0))?.state).toBe('sent');
  });

  it("a digest rule's alerts of a day go out in one message at the next day's check hour", async () => {
    const t = await setup([], { digest: true });
    await t.alerts.engine.evaluate([positionObservation({ run: 1, before: 3, now: 11 })]);
    await t.alerts.engine.evaluate([positionObservation({ run: 2, before: 3, now: 11, keyword: 8 })]);
    // the check hour (07 UTC) has come today, but today's alerts wait for tomorrow's digest
    t.clock.set('2026-11-20T08:00:00Z');
    expect(await t.alerts.sender.tick()).toEqual([]);
    t.clock.set('2026-11-21T07:00:05Z');
    const [d] = await t.alerts.sender.tick();
    expect(d).toMatchObject({ state: 'sent', job: 'digest:2026-11-21', alert_id: null });
    expect(t.receiver.received).toHaveLength(1);
    const body = JSON.parse(t.receiver.received[0]?.body ?? '') as { digest: { subject: string }[] };
    expect(body.digest.map((x) => x.subject)).toEqual(['keyword:7', 'keyword:8']);
    const states = await t.alerts.repo.store.db
      .selectFrom('alert_deliveries')
      .select(['state', 'job'])
      .where('alert_id', 'is not', null)
      .execute();
    expect(states.map((s) => s.state)).toEqual(['sent', 'sent']);
    // once a day, whichever tick or replica
    t.clock.advance(HOUR);
    expect(await t.alerts.sender.tick()).toEqual([]);
  });
});
