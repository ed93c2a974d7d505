import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/dates.ts';
import { startTestProxy, type TestProxy } from './test-proxy.ts';

// The history page looks for an audit's earlier crawls by asking for a day that most likely has no snapshot: the
// service's miss (a 404) names the days that have one. A browser prints every 4xx it fetches as an error, so the
// proxy reads that miss itself and answers the page with the dates it learnt.
describe('probing an audit day through the proxy', () => {
  let s: TestProxy;
  beforeAll(async () => {
    s = await startTestProxy();
  });
  afterAll(() => s.close());

  it('answers 200 with the dates the service named for a day with no snapshot', async () => {
    const status = (await (await s.api('/api/data/v1/site-audit/audits/status?audit_id=5101')).json()) as {
      audit_time: string;
    };
    const latest = status.audit_time.slice(0, 10);
    const day = addDays(latest, -1);
    const r = await s.api(`/api/local/audit-dates?audit_id=5101&probe=${day}`);
    expect(r.status).toBe(200);
    const dates = ((await r.json()) as { dates: { date: string }[] }).dates.map((d) => d.date);
    expect(dates).toContain(latest);
    // the earlier crawls, which only the service's miss named
    expect(dates.filter((d) => d < latest).length).toBeGreaterThan(0);
    expect(s.upstreamCalls.filter((c) => c.includes(`/history?audit_id=5101&date=${day}`))).toHaveLength(1);
    // what the page would otherwise have asked the service itself is a miss
    const direct = await s.api(`/api/data/v1/site-audit/audits/history?audit_id=5101&date=${day}`);
    expect(direct.status).toBe(404);
  });

  it('refuses a probe that is no day, naming it, before asking the service anything', async () => {
    const before = s.upstreamCalls.length;
    const r = await s.api('/api/local/audit-dates?audit_id=5101&probe=garbage');
    expect(r.status).toBe(400);
    expect(((await r.json()) as { message: string }).message).toMatch(/probe/);
    expect(s.upstreamCalls.length).toBe(before);
  });
});
