import { describe, expect, it } from 'vitest';
import { addDays } from '../clock.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';

// The audit report's `domain_props` and a backlink report describe one thing for one domain: its backlinks and
// referring domains. The seeded demo tells one story: the newest crawl reads what the backlink index holds.
const TODAY = '2026-11-22';
const NORTHWIND = 5101;
const BLOOM = 5102;

describe('audit domain figures and the backlink index', () => {
  const t = useTestSandbox({ now: `${TODAY}T12:00:00Z` });
  const report = async (id: number) =>
    (await t.call('data', 'GET', '/v1/site-audit/audits/report', { query: { audit_id: id } })).body;
  const backlinkReport = async (target: string) => {
    const list = (await t.call('backlinks', 'GET', '/backlink-reports', { query: { search: target } })).body;
    const match = list.reports.find((r: any) => r.target === target && r.mode === 'domain');
    return (await t.call('backlinks', 'GET', `/backlink-reports/${match.id}/overview`)).body;
  };

  it.each([
    [NORTHWIND, 'northwind-outdoor.com'],
    [BLOOM, 'bloom-botanics.co.uk'],
  ])('the newest crawl of audit %i shows the backlink report’s figures for %s', async (id, domain) => {
    const d = (await report(id)).domain_props;
    const o = await backlinkReport(domain);
    expect(Number(d.backlinks)).toBe(o.backlinks.total);
    expect(Number(d.domains)).toBe(o.domains.total);
  });

  it('an older crawl in the history read a smaller index, never a larger one', async () => {
    const newest = Number((await report(NORTHWIND)).domain_props.backlinks);
    const history = await t.call('data', 'GET', '/v1/site-audit/audits/history', {
      query: { audit_id: NORTHWIND, date: addDays(TODAY, -85) },
    });
    const old = Number(history.body.domain_data.backlinks);
    expect(old).toBeGreaterThan(newest * 0.8);
    expect(old).toBeLessThan(newest);
  });
});
