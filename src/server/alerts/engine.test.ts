import { describe, expect, it } from 'vitest';
import { openStore } from '../store/store.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import type { Judge } from './engine.ts';
import { positionObservation, testAlerts } from './test-alerts.ts';

const HOUR = 3_600_000;

describe.each(STORE_ENGINES)('the alerts engine (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function withRule(o: { digest?: boolean; cooldown?: number; siteId?: number | null } = {}) {
    const t = testAlerts(await fresh());
    const { repo } = t.alerts;
    const hook = await repo.createChannel(
      { kind: 'webhook', name: 'hook', url: 'http://127.0.0.1:9/h', address: null, secret: 's'.repeat(16) },
      null,
    );
    const mail = await repo.createChannel(
      { kind: 'email', name: null, url: null, address: 'team@agency.test', secret: null },
      null,
    );
    const muted = await repo.createChannel(
      { kind: 'slack', name: null, url: 'http://127.0.0.1:9/s', address: null, secret: null },
      null,
    );
    await repo.updateChannel(muted.id, { muted: true });
    const rule = await repo.createRule(
      {
        site_id: o.siteId === undefined ? 101 : o.siteId,
        metric: 'positions.fall',
        threshold: 5,
        channels: [hook.id, mail.id, muted.id],
        cooldown_hours: o.cooldown ?? 24,
        daily_digest: o.digest ?? false,
        muted: false,
      },
      null,
    );
    return { ...t, rule, hook, mail };
  }

  const deliveries = async (t: Awaited<ReturnType<typeof withRule>>) =>
    (await t.alerts.repo.store.db.selectFrom('alert_deliveries').selectAll().orderBy('id').execute()).map(
      (d) => [d.channel_id, d.state, d.job],
    );

  it('fires once per event, with a delivery per channel that is on, the comparison and an activity entry', async () => {
    const t = await withRule();
    const o = positionObservation({ run: 1, before: 3, now: 11 });
    const first = await t.alerts.engine.evaluate([o]);
    expect(first.fired).toHaveLength(1);
    const [a] = first.fired;
    expect(a).toMatchObject({
      rule_id: t.rule.id,
      site_id: 101,
      subject: 'site:101/keyword:7',
      event: 'run:1',
    });
    expect(a?.compared).toMatchObject({ before: { value: 3 }, now: { value: 11 }, threshold: 5 });
    expect(await deliveries(t)).toEqual([
      [t.hook.id, 'queued', `alert:${a?.id}`],
      [t.mail.id, 'queued', `alert:${a?.id}`],
    ]);
    expect(t.events).toMatchObject([{ action: 'alert.fired', site_id: 101 }]);
    // the same event again, from this or another tick: nothing more
    expect((await t.alerts.engine.evaluate([o])).fired).toEqual([]);
    expect(await deliveries(t)).toHaveLength(2);
  });

  it('a digest rule queues its deliveries for the digest; a rule of another site, or muted, is not asked', async () => {
    const t = await withRule({ digest: true });
    await t.alerts.engine.evaluate([
      positionObservation({ run: 1, before: 3, now: 11 }),
      positionObservation({ run: 1, before: 3, now: 11, siteId: 202 }),
    ]);
    expect((await deliveries(t)).map((d) => d[1])).toEqual(['digest', 'digest']);
    await t.alerts.repo.updateRule(t.rule.id, {
      site_id: 101,
      metric: 'positions.fall',
      threshold: 5,
      channels: [t.hook.id],
      cooldown_hours: 24,
      daily_digest: false,
      muted: true,
    });
    expect(
      (await t.alerts.engine.evaluate([positionObservation({ run: 2, before: 3, now: 20 })])).fired,
    ).toEqual([]);
  });

  it('a rule of every site watches each site', async () => {
    const t = await withRule({ siteId: null });
    const r = await t.alerts.engine.evaluate([
      positionObservation({ run: 1, before: 3, now: 11 }),
      positionObservation({ run: 1, before: 3, now: 11, siteId: 202 }),
    ]);
    expect(r.fired.map((a) => a.site_id)).toEqual([101, 202]);
  });

  it('fires once until it recovers or the cooldown passes; missing data neither fires nor recovers', async () => {
    const t = await withRule({ cooldown: 24 });
    const fired = async (o: Parameters<typeof positionObservation>[0]) =>
      (await t.alerts.engine.evaluate([positionObservation(o)])).fired.length;
    expect(await fired({ run: 1, before: 3, now: 11 })).toBe(1);
    t.clock.advance(HOUR);
    // still down, a new run within the cooldown: no second alert
    expect(await fired({ run: 2, before: 11, now: 19 })).toBe(0);
    // the run failed: no data, no recovery
    t.clock.advance(HOUR);
    expect(await fired({ run: 3, before: 19, now: null })).toBe(0);
    expect((await t.alerts.repo.state(t.rule.id, 'site:101/keyword:7'))?.firing).toBe(true);
    // recovered, then down again: fires again at once
    t.clock.advance(HOUR);
    expect(await fired({ run: 4, before: 19, now: 18 })).toBe(0);
    expect((await t.alerts.repo.state(t.rule.id, 'site:101/keyword:7'))?.firing).toBe(false);
    t.clock.advance(HOUR);
    expect(await fired({ run: 5, before: 18, now: 30 })).toBe(1);
    // still firing, but the cooldown has passed since it fired: fires again
    t.clock.advance(25 * HOUR);
    expect(await fired({ run: 6, before: 30, now: 40 })).toBe(1);
    const rows = await t.alerts.repo.alerts({ limit: 10, offset: 0, teamWide: true });
    expect(rows.items.map((a) => a.event)).toEqual(['run:6', 'run:5', 'run:1']);
  });

  it('keeps why a subject has no data, and forgets it once data comes', async () => {
    const t = await withRule();
    const state = () => t.alerts.repo.state(t.rule.id, 'site:101/keyword:7');
    expect(
      await t.alerts.engine.evaluate([positionObservation({ run: 1, before: 3, now: null })]),
    ).toMatchObject({ fired: [] });
    expect(await state()).toMatchObject({
      firing: false,
      label: 'running shoes',
      missing: 'the run failed',
      missing_at: '2026-11-20T06:00:00.000Z',
      last_event: 'run:1',
    });
    // the rule's answer names it
    const facts = (await t.alerts.repo.ruleFacts()).get(t.rule.id);
    expect(facts).toMatchObject({
      missingCount: 1,
      missing: [
        {
          subject: 'keyword:7',
          label: 'running shoes',
          reason: 'the run failed',
          at: '2026-11-20T06:00:00.000Z',
        },
      ],
    });
    // a run with data that crosses nothing: a clear, and the subject is seen again
    t.clock.advance(HOUR);
    expect(
      (await t.alerts.engine.evaluate([positionObservation({ run: 2, before: 3, now: 4 })])).fired,
    ).toEqual([]);
    expect(await state()).toMatchObject({ firing: false, missing: null, missing_at: null });
    expect((await t.alerts.repo.ruleFacts()).get(t.rule.id)).toMatchObject({ missingCount: 0, missing: [] });
  });

  it('a firing subject that loses its data keeps firing, and a fire clears the missing reason', async () => {
    const t = await withRule();
    const state = () => t.alerts.repo.state(t.rule.id, 'site:101/keyword:7');
    await t.alerts.engine.evaluate([positionObservation({ run: 1, before: 3, now: 11 })]);
    t.clock.advance(HOUR);
    await t.alerts.engine.evaluate([positionObservation({ run: 2, before: 11, now: null })]);
    expect(await state()).toMatchObject({ firing: true, missing: 'the run failed' });
    t.clock.advance(30 * HOUR);
    const r = await t.alerts.engine.evaluate([positionObservation({ run: 3, before: 11, now: 30 })]);
    expect(r.fired).toHaveLength(1);
    expect(await state()).toMatchObject({ firing: true, missing: null, missing_at: null });
  });

  it('takes its judge as a dependency', async () => {
    const store = await fresh();
    const judge: Judge = () => ({
      kind: 'fire',
      message: 'scripted',
      compared: { before: null, now: { value: 1, at: '2026-11-20' }, threshold: 1, unit: '' },
    });
    const t = testAlerts(store, { judge });
    const ch = await t.alerts.repo.createChannel(
      { kind: 'email', name: null, url: null, address: 'a@b.test', secret: null },
      null,
    );
    await t.alerts.repo.createRule(
      {
        site_id: null,
        metric: 'jobs.failed',
        threshold: 1,
        channels: [ch.id],
        cooldown_hours: 24,
        daily_digest: false,
        muted: false,
      },
      null,
    );
    const r = await t.alerts.engine.evaluate([
      { ...positionObservation({ run: 1, before: 1, now: 1 }), metric: 'jobs.failed' },
    ]);
    expect(r.fired.map((a) => a.message)).toEqual(['scripted']);
  });

  it('two replicas on one store judging the same observation at once fire one alert, not two', async () => {
    const t = await withRule();
    const store = t.alerts.repo.store as typeof t.alerts.repo.store & { url?: string };
    // on PostgreSQL the second replica has its own pool on the same database
    const other = store.url ? await openStore(store.url) : store;
    try {
      const b = testAlerts(other, { clock: t.clock });
      const o = positionObservation({ run: 1, before: 3, now: 11 });
      t.feed.push(o);
      b.feed.push(o);
      const [x, y] = await Promise.all([t.alerts.checkNow(), b.alerts.checkNow()]);
      expect(x.fired + y.fired).toBe(1);
      const rows = await t.alerts.repo.alerts({ limit: 10, offset: 0, teamWide: true });
      expect(rows.total).toBe(1);
      expect(await deliveries(t)).toHaveLength(2);
      await Promise.all([t.alerts.close(), b.alerts.close()]);
    } finally {
      if (other !== store) await other.close();
    }
  });
});
