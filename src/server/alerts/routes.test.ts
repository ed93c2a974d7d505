import type { ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonRole } from '../../lib/people.ts';
import { serveAsRole } from '../http/test-role-server.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { alertRoutes } from './routes.ts';
import { positionObservation, testAlerts } from './test-alerts.ts';
import { startReceiver, type TestReceiver } from './test-receiver.ts';

const servers: ServerType[] = [];
const receivers: TestReceiver[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) s.close();
  for (const r of receivers.splice(0)) await r.close();
});

describe.each(STORE_ENGINES)('the alert routes (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function start() {
    const t = testAlerts(await fresh());
    const base = await serveAsRole(
      alertRoutes({ alerts: t.alerts, record: async (e) => void t.events.push(e) }),
      servers,
      'owner',
    );
    const call = async (method: string, path: string, body?: unknown, role?: PersonRole) => {
      const res = await fetch(`${base}/api/local${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(role ? { 'x-role': role } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    };
    return { ...t, call };
  }

  it('makes a webhook channel with its secret shown once, and never again', async () => {
    const t = await start();
    const made = await t.call('POST', '/alert-channels', {
      kind: 'webhook',
      url: 'https://hooks.example.test/a',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ kind: 'webhook', has_secret: true, muted: false, last_delivery: null });
    expect(typeof made.body?.secret).toBe('string');
    const secret = made.body?.secret as string;
    const id = made.body?.id as number;
    const listed = await t.call('GET', '/alert-channels');
    expect(listed.status).toBe(200);
    const one = await t.call('GET', `/alert-channels/${id}`);
    expect(one.body).toMatchObject({ id, url: 'https://hooks.example.test/a' });
    for (const r of [listed, one]) expect(JSON.stringify(r.body)).not.toContain(secret);
    // a viewer reads the list, but not the whole URL (a Slack hook's path is its key)
    const viewer = await t.call('GET', '/alert-channels', undefined, 'viewer');
    expect((viewer.body?.items as { url: string }[])[0]?.url).toBe('https://hooks.example.test/…');
    const slack = await t.call('POST', '/alert-channels', {
      kind: 'slack',
      url: 'https://hooks.slack.test/x',
    });
    expect(slack.status).toBe(201);
    expect(slack.body?.secret).toBeUndefined();
  });

  it('refuses a URL that is not http(s), or points at this server or the service, with 400 naming url', async () => {
    const t = await start();
    for (const url of [
      'ftp://x.test/a',
      'javascript:alert(1)',
      'http://127.0.0.1:4173/api',
      'http://localhost:4010/x',
    ]) {
      const r = await t.call('POST', '/alert-channels', { kind: 'webhook', url });
      expect(r.status, url).toBe(400);
      expect(r.body).toMatchObject({ field: 'url' });
    }
    const mail = await t.call('POST', '/alert-channels', { kind: 'email' });
    expect(mail).toMatchObject({ status: 400, body: { field: 'address' } });
    // a test receiver on this machine at another port is fine
    expect(
      (await t.call('POST', '/alert-channels', { kind: 'webhook', url: 'http://127.0.0.1:4999/h' })).status,
    ).toBe(201);
  });

  it('changes, tests and deletes a channel; 404 for one that does not exist', async () => {
    const t = await start();
    const receiver = await startReceiver();
    receivers.push(receiver);
    const made = await t.call('POST', '/alert-channels', { kind: 'webhook', url: receiver.url, name: 'ops' });
    const id = made.body?.id as number;
    expect(await t.call('PATCH', `/alert-channels/${id}`, { muted: true })).toMatchObject({
      status: 200,
      body: { muted: true, name: 'ops' },
    });
    const test = await t.call('POST', `/alert-channels/${id}/test`);
    expect(test.status).toBe(202);
    expect(test.body?.delivery).toMatchObject({ channel_id: id, channel_label: 'ops', state: 'sending' });
    await receiver.waitFor(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '')).toMatchObject({ test: true });
    expect((await t.call('DELETE', `/alert-channels/${id}`)).status).toBe(204);
    for (const [m, p] of [
      ['GET', `/alert-channels/${id}`],
      ['PATCH', `/alert-channels/${id}`],
      ['DELETE', `/alert-channels/${id}`],
      ['POST', `/alert-channels/${id}/test`],
      ['PATCH', '/alert-rules/99'],
      ['DELETE', '/alert-rules/99'],
    ] as const)
      expect((await t.call(m, p, m === 'PATCH' ? {} : undefined)).status, `${m} ${p}`).toBe(404);
    await t.alerts.sender.idle();
  });

  it('makes, lists, changes and deletes rules; a channel that does not exist is named', async () => {
    const t = await start();
    const ch = (await t.call('POST', '/alert-channels', { kind: 'email', address: 'team@agency.test' })).body
      ?.id as number;
    const missing = await t.call('POST', '/alert-rules', {
      site_id: 101,
      metric: 'positions.fall',
      channels: [ch, 999],
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { field: 'channels', message: 'Channel 999 does not exist.' },
    });
    expect(
      (
        await t.call('POST', '/alert-rules', {
          site_id: 101,
          metric: 'positions.fall',
          threshold: 0,
          channels: [ch],
        })
      ).body,
    ).toMatchObject({ field: 'threshold' });
    expect(
      (await t.call('POST', '/alert-rules', { site_id: 101, metric: 'nope', channels: [ch] })).body,
    ).toMatchObject({
      field: 'metric',
    });
    const made = await t.call('POST', '/alert-rules', {
      site_id: null,
      metric: 'positions.left_top10',
      channels: [ch],
    });
    expect(made).toMatchObject({
      status: 201,
      body: {
        site_id: null,
        threshold: 10,
        channels: [ch],
        cooldown_hours: 24,
        digest: false,
        muted: false,
        firing: 0,
      },
    });
    const id = made.body?.id as number;
    const changed = await t.call('PATCH', `/alert-rules/${id}`, {
      muted: true,
      cooldown_hours: 48,
      digest: true,
    });
    expect(changed).toMatchObject({ status: 200, body: { muted: true, cooldown_hours: 48, digest: true } });
    expect(
      (await t.call('PATCH', `/alert-rules/${id}`, { site_id: 5, metric: 'budget.daily_share' })).body,
    ).toMatchObject({ field: 'site_id' });
    expect((await t.call('GET', '/alert-rules')).body?.items).toHaveLength(1);
    expect((await t.call('DELETE', `/alert-rules/${id}`)).status).toBe(204);
    expect((await t.call('GET', '/alert-rules')).body?.items).toEqual([]);
  });

  it('a rule’s answer names the subjects it has no data for, newest first, and counts them all', async () => {
    const t = await start();
    const ch = (await t.call('POST', '/alert-channels', { kind: 'email', address: 'team@agency.test' })).body
      ?.id as number;
    const id = (
      await t.call('POST', '/alert-rules', { site_id: 101, metric: 'positions.fall', channels: [ch] })
    ).body?.id as number;
    const fresh = (await t.call('GET', '/alert-rules')).body?.items as Record<string, unknown>[];
    expect(fresh[0]).toMatchObject({ id, missing: [], missing_count: 0 });
    for (const keyword of [1, 2, 3, 4, 5, 6, 7]) {
      t.clock.advance(60_000);
      await t.alerts.engine.evaluate([positionObservation({ run: 1, before: 3, now: null, keyword })]);
    }
    // data again for the newest: it is no longer missing
    await t.alerts.engine.evaluate([positionObservation({ run: 2, before: 3, now: 4, keyword: 7 })]);
    const items = (await t.call('GET', '/alert-rules')).body?.items as {
      missing: { subject: string }[];
      missing_count: number;
    }[];
    expect(items[0]?.missing_count).toBe(6);
    expect(items[0]?.missing.map((m) => m.subject)).toEqual([
      'keyword:6',
      'keyword:5',
      'keyword:4',
      'keyword:3',
      'keyword:2',
    ]);
    expect(items[0]?.missing[0]).toEqual({
      subject: 'keyword:6',
      label: 'running shoes',
      reason: 'the run failed',
      at: '2026-11-20T06:06:00.000Z',
    });
  });

  it('only owners and admins manage; clients read no alerts', async () => {
    const t = await start();
    for (const role of ['editor', 'viewer', 'client'] as const) {
      expect(
        (await t.call('POST', '/alert-channels', { kind: 'email', address: 'a@b.test' }, role)).status,
      ).toBe(403);
      expect((await t.call('POST', '/alerts/check', undefined, role)).status).toBe(403);
    }
    expect(
      (await t.call('POST', '/alert-channels', { kind: 'email', address: 'a@b.test' }, 'admin')).status,
    ).toBe(201);
    expect((await t.call('GET', '/alerts', undefined, 'client')).status).toBe(403);
    expect((await t.call('GET', '/alerts', undefined, 'viewer')).status).toBe(200);
  });

  it('lists fired alerts newest first with deliveries, counts the unseen, and marks them seen', async () => {
    const t = await start();
    const ch = (await t.call('POST', '/alert-channels', { kind: 'email', address: 'team@agency.test' })).body
      ?.id as number;
    await t.call('POST', '/alert-rules', {
      site_id: 101,
      metric: 'positions.fall',
      threshold: 5,
      channels: [ch],
    });
    t.feed.push(positionObservation({ run: 1, before: 3, now: 11 }));
    expect(await t.call('POST', '/alerts/check')).toMatchObject({
      status: 200,
      body: { observed: 1, fired: 1 },
    });
    t.feed.splice(0, 1, positionObservation({ run: 1, before: 3, now: 11, keyword: 8 }));
    expect((await t.call('POST', '/alerts/check')).body).toMatchObject({ fired: 1 });
    const page = await t.call('GET', '/alerts?limit=10');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, unseen: 2 });
    const items = page.body?.items as {
      id: number;
      subject: string;
      deliveries: unknown[];
      values: unknown;
    }[];
    expect(items.map((a) => a.subject)).toEqual(['keyword:8', 'keyword:7']);
    expect(items[0]).toMatchObject({
      site_id: 101,
      metric: 'positions.fall',
      url: '/sites/101/positions?keyword=running%20shoes',
      values: { before: { value: 3 }, now: { value: 11 } },
      deliveries: [{ channel_id: ch, channel_kind: 'email', channel_label: 'team@agency.test' }],
    });
    expect((await t.call('GET', '/alerts?limit=1&offset=1')).body?.items).toHaveLength(1);
    expect((await t.call('GET', '/alerts?site_id=202')).body).toMatchObject({ total: 0 });
    expect((await t.call('GET', '/alerts?limit=0')).body).toMatchObject({ field: 'limit' });
    expect((await t.call('POST', '/alerts/seen', { last_seen_id: items[1]?.id })).status).toBe(204);
    expect((await t.call('GET', '/alerts')).body).toMatchObject({ total: 2, unseen: 1 });
    // each person reads at their own pace
    expect((await t.call('GET', '/alerts', undefined, 'viewer')).body).toMatchObject({ unseen: 2 });
    expect((await t.call('POST', '/alerts/seen', { last_seen_id: 'x' })).status).toBe(400);
    await t.alerts.close();
  });
});
