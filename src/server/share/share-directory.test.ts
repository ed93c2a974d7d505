import { describe, expect, it } from 'vitest';
import type { Upstream } from '../http/config.ts';
import { LIST_MS, SiteDirectory, type FetchJson } from './share-directory.ts';

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
      .map((site, i) => ({
        id: 9000 + i,
        site_id: site,
        url: `https://site${site}.example/`,
        title: i % 2 ? 'Shop' : 'Blog',
        last_update: `2026-11-${String(10 + (i % 10)).padStart(2, '0')}`,
      }))
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
  it('reads every page, unfiltered, and applies the filters to what it read', async () => {
    // pages of 2: site 7's audits sit on pages 2 and 3 only (9002 a blog, 9005 a shop)
    const up = auditList([1, 1, 7, 2, 1, 7, 2]);
    const dir = new SiteDirectory(up.fetchJson, data, backlinks, Date.now, 2);
    const got = await dir.listOf('audits', new URLSearchParams('search=SHOP'), site7);
    expect(got.ok && got.items.map((a) => a.id)).toEqual([9005]);
    expect(up.calls).toEqual([
      '/v1/site-audit/audits?limit=2&offset=0',
      '/v1/site-audit/audits?limit=2&offset=2',
      '/v1/site-audit/audits?limit=2&offset=4',
      '/v1/site-audit/audits?limit=2&offset=6',
    ]);
    // `search` matches the URL too; the dates bound the day of `last_update` (9002: the 12th, 9005: the 15th)
    const byUrl = await dir.listOf('audits', new URLSearchParams('search=site7.example'), site7);
    expect(byUrl.ok && byUrl.items.map((a) => a.id)).toEqual([9002, 9005]);
    const dated = await dir.listOf(
      'audits',
      new URLSearchParams('date_start=2026-11-13&date_end=2026-11-15'),
      site7,
    );
    expect(dated.ok && dated.items.map((a) => a.id)).toEqual([9005]);
    const empty = await dir.listOf('audits', new URLSearchParams('search=&date_start='), site7);
    expect(empty.ok && empty.items.map((a) => a.id)).toEqual([9002, 9005]);
    expect(up.calls).toHaveLength(4);
    // what it read also tells the per-audit gate which site each audit belongs to
    expect(await dir.siteOfAudit(9005)).toBe(7);
    expect(up.calls).toHaveLength(4);
  });

  it('serves a 20,000-audit list to 30 new filters and 30 unknown ids from one read of its 20 pages', async () => {
    const sites = Array.from({ length: 20_000 }, (_, i) => (i % 500 === 0 ? 7 : 1 + (i % 3)));
    const up = auditList(sites);
    const dir = new SiteDirectory(up.fetchJson, data, backlinks);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        dir.listOf('audits', new URLSearchParams(`search=probe-${i}`), site7),
      ),
    );
    expect(answers.every((a) => a.ok && a.items.length === 0)).toBe(true);
    for (let i = 0; i < 30; i++) expect(await dir.siteOfAudit(90_000 + i)).toBeUndefined();
    const all = await dir.listOf('audits', new URLSearchParams(), site7);
    expect(all.ok && all.items).toHaveLength(40);
    expect(up.calls).toHaveLength(20);
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
    const mine = (r: Record<string, unknown>) => r.target !== 'a.example';
    const got = await dir.listOf('reports', new URLSearchParams('query=MINE'), mine);
    expect(got.ok && got.items.map((r) => r.id)).toEqual(['2', '4']);
    const other = await dir.listOf('reports', new URLSearchParams('query=b.ex'), mine);
    expect(other.ok && other.items.map((r) => r.id)).toEqual(['3']);
    expect(calls).toEqual([
      'http://backlinks.invalid/backlink-reports?limit=2&offset=0',
      'http://backlinks.invalid/backlink-reports?limit=2&offset=2',
      'http://backlinks.invalid/backlink-reports?limit=2&offset=4',
    ]);
    expect(await dir.domainOfReport('4')).toBe('mine.example');
  });

  it('serves a whole read for LIST_MS, then reads the pages anew; keeps a refusal only briefly', async () => {
    let now = 1_000_000;
    const up = auditList([7, 1, 7]);
    const dir = new SiteDirectory(up.fetchJson, data, backlinks, () => now, 2);
    await dir.listOf('audits', new URLSearchParams(), site7);
    const other = await dir.listOf('audits', new URLSearchParams('search=site1'), (a) => a.site_id === 1);
    expect(other.ok && other.items.map((a) => a.id)).toEqual([9001]);
    expect(up.calls).toHaveLength(2); // one read of both pages served both sites and both filters
    now += LIST_MS - 1;
    await dir.listOf('audits', new URLSearchParams('search=x'), site7);
    expect(up.calls).toHaveLength(2);
    now += 1;
    await dir.listOf('audits', new URLSearchParams(), site7);
    expect(up.calls).toHaveLength(4);

    const busy = auditList([7, 1, 7], 0);
    const dir2 = new SiteDirectory(busy.fetchJson, data, backlinks, () => now, 2);
    expect((await dir2.listOf('audits', new URLSearchParams(), site7)).ok).toBe(false);
    expect((await dir2.listOf('audits', new URLSearchParams('search=a'), site7)).ok).toBe(false);
    expect(await dir2.siteOfAudit(9000)).toBeUndefined();
    expect(busy.calls).toHaveLength(1);
    now += 5_000;
    await dir2.listOf('audits', new URLSearchParams(), site7);
    expect(busy.calls).toHaveLength(2);
  });
});
