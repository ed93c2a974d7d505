import { describe, expect, it } from 'vitest';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import type { Collector } from './collector.ts';
import { positionObservation, testAlerts, TestClock } from './test-alerts.ts';

const HOUR = 3_600_000;

describe.each(STORE_ENGINES)('the alert checks (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  it('runs data collectors at every tick, hourly ones once an hour and daily ones once a day from the check hour, on one replica', async () => {
    const store = await fresh();
    const runs: string[] = [];
    const counting = (name: string, when: Collector['when']): Collector => ({
      name,
      when,
      collect: async () => {
        runs.push(name);
        return [];
      },
    });
    const failing: Collector = {
      name: 'broken',
      when: 'data',
      collect: () => Promise.reject(new Error('the store is away')),
    };
    const collectors = [
      failing,
      counting('data', 'data'),
      counting('hourly', 'hourly'),
      counting('daily', 'daily'),
    ];
    const clock = new TestClock('2026-11-20T05:10:00Z');
    const logs: string[] = [];
    const a = testAlerts(store, { clock, collectors, log: (l) => void logs.push(l) });
    const b = testAlerts(store, { clock, collectors, log: (l) => void logs.push(l) });
    const tick = async () => {
      runs.length = 0;
      await Promise.all([a.alerts.checks.tick(), b.alerts.checks.tick()]);
      return [...runs].sort();
    };
    // before the check hour: no daily check; the hour's check on one replica of the two
    expect(await tick()).toEqual(['data', 'data', 'hourly']);
    expect(await tick()).toEqual(['data', 'data']);
    clock.set('2026-11-20T07:00:05Z');
    expect(await tick()).toEqual(['daily', 'data', 'data', 'hourly']);
    clock.advance(HOUR);
    expect(await tick()).toEqual(['data', 'data', 'hourly']);
    clock.set('2026-11-21T07:30:00Z');
    expect(await tick()).toEqual(['daily', 'data', 'data', 'hourly']);
    // the failing collector is told, and did not stop the others
    expect(logs.some((l) => l.includes('collector broken: the store is away'))).toBe(true);
  });

  it('checks now whatever the slots, and delivers what fired', async () => {
    const t = testAlerts(await fresh());
    const ch = await t.alerts.repo.createChannel(
      { kind: 'email', name: null, url: null, address: 'team@agency.test', secret: null },
      null,
    );
    await t.alerts.repo.createRule(
      {
        site_id: 101,
        metric: 'positions.left_top10',
        threshold: 10,
        channels: [ch.id],
        cooldown_hours: 24,
        daily_digest: false,
        muted: false,
      },
      null,
    );
    t.feed.push(positionObservation({ run: 1, before: 4, now: 101, metric: 'positions.left_top10' }));
    expect(await t.alerts.checkNow()).toEqual({ observed: 1, fired: 1 });
    await t.alerts.sender.tick();
    await t.alerts.sender.idle();
    expect(t.mails.map((m) => m.to)).toEqual([['team@agency.test']]);
    expect(t.mails[0]?.text).toContain(
      'https://board.agency.test/sites/101/positions?keyword=running%20shoes',
    );
    expect(await t.alerts.checkNow()).toEqual({ observed: 1, fired: 0 });
    await t.alerts.close();
  });
});
