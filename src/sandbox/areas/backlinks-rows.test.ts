import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { startTestSandbox, type TestSandbox } from '../testing.ts';

// Contract of a report's contents: overview, backlinks, domains, anchors (spec, "Backlink report"), generated
// on demand for the 10,000-row report 1 and checked against each other.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BACKLINK_KEYS = [
  'id',
  'url',
  'title',
  'anchor_id',
  'domain_id',
  'image',
  'nofollow',
  'inlink_rank',
  'first_seen',
  'last_visited',
  'page_id',
  'ugc',
  'sponsored',
  'lost_date',
  'anchor',
  'url_to',
  'domain_inlink_rank',
].sort();
const DOMAIN_KEYS = ['id', 'domain_inlink_rank', 'backlinks', 'first_seen', 'lost_date', 'domain'].sort();
const ANCHOR_KEYS = [
  'id',
  'anchor',
  'domains',
  'backlinks',
  'first_seen',
  'last_visited',
  'dofollow',
  'words',
].sort();

describe('backlink report contents', () => {
  let t: TestSandbox;
  let all: any[];
  let domains: any[];
  let anchors: any[];
  let overview: any;

  beforeAll(async () => {
    t = await startTestSandbox({ now: '2026-11-22T12:00:00Z' });
    overview = (await t.call('backlinks', 'GET', '/backlink-reports/1/overview')).body;
    all = (await t.call('backlinks', 'GET', '/backlink-reports/1/backlinks', { query: { limit: 10000 } }))
      .body.backlinks;
    domains = (await t.call('backlinks', 'GET', '/backlink-reports/1/domains', { query: { limit: 10000 } }))
      .body.domains;
    anchors = (await t.call('backlinks', 'GET', '/backlink-reports/1/anchors', { query: { limit: 10000 } }))
      .body.anchors;
  });
  afterAll(() => t.close());

  it('overview has the spec shape, with ips and subnets null', () => {
    expect(Object.keys(overview).sort()).toEqual(
      [
        'report_id',
        'created',
        'target',
        'mode',
        'inlink_rank',
        'domain_inlink_rank',
        'backlinks',
        'domains',
        'anchors',
        'ips',
        'subnets',
      ].sort(),
    );
    expect(overview.report_id).toBe(1);
    expect(overview.created).toBe('2026-11-19');
    expect(overview.target).toBe('northwind-outdoor.com');
    expect(overview.mode).toBe('domain');
    expect(Number.isInteger(overview.inlink_rank)).toBe(true);
    expect(Number.isInteger(overview.domain_inlink_rank)).toBe(true);
    expect(Object.keys(overview.backlinks).sort()).toEqual(
      [
        'total',
        'nofollow_backlinks',
        'edu_backlinks',
        'gov_backlinks',
        'backlinks_to_homepage',
        'backlinks_saved',
        'per_domain',
      ].sort(),
    );
    expect(Object.keys(overview.domains).sort()).toEqual(
      ['total', 'domains_to_homepage', 'domains_to_otherpage', 'domains_saved', 'top_domains'].sort(),
    );
    expect(Object.keys(overview.anchors).sort()).toEqual(['top_anchors', 'total']);
    expect(Object.keys(overview.anchors.top_anchors).sort()).toEqual(['domains', 'links']);
    expect(overview.ips).toBeNull();
    expect(overview.subnets).toBeNull();
    for (const d of overview.domains.top_domains)
      expect(Object.keys(d).sort()).toEqual(['count', 'country', 'domain', 'name']);
  });

  // spec, Limits: "only the first 10000 backlinks are shown"
  it('report 1 knows 12,840 backlinks and saves the first 10,000', async () => {
    expect(overview.backlinks.total).toBe(12840);
    expect(overview.backlinks.backlinks_saved).toBe(10000);
    expect(overview.domains.total).toBe(1164);
    expect(all).toHaveLength(10000);
    const page = await t.call('backlinks', 'GET', '/backlink-reports/1/backlinks');
    expect(page.body.total_backlinks).toBe(10000);
    expect(page.body.backlinks).toHaveLength(100); // default limit
  });

  it('backlink items carry every field of the spec, with lost links and every link flag present', () => {
    for (const b of all.slice(0, 200)) {
      expect(Object.keys(b).sort()).toEqual(BACKLINK_KEYS);
      expect(b.first_seen).toMatch(DATE);
      expect(b.last_visited).toMatch(DATE);
      expect(b.lost_date === null || DATE.test(b.lost_date)).toBe(true);
      for (const k of ['image', 'nofollow', 'ugc', 'sponsored']) expect(typeof b[k]).toBe('boolean');
      expect(b.url).toMatch(/^https:\/\//);
      expect(b.url_to).toMatch(/^https:\/\/(www\.|blog\.)?northwind-outdoor\.com\//);
    }
    const lost = all.filter((b) => b.lost_date !== null);
    expect(lost.length).toBeGreaterThan(300);
    expect(lost.length).toBeLessThan(2000);
    for (const b of lost) expect(b.lost_date >= b.first_seen && b.lost_date <= '2026-11-19').toBe(true);
    for (const k of ['image', 'nofollow', 'ugc', 'sponsored']) expect(all.some((b) => b[k])).toBe(true);
  });

  it('overview counts agree with the backlinks list', () => {
    expect(all.filter((b) => b.nofollow).length).toBe(overview.backlinks.nofollow_backlinks);
    expect(all.filter((b) => b.url_to === 'https://www.northwind-outdoor.com/').length).toBe(
      overview.backlinks.backlinks_to_homepage,
    );
    const edu = all.filter((b) => new URL(b.url).hostname.endsWith('.edu')).length;
    expect(edu).toBe(overview.backlinks.edu_backlinks);
    expect(overview.backlinks.per_domain).toBeCloseTo(12840 / 1164, 2);
  });

  it('domains agree with the backlinks: counts, first_seen, lost only when every link is lost', () => {
    expect(domains).toHaveLength(overview.domains.domains_saved);
    for (const d of domains.slice(0, 50)) expect(Object.keys(d).sort()).toEqual(DOMAIN_KEYS);
    expect(domains.reduce((s, d) => s + d.backlinks, 0)).toBe(10000);
    const byId = new Map<number, any[]>();
    for (const b of all) {
      const list = byId.get(b.domain_id) ?? [];
      list.push(b);
      byId.set(b.domain_id, list);
    }
    for (const d of domains) {
      const links = byId.get(d.id) ?? [];
      expect(links.length).toBe(d.backlinks);
      expect(d.first_seen).toBe(links.map((b) => b.first_seen).sort()[0]);
      expect(new URL(links[0].url).hostname.replace(/^www\./, '')).toBe(d.domain);
      expect(d.lost_date !== null).toBe(links.every((b) => b.lost_date !== null));
    }
    expect(domains.some((d) => d.lost_date !== null)).toBe(true);
    const top = overview.domains.top_domains;
    expect(top).toHaveLength(10);
    expect(top.map((d: any) => [d.domain, d.count])).toEqual(
      domains.slice(0, 10).map((d) => [d.domain, d.backlinks]),
    );
  });

  it('anchors agree with the backlinks: backlinks, domains, dofollow and words', () => {
    expect(anchors).toHaveLength(overview.anchors.total);
    for (const a of anchors.slice(0, 50)) expect(Object.keys(a).sort()).toEqual(ANCHOR_KEYS);
    for (const a of anchors.slice(0, 40)) {
      const links = all.filter((b) => b.anchor_id === a.id);
      expect(links.every((b) => b.anchor === a.anchor)).toBe(true);
      expect(a.backlinks).toBe(links.length);
      expect(a.domains).toBe(new Set(links.map((b) => b.domain_id)).size);
      expect(a.dofollow).toBe(links.filter((b) => !b.nofollow).length);
      expect(a.words).toBe(a.anchor.split(' ').length);
    }
    expect(overview.anchors.top_anchors.links[0]).toEqual({
      anchor: 'Northwind Outdoor',
      count: anchors[0].backlinks,
    });
    const byDomains = [...anchors].sort((a, b) => b.domains - a.domains);
    expect(overview.anchors.top_anchors.domains[0]).toEqual({
      anchor: byDomains[0].anchor,
      count: byDomains[0].domains,
    });
  });

  it('pages with limit and offset; totals ignore them', async () => {
    const b = await t.call('backlinks', 'GET', '/backlink-reports/1/backlinks', {
      query: { limit: 50, offset: 9990 },
    });
    expect(b.body.total_backlinks).toBe(10000);
    expect(b.body.backlinks).toEqual(all.slice(9990));
    const d = await t.call('backlinks', 'GET', '/backlink-reports/1/domains', {
      query: { limit: 5, offset: 5 },
    });
    expect(d.body).toEqual({ total_domains: domains.length, domains: domains.slice(5, 10) });
    const a = await t.call('backlinks', 'GET', '/backlink-reports/1/anchors', { query: { limit: 3 } });
    expect(a.body).toEqual({ total_anchors: anchors.length, anchors: anchors.slice(0, 3) });
    const bad = await t.call('backlinks', 'GET', '/backlink-reports/1/domains', { query: { limit: 0 } });
    expect(bad.status).toBe(400);
  });

  it('a small url-mode report points every link at its target URL', async () => {
    const r = await t.call('backlinks', 'GET', '/backlink-reports/3/backlinks', { query: { limit: 1000 } });
    expect(r.body.total_backlinks).toBe(186);
    expect(new Set(r.body.backlinks.map((b: any) => b.url_to))).toEqual(
      new Set(['https://www.quantaledger.io/pricing']),
    );
    const o = await t.call('backlinks', 'GET', '/backlink-reports/3/overview');
    expect(o.body.backlinks.backlinks_saved).toBe(186);
    expect(o.body.backlinks.backlinks_to_homepage).toBe(0);
  });

  it('is deterministic: another sandbox seeded at the same time generates the same rows', async () => {
    const other = await startTestSandbox({ now: '2026-11-22T12:00:00Z' });
    try {
      const r = await other.call('backlinks', 'GET', '/backlink-reports/1/backlinks', {
        query: { offset: 4000, limit: 20 },
      });
      expect(r.body.backlinks).toEqual(all.slice(4000, 4020));
    } finally {
      await other.close();
    }
  });

  it('row dates follow the report: a refresh later moves them with `created`', async () => {
    t.clock.advance(10 * DAY_MS);
    expect((await t.call('backlinks', 'PUT', '/backlink-reports', { json: { report_id: 3 } })).status).toBe(
      204,
    );
    const r = await t.call('backlinks', 'GET', '/backlink-reports/3/backlinks', { query: { limit: 1000 } });
    const latest = r.body.backlinks
      .map((b: any) => b.last_visited)
      .sort()
      .at(-1);
    expect(latest > '2026-11-22').toBe(true);
    expect(latest <= '2026-12-02').toBe(true);
  });

  // spec, Errors 4: overview, backlinks, domains, anchors | 400 `Invalid report ID` | 404 `Backlink report not found`
  it.each(['overview', 'backlinks', 'domains', 'anchors'])(
    '%s: 400 for a non-numeric id, 404 for an unknown one',
    async (leaf) => {
      const bad = await t.call('backlinks', 'GET', `/backlink-reports/abc/${leaf}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Invalid report ID' });
      const missing = await t.call('backlinks', 'GET', `/backlink-reports/424242/${leaf}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Backlink report not found' });
    },
  );
});
