import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../sandbox/clock.ts';
import { JobScheduler } from '../jobs/scheduler.ts';
import { MailError } from '../mail/mail-types.ts';
import { startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';
import { openStore, type Store } from '../store/store.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { createReports } from './service.ts';
import type { Deliver } from './sender.ts';
import { smtpDeliver } from './test-deliver.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const daily = {
  site_id: 101,
  frequency: 'daily' as const,
  hour: 8,
  time_zone: 'Europe/Berlin',
  range_days: 30,
  recipients: ['client@northwind.test', 'boss@northwind.test'],
};

let smtp: TestSmtp | undefined;
afterEach(async () => {
  await smtp?.stop();
  smtp = undefined;
});

/** a port no server listens on: what an SMTP server that is down looks like */
async function freePort(): Promise<number> {
  const s = await startTestSmtp();
  const port = s.port;
  await s.stop();
  return port;
}

describe.each(STORE_ENGINES)('report sends (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  function setup(store: Store, deliver: Deliver, clock = new ManualClock('2026-11-20T06:30:00Z')) {
    const events: { action: string; site_id?: number | null; detail?: string | null }[] = [];
    const reports = createReports({
      store,
      deliver,
      now: () => clock.now(),
      record: async (e) => void events.push(e),
    });
    return { clock, reports, events };
  }

  it('SMTP down at the send and up two minutes later: delivered exactly once, then never again', async () => {
    const port = await freePort();
    const s = setup(
      await fresh(),
      smtpDeliver(() => `smtp://127.0.0.1:${port}`),
    );
    const schedule = await s.reports.repo.create(daily, null);
    s.clock.set('2026-11-20T07:00:10Z'); // 08:00:10 in Berlin: the slot is due
    const [first] = await s.reports.sender.tick();
    expect(first).toMatchObject({ state: 'retrying', attempts: 1 });
    expect(first?.next_try_at).toBe('2026-11-20T07:01:10.000Z');
    smtp = await startTestSmtp({ port });
    // not yet due again: nothing is sent before its time
    expect(await s.reports.sender.tick()).toEqual([]);
    s.clock.advance(2 * MINUTE);
    const [second] = await s.reports.sender.tick();
    expect(second).toMatchObject({ state: 'sent', attempts: 2, error: null });
    for (let i = 0; i < 3; i++) {
      s.clock.advance(MINUTE);
      await s.reports.sender.tick();
    }
    expect(smtp.received.map((r) => r.parsed.subject)).toEqual([
      `schedule ${schedule.id} for 2026-11-20T07:00:00.000Z`,
    ]);
    expect(smtp.received[0]?.envelope.to).toEqual(daily.recipients);
    const log = await s.reports.repo.deliveries(schedule.id);
    expect(log.map((d) => [d.state, d.slot])).toEqual([['sent', '2026-11-20T07:00:00.000Z']]);
    expect(s.events).toMatchObject([{ action: 'report.sent', site_id: 101 }]);
  });

  it('retries with backoff for up to 24 hours after the slot, then fails saying so', async () => {
    let calls = 0;
    const s = setup(await fresh(), async () => {
      calls++;
      throw new MailError('connect ECONNREFUSED 127.0.0.1:25', false);
    });
    const schedule = await s.reports.repo.create(daily, null);
    s.clock.set('2026-11-20T07:00:00Z');
    const waits: number[] = [];
    for (let i = 0; i < 60; i++) {
      const [d] = await s.reports.sender.tick();
      if (!d || d.state !== 'retrying') break;
      waits.push((Date.parse(d.next_try_at ?? '') - s.clock.now().getTime()) / MINUTE);
      s.clock.set(d.next_try_at ?? '');
    }
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    const [last] = await s.reports.repo.deliveries(schedule.id);
    expect(last?.state).toBe('failed');
    expect(last?.error).toMatch(/^Given up after \d+ attempts over 24 hours: connect ECONNREFUSED/);
    expect(s.clock.now().getTime() - Date.parse('2026-11-20T07:00:00Z')).toBeLessThanOrEqual(24 * HOUR);
    expect(calls).toBe(last?.attempts);
    expect(s.events).toMatchObject([{ action: 'report.failed', site_id: 101 }]);
  });

  it('a permanent refusal fails at once and says so', async () => {
    smtp = await startTestSmtp({ refuse: ['client@northwind.test'] });
    const url = smtp.url;
    const s = setup(
      await fresh(),
      smtpDeliver(() => url),
    );
    const schedule = await s.reports.repo.create({ ...daily, recipients: ['client@northwind.test'] }, null);
    s.clock.set('2026-11-20T07:05:00Z');
    await s.reports.sender.tick();
    s.clock.advance(HOUR);
    await s.reports.sender.tick();
    const log = await s.reports.repo.deliveries(schedule.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ state: 'failed', attempts: 1 });
    expect(log[0]?.error).toMatch(/^Refused for good, not tried again: .*550/);
  });

  it('sends no slot from before the schedule was switched on, and the latest missed slot once', async () => {
    const sent: string[] = [];
    const s = setup(await fresh(), async (_schedule, { sendAt }) => {
      sent.push(sendAt.toISOString());
      return { recipients: daily.recipients, size: 10, outboxId: null, messageId: 'x' };
    });
    await s.reports.repo.create(daily, null); // at 06:30 UTC, before today's 07:00 UTC slot
    await s.reports.sender.tick();
    expect(sent).toEqual([]);
    s.clock.set('2026-11-23T09:00:00Z'); // down for three days
    await s.reports.sender.tick();
    await s.reports.sender.tick();
    expect(sent).toEqual(['2026-11-23T07:00:00.000Z']);
  });

  it('two processes on one store ticking together on the shared scheduler: each slot sent once', async () => {
    const first = await fresh();
    const second = first.url ? await openStore(first.url) : first;
    const sent: string[] = [];
    const deliver: Deliver = async (schedule, { sendAt }) => {
      sent.push(`${schedule.id} ${sendAt.toISOString()}`);
      return { recipients: schedule.recipients, size: 10, outboxId: null, messageId: 'x' };
    };
    const clock = new ManualClock('2026-11-20T05:00:00Z');
    const a = setup(first, deliver, clock);
    const b = setup(second, deliver, clock);
    const jobsA = new JobScheduler().add(a.reports.sender);
    const jobsB = new JobScheduler().add(b.reports.sender);
    await a.reports.repo.create(daily, null);
    await a.reports.repo.create({ ...daily, hour: 7 }, null);
    clock.set('2026-11-20T07:00:01Z');
    await Promise.all([jobsA.tick(), jobsB.tick(), jobsA.tick(), jobsB.tick()]);
    expect(sent.sort()).toEqual(['1 2026-11-20T07:00:00.000Z', '2 2026-11-20T06:00:00.000Z']);
    if (second !== first) await second.close();
  });
});
