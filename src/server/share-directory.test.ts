import { describe, expect, it } from 'vitest';
import type { Upstream } from './config.ts';
import { SiteDirectory, type FetchJson } from './share-directory.ts';

// The spec's audit list ("GET /v1/site-audit/audits | query `limit` (default 100), `offset` (default 0),
// `search` …, `date_start`, `date_end`") has no site filter, so a share link's site may own audits on any page.
const data: Upstream = { url: 'http://data.invalid', key: 'k' };
const backlinks: Upstream = { url: 'http://backlinks.invalid', key: 'k' };

/** An upstream audit list of `sites` (one entry per audit, in list order), answering pages as the spec does. */
function auditList(sites: number[], refuseFrom = Infinity) {
  const calls: string[] = [];
  const fetchJson: FetchJson = async (_upstream, pathAndQuery) => {
    calls.push(pathAndQuery);
    const q = new URL(pathAndQuery, 'http://x').searchParams;
    const limit = Number(q.get('limit') ?? 100);
    const offset = Number(q.get('offset') ?? 0);
    if (offset >= refuseFrom)
      return { status: 503, type: 'application/json', body: Buffer.from('{"message":"busy"}') };
    const items = sites
      .map((site, i) => ({ id: 9000 + i, site_id: site, url: `https://site${site}.example/` }))
      .slice(offset, offset + limit);
    return {
      status: 200,
      type: 'application/json',
      body: Buffer.from(JSON.stringify({ total: sites.length, items })),
    };
  };
  return { calls, fetchJson };
}

const site7 = (a: Record<string, unknown>) => a.site_id === 7;

describe("SiteDirectory.listOf: a link's site's items, whichever page they are on", () => {
  it('reads every page and keeps the filters, finding audits past the first page', async () => {
    // pages of 2: site 7's audits sit on pages 2 and 3 only
    const up = auditList([1, 1, 7, 2, 1, 7, 2]);
    const dir = new SiteDirectory(up.fetchJson, data, backlinks, Date.now, 2);
    const got = await dir.listOf('audits', new URLSearchParams('search=shop'), site7);
    expect(got.ok && got.items.map((a) => a.id)).toEqual([9002, 9005]);
    expect(up.calls).toEqual([
      '/v1/site-audit/audits?search=shop&limit=2&offset=0',
      '/v1/site-audit/audits?search=shop&limit=2&offset=2',
      '/v1/site-audit/audits?search=shop&limit=2&offset=4',
      '/v1/site-audit/audits?search=shop&limit=2&offset=6',
    ]);
    // what it read also tells the per-audit gate which site each audit belongs to
    expect(await dir.siteOfAudit(9005)).toBe(7);
  });

  it('stops at the last page the total announces', async () => {
    const up = auditList([7, 7, 1, 1]);
    const dir = new SiteDirectory(up.fetchJson, data, backlinks, Date.now, 2);
    const got = await dir.listOf('audits', new URLSearchParams(), site7);
    expect(got.ok && got.items).toHaveLength(2);
    expect(up.calls).toHaveLength(2);
  });

  it("returns the upstream's refusal of a later page as it came, not a partial list", async () => {
    const up = auditList([1, 1, 7, 7], 2);
    const dir = new SiteDirectory(up.fetchJson, data, backlinks, Date.now, 2);
    const got = await dir.listOf('audits', new URLSearchParams(), site7);
    expect(got.ok).toBe(false);
    expect(!got.ok && [got.status, got.body.toString()]).toEqual([503, '{"message":"busy"}']);
  });

  it('reads the backlink report list the same way (spec: `{total_reports, reports[]}`, `query` kept)', async () => {
    const calls: string[] = [];
    const targets = ['a.example', 'mine.example', 'b.example', 'mine.example', 'c.example'];
    const fetchJson: FetchJson = async (upstream, pathAndQuery) => {
      calls.push(upstream.url + pathAndQuery);
      const q = new URL(pathAndQuery, 'http://x').searchParams;
      const offset = Number(q.get('offset'));
      const reports = targets
        .map((target, i) => ({ id: String(i + 1), target }))
        .slice(offset, offset + Number(q.get('limit')));
      const body = JSON.stringify({ total_reports: targets.length, reports });
      return { status: 200, type: 'application/json', body: Buffer.from(body) };
    };
    const dir = new SiteDirectory(fetchJson, data, backlinks, Date.now, 2);
    const got = await dir.listOf(
      'reports',
      new URLSearchParams('query=mine'),
      (r) => r.target === 'mine.example',
    );
    expect(got.ok && got.items.map((r) => r.id)).toEqual(['2', '4']);
    expect(calls).toEqual([
      'http://backlinks.invalid/backlink-reports?query=mine&limit=2&offset=0',
      'http://backlinks.invalid/backlink-reports?query=mine&limit=2&offset=2',
      'http://backlinks.invalid/backlink-reports?query=mine&limit=2&offset=4',
    ]);
    expect(await dir.domainOfReport('4')).toBe('mine.example');
  });

  it('serves a whole read again for 10 s, then reads the pages anew; a refusal is not kept', async () => {
    let now = 1_000_000;
    const up = auditList([7, 1, 7]);
    const dir = new SiteDirectory(up.fetchJson, data, backlinks, () => now, 2);
    await dir.listOf('audits', new URLSearchParams(), site7);
    const other = await dir.listOf('audits', new URLSearchParams(), (a) => a.site_id === 1);
    expect(other.ok && other.items.map((a) => a.id)).toEqual([9001]);
    expect(up.calls).toHaveLength(2); // one read of both pages served both sites
    now += 10_000;
    await dir.listOf('audits', new URLSearchParams(), site7);
    expect(up.calls).toHaveLength(4);

    const busy = auditList([7, 1, 7], 0);
    const dir2 = new SiteDirectory(busy.fetchJson, data, backlinks, () => now, 2);
    expect((await dir2.listOf('audits', new URLSearchParams(), site7)).ok).toBe(false);
    await dir2.listOf('audits', new URLSearchParams(), site7);
    expect(busy.calls).toHaveLength(2);
  });
});
