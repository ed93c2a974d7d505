import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditDates } from './audit-dates.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';

// The spec reads an audit's history by exact date only and lists no snapshot dates: the proxy learns them from
// every read that names one (status, report, list, recheck) and keeps each in the store, so the whole team sees
// the same timeline instead of one snapshot and a date field.

const json = (v: unknown) => Buffer.from(JSON.stringify(v));
const q = (s: string) => new URLSearchParams(s);
/** A JSON answer of `op` to `query` passing through. */
const learn = (d: AuditDates, op: string, query: string, answer: unknown, status = 200) =>
  d.learn(op, q(query), status, 'application/json', json(answer));

describe.each(STORE_ENGINES)('the dates an audit has snapshots on (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  it('are learnt from status, report, list and history answers, each kept once', async () => {
    const store = await fresh();
    const d = new AuditDates(store, () => new Date('2026-11-25T10:00:00Z'));
    // spec, Audit status: audit_time "present when status is finished"
    await learn(d, 'audits.status', 'audit_id=7', { status: 'finished', audit_time: '2026-11-20 08:00:00' });
    await learn(d, 'audits.status', 'audit_id=7', {
      status: 'processing',
      audit_time: '2026-11-24 08:00:00',
    });
    // spec, Audit report: "the report is available only when" is_finished is true
    await learn(d, 'audits.report', 'audit_id=7', { is_finished: true, audit_time: '2026-11-13 07:00:00' });
    await learn(d, 'audits.list', '', {
      total: 2,
      items: [
        { id: 7, status: 'finished', last_update: '2026-11-20' },
        { id: 8, status: 'queued', last_update: '2026-11-25' },
      ],
    });
    await learn(d, 'audits.history', 'audit_id=7&date=2026-11-06', { audit_time: '2026-11-06 09:00:00' });
    await learn(
      d,
      'audits.history',
      'audit_id=7&date=2026-11-01',
      {
        message:
          'No snapshot of audit 7 on 2026-11-01; snapshots exist on 2026-10-30, 2026-11-06, 2026-11-13',
      },
      404,
    );
    await d.learn('audits.status', q('audit_id=7'), 200, 'application/json', Buffer.from('not json'));
    expect((await d.list('7')).map((r) => [r.date, r.source])).toEqual([
      ['2026-10-30', 'history'],
      ['2026-11-06', 'history'],
      ['2026-11-13', 'report'],
      ['2026-11-20', 'status'],
    ]);
    expect(await d.list('8')).toEqual([]);
  });

  it('keeps the date of every finished audit a long list names, and the first source that named it', async () => {
    const store = await fresh();
    const d = new AuditDates(store, () => new Date('2026-11-25T10:00:00Z'));
    const items = Array.from({ length: 1200 }, (_, i) => ({
      id: i + 1,
      status: 'finished',
      last_update: '2026-11-20',
    }));
    await learn(d, 'audits.list', '', { total: items.length, items });
    await learn(d, 'audits.status', 'audit_id=1200', {
      status: 'finished',
      audit_time: '2026-11-20 08:00:00',
    });
    expect(await d.list('1')).toEqual([
      { date: '2026-11-20', source: 'list', first_seen_at: '2026-11-25T10:00:00.000Z' },
    ]);
    expect((await d.list('1200')).map((r) => r.source)).toEqual(['list']);
  });
});

describe('through the proxy', () => {
  let s: TestProxy;
  beforeAll(async () => {
    s = await startTestProxy();
  });
  afterAll(() => s.close());

  const dates = async (id: number) => {
    const r = await s.api(`/api/local/audit-dates?audit_id=${id}`);
    expect(r.status).toBe(200);
    return ((await r.json()) as { dates: { date: string }[] }).dates.map((d) => d.date);
  };

  it('keeps every date a read names, for every browser of the team', async () => {
    expect(await dates(5101)).toEqual([]);
    const status = (await (await s.api('/api/data/v1/site-audit/audits/status?audit_id=5101')).json()) as {
      audit_time: string;
    };
    const latest = status.audit_time.slice(0, 10);
    // a second browser, which never read the status, sees the date the first one's read taught the proxy
    expect(await dates(5101)).toEqual([latest]);
    const list = await s.api('/api/data/v1/site-audit/audits');
    expect(list.status).toBe(200);
    expect(await dates(5101)).toContain(latest);
  });

  it('names the page limit of an audit created through it, and null for one made elsewhere', async () => {
    const made = await s.api('/api/data/v1/site-audit/audits/standard', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'limit.example.com', settings: { max_pages: 60 } }),
    });
    const { id } = (await made.json()) as { id: number };
    const limit = async (auditId: number) =>
      ((await (await s.api(`/api/local/audit-limit?audit_id=${auditId}`)).json()) as { max_pages: unknown })
        .max_pages;
    expect(await limit(id)).toBe(60);
    expect(await limit(5101)).toBeNull();
  });

  it('answers 400 naming audit_id when it is not a whole number', async () => {
    for (const bad of ['', 'audit_id=x', 'audit_id=0', 'audit_id=1.5']) {
      for (const path of ['audit-dates', 'audit-limit']) {
        const r = await s.api(`/api/local/${path}?${bad}`);
        expect(r.status).toBe(400);
        expect(((await r.json()) as { message: string }).message).toMatch(/^audit_id /);
      }
    }
  });
});
