import { serveAsRole } from '../http/test-role-server.ts';
import type { ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonRole } from '../../lib/people.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { NO_SMTP, reportScheduleRoutes, type Compose } from './routes.ts';
import { createReports } from './service.ts';

const servers: ServerType[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

const NEW = {
  site_id: 101,
  frequency: 'weekly',
  weekday: 1,
  hour: 8,
  time_zone: 'Europe/Berlin',
  range_days: 30,
  recipients: ['client@northwind.test'],
};

describe.each(STORE_ENGINES)('the report schedule routes (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function start(o: { blocked?: string | null } = {}) {
    const store = await fresh();
    const now = () => new Date('2026-11-20T06:00:00Z');
    const sends: string[] = [];
    const events: { action: string; site_id?: number | null }[] = [];
    const reports = createReports({
      store,
      now,
      deliver: async (s, { sendAt }) => {
        sends.push(`${s.id} ${sendAt.toISOString()}`);
        return { recipients: s.recipients, size: 2048, outboxId: 7, messageId: 'm' };
      },
      record: async (e) => void events.push(e),
    });
    const compose: Compose = async (s) => ({
      from: 'Agency <reports@agency.test>',
      to: s.recipients,
      subject: `Report for site ${s.site_id}`,
      html: '<p>hi</p>',
      text: 'hi',
      pdf: Buffer.from('%PDF-1.4'),
      pdf_missing: null,
    });
    const base = await serveAsRole(
      reportScheduleRoutes({
        reports,
        compose,
        pdfStatus: () => 'No Chromium at /usr/bin/chromium.',
        blocked: () => o.blocked ?? null,
        record: async (e) => void events.push(e),
      }),
      servers,
      'owner',
    );
    const call = async (method: string, path: string, body?: unknown, role?: PersonRole) => {
      const r = await fetch(`${base}/api/local${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(role ? { 'x-role': role } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: r.status === 204 ? null : ((await r.json()) as Record<string, any>) };
    };
    return { call, sends, events, reports };
  }

  it('creates, lists, reads, changes and deletes a schedule, with its next send and 0 credits', async () => {
    const { call, events } = await start();
    const made = await call('POST', '/report-schedules', NEW);
    expect(made.status).toBe(201);
    // 2026-11-23 is a Monday; 08:00 in Berlin is 07:00 UTC in winter
    expect(made.body).toMatchObject({
      id: 1,
      enabled: true,
      next_at: '2026-11-23T07:00:00.000Z',
      credits: 0,
      blocked: null,
      pdf_missing: 'No Chromium at /usr/bin/chromium.',
    });
    expect((await call('GET', '/report-schedules?site_id=101')).body?.items).toHaveLength(1);
    expect((await call('GET', '/report-schedules?site_id=102')).body?.items).toEqual([]);
    const changed = await call('PATCH', '/report-schedules/1', {
      frequency: 'monthly',
      day: 1,
      enabled: false,
    });
    expect(changed.body).toMatchObject({
      frequency: 'monthly',
      day: 1,
      weekday: null,
      enabled: false,
      next_at: null,
    });
    expect((await call('PATCH', '/report-schedules/1', { frequency: 'weekly' })).body).toMatchObject({
      errors: { weekday: 'Choose a weekday from 1 (Monday) to 7 (Sunday).' },
    });
    expect((await call('DELETE', '/report-schedules/1')).status).toBe(204);
    expect((await call('GET', '/report-schedules/1')).status).toBe(404);
    expect(events.map((e) => e.action)).toEqual([
      'report-schedule.create',
      'report-schedule.change',
      'report-schedule.delete',
    ]);
    expect(events.every((e) => e.site_id === 101)).toBe(true);
  });

  it('refuses a bad address, zone or frequency with 400 naming the field', async () => {
    const { call } = await start();
    const bad = async (change: object) =>
      (await call('POST', '/report-schedules', { ...NEW, ...change })).body;
    expect((await bad({ recipients: ['not-an-address'] }))?.errors).toHaveProperty('recipients');
    expect((await bad({ time_zone: 'Mars/Olympus' }))?.errors).toEqual({
      time_zone: 'Choose a time zone by its IANA name, such as Europe/Berlin.',
    });
    expect((await bad({ frequency: 'hourly' }))?.errors).toHaveProperty('frequency');
    expect((await call('GET', '/report-schedules')).body?.items).toEqual([]);
  });

  it('sends now (202) through the queue, and lists the delivery newest first', async () => {
    const { call, sends, events } = await start();
    await call('POST', '/report-schedules', NEW);
    const sent = await call('POST', '/report-schedules/1/send');
    expect(sent.status).toBe(202);
    expect(sent.body?.slot).toBe('now:2026-11-20T06:00:00.000Z');
    await vi.waitFor(async () =>
      expect((await call('GET', '/report-schedules/1/deliveries')).body?.items).toMatchObject([
        { outcome: 'sent', recipients: ['client@northwind.test'], size: 2048, outbox_id: 7, error: null },
      ]),
    );
    expect(sends).toEqual(['1 2026-11-20T06:00:00.000Z']);
    expect(events.map((e) => e.action)).toContain('report.sent');
  });

  it('previews the exact email and PDF without sending', async () => {
    const { call, sends } = await start();
    const p = await call('POST', '/report-schedules/preview', NEW);
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({
      subject: 'Report for site 101',
      to: ['client@northwind.test'],
      pdf_missing: null,
    });
    expect(Buffer.from(String(p.body?.pdf), 'base64').toString()).toBe('%PDF-1.4');
    await call('POST', '/report-schedules', NEW);
    expect((await call('POST', '/report-schedules/1/preview')).status).toBe(200);
    expect(sends).toEqual([]);
  });

  it('with a real upstream and no SMTP, refuses switching on (409 naming enabled) and says why', async () => {
    const { call } = await start({ blocked: NO_SMTP });
    const on = await call('POST', '/report-schedules', NEW);
    expect(on.status).toBe(409);
    expect(on.body).toMatchObject({ message: NO_SMTP, errors: { enabled: [NO_SMTP] } });
    const off = await call('POST', '/report-schedules', { ...NEW, enabled: false });
    expect(off.body).toMatchObject({ enabled: false, blocked: NO_SMTP });
    expect((await call('PATCH', '/report-schedules/1', { enabled: true })).status).toBe(409);
  });

  it('never shows schedules to a client', async () => {
    const { call } = await start();
    await call('POST', '/report-schedules', NEW);
    expect((await call('GET', '/report-schedules?site_id=101', undefined, 'client')).status).toBe(403);
    expect((await call('GET', '/report-schedules/1', undefined, 'client')).status).toBe(403);
    expect((await call('GET', '/report-schedules/1/deliveries', undefined, 'client')).status).toBe(403);
  });
});
