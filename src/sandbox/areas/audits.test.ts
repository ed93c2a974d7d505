import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { addDays, DAY_MS, ManualClock } from '../clock.ts';
import type { SandboxContext } from '../http.ts';
import { insertAudit, migrateAudits, pinRelativeRuns, runsOf, runStart } from './audits/store.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';

// Seeded audits (see audits/seed.ts): finished with history, finished first crawl, 300k pages, cancelled, expired.
const NORTHWIND = 5101;
const BLOOM = 5102;
const QUANTA = 5103;
const BIG = 5104;
const CANCELLED = 5105;
const EXPIRED = 5106;
const P = '/v1/site-audit/audits';
const TODAY = '2026-11-22';

describe('website audit: seeded audits, list, status, report, pages, issues, history', () => {
  const t = useTestSandbox({ now: `${TODAY}T12:00:00Z` });
  const get = (path: string, query: Record<string, string | number> | [string, string][] = {}) =>
    t.call('data', 'GET', `${P}${path}`, { query });

  describe('list (GET /v1/site-audit/audits)', () => {
    it('lists audit list items with every spec field; the core sites 101-103 are discoverable', async () => {
      const r = await get('');
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(6);
      const ids = r.body.items.map((a: any) => a.id);
      expect(ids).toEqual(expect.arrayContaining([NORTHWIND, BLOOM, QUANTA, BIG, CANCELLED, EXPIRED]));
      const nw = r.body.items.find((a: any) => a.id === NORTHWIND);
      expect(nw).toEqual({
        id: NORTHWIND,
        group_id: 11,
        url: 'https://www.northwind-outdoor.com',
        title: 'Northwind Outdoor',
        has_project: true,
        site_id: 101,
        last_update: addDays(TODAY, -1),
        status: 'finished',
        error: null,
        error_params: null,
        stats: expect.any(Object),
        prev_stats: expect.any(Object),
        version: expect.any(String),
        owner_account_id: expect.any(Number),
        is_new: 0,
      });
      for (const s of [nw.stats, nw.prev_stats]) {
        expect(Object.keys(s).sort()).toEqual(['crawled', 'errors', 'notices', 'score', 'warnings']);
        for (const v of Object.values(s)) expect(Number.isInteger(v)).toBe(true);
      }
      const sites = r.body.items.map((a: any) => [a.site_id, a.url]);
      expect(sites).toEqual(
        expect.arrayContaining([
          [101, 'https://www.northwind-outdoor.com'],
          [102, 'https://bloom-botanics.co.uk'],
          [103, 'https://www.quantaledger.io'],
        ]),
      );
      // "prev_stats | object or null | from the previous run": the first crawl of QuantaLedger has none.
      expect(r.body.items.find((a: any) => a.id === QUANTA).prev_stats).toBeNull();
      expect(r.body.items.find((a: any) => a.id === CANCELLED).status).toBe('cancelled');
      expect(r.body.items.find((a: any) => a.id === EXPIRED).status).toBe('expired');
      const big = r.body.items.find((a: any) => a.id === BIG);
      expect(big.stats.crawled).toBe(300_000);
      expect(big.site_id).toBeGreaterThan(103);
    });

    it('total ignores limit and offset; limit is bounded 1-1000', async () => {
      const page = await get('', { limit: 2, offset: 1 });
      expect(page.body.total).toBe(6);
      expect(page.body.items).toHaveLength(2);
      const all = await get('');
      expect(page.body.items.map((a: any) => a.id)).toEqual(all.body.items.slice(1, 3).map((a: any) => a.id));
      for (const limit of [0, 1001, 'x']) {
        const bad = await get('', { limit });
        expect(bad.status).toBe(400);
        expect(bad.body.error.message).toMatch(/limit/);
      }
      expect((await get('', { offset: -1 })).status).toBe(400);
    });

    it('search matches title or URL (spec: "search (matches title or URL)")', async () => {
      const byTitle = await get('', { search: 'spring campaign' });
      expect(byTitle.body.items.map((a: any) => a.id)).toEqual([EXPIRED]);
      const byUrl = await get('', { search: 'northwind-outdoor.com' });
      expect(byUrl.body.items.map((a: any) => a.id).sort()).toEqual([NORTHWIND, CANCELLED]);
      expect(byUrl.body.total).toBe(2);
    });

    it('date_start / date_end filter on last_update; a broken date is a 400', async () => {
      const recent = await get('', { date_start: addDays(TODAY, -2) });
      expect(recent.body.items.map((a: any) => a.id).sort()).toEqual([NORTHWIND, BLOOM, BIG]);
      const old = await get('', { date_end: addDays(TODAY, -30) });
      expect(old.body.items.map((a: any) => a.id)).toEqual([EXPIRED]);
      const bad = await get('', { date_start: '2026-13-01' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/date_start/);
    });
  });

  describe('status', () => {
    it('returns the Audit status of a finished audit, audit_time present', async () => {
      const r = await get('/status', { audit_id: NORTHWIND });
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(
        [
          'audit_time',
          'start_time',
          'status',
          'total_errors',
          'total_pages',
          'total_passed',
          'total_warnings',
        ].sort(),
      );
      expect(r.body.status).toBe('finished');
      expect(r.body.start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r.body.audit_time).toMatch(new RegExp(`^${addDays(TODAY, -1)} \\d{2}:\\d{2}:\\d{2}$`));
    });

    it('cancelled and expired audits have no audit_time ("present when status is finished")', async () => {
      const c = await get('/status', { audit_id: CANCELLED });
      expect(c.body.status).toBe('cancelled');
      expect(c.body.total_pages).toBe(212);
      expect(c.body).not.toHaveProperty('audit_time');
      const e = await get('/status', { audit_id: EXPIRED });
      expect(e.body.status).toBe('expired');
      expect(e.body).not.toHaveProperty('audit_time');
    });

    it('audit_id is required (400) and an unknown audit is a 404', async () => {
      const missing = await get('/status');
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe('audit_id is required');
      expect((await get('/status', { audit_id: 'abc' })).status).toBe(400);
      const unknown = await get('/status', { audit_id: 999_999 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('Audit not found');
    });
  });

  describe('report', () => {
    it('has every field; checks cover error, warning, notice and passed; totals agree with the checks', async () => {
      const r = await get('/report', { audit_id: NORTHWIND });
      expect(r.status).toBe(200);
      const b = r.body;
      expect(b.is_finished).toBe(true);
      expect(b.score_percent).toBeGreaterThanOrEqual(0);
      expect(b.score_percent).toBeLessThanOrEqual(100);
      expect(typeof b.version).toBe('string');
      expect(b.audit_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const checks = b.sections.flatMap((s: any) => Object.entries(s.props));
      const statuses = new Set(checks.map(([, c]: any) => c.status));
      expect([...statuses].sort()).toEqual(['error', 'notice', 'passed', 'warning']);
      for (const s of b.sections) {
        expect(typeof s.uid).toBe('string');
        expect(typeof s.name).toBe('string');
        for (const [code, c] of Object.entries<any>(s.props)) {
          expect(c).toEqual({
            code,
            status: expect.any(String),
            name: expect.any(String),
            value: expect.any(Number),
          });
          expect(c.status === 'passed').toBe(c.value === 0);
        }
      }
      const sum = (st: string) =>
        checks.filter(([, c]: any) => c.status === st).reduce((n: number, [, c]: any) => n + c.value, 0);
      expect(b.total_errors).toBe(sum('error'));
      expect(b.total_warnings).toBe(sum('warning'));
      expect(b.total_notices).toBe(sum('notice'));
      expect(b.total_passed).toBe(checks.filter(([, c]: any) => c.status === 'passed').length);
      const names = checks.map(([, c]: any) => c.name);
      expect(names).toEqual(
        expect.arrayContaining(['4xx pages', 'Missing title', 'Duplicate meta descriptions']),
      );
      expect(names).toEqual(expect.arrayContaining(['Slow pages', 'Images without alt']));
    });

    it('domain_props: dt integer, backlinks string, index_* strings or integers, all_checked boolean', async () => {
      const { domain_props: d } = (await get('/report', { audit_id: NORTHWIND })).body;
      expect(Number.isInteger(d.dt)).toBe(true);
      expect(d.domain).toBe('www.northwind-outdoor.com');
      for (const k of ['domains', 'expdate', 'updated', 'backlinks']) expect(typeof d[k]).toBe('string');
      const kinds = ['index_a', 'index_b', 'index_c'].map((k) => typeof d[k]);
      expect(kinds).toContain('string');
      expect(kinds).toContain('number');
      expect(d.all_checked).toBe(true);
      // The 300k crawl hit its max_pages cap, so not every page was checked.
      expect((await get('/report', { audit_id: BIG })).body.domain_props.all_checked).toBe(false);
    });

    it('is_finished is false for an audit that is not finished ("available only when true")', async () => {
      for (const id of [CANCELLED, EXPIRED])
        expect((await get('/report', { audit_id: id })).body).toEqual({ is_finished: false });
      expect((await get('/report', { audit_id: 424242 })).status).toBe(404);
    });
  });

  describe('pages', () => {
    const DESCRIBED = [
      'id',
      'url',
      'status',
      'depth',
      'load_ms',
      'title',
      'description',
      'h1',
      'words_count',
    ];
    const MORE = [
      'issues',
      'errors',
      'warnings',
      'notices',
      'inlinks',
      'outlinks_internal',
      'outlinks_external',
    ];
    const FURTHER =
      'url_len, type, url_protocol, sitemap, size, noindex, first_ms, robots, nofollow, xrobots, title_len, description_len, chars, h1_len, h2_len, html_ratio, blocked_robots, img, hreflang, hreflang_link, refresh_time, meta_refresh, redirect_url, single_h1, single_h2, h3_count, h4_count, h5_count, h6_count, total_links, mixed_count, mixed, last_modified, content_hash, h2, refpages, inlinks_nofollow, inlinks_follow, redirect_links, redirect_count, img_size, css_size, js_size, title_duplicate, description_duplicate, h1_duplicate, amp, indexable, traffic_forecast, num_keywords, recheck_status, time_check'.split(
        ', ',
      );
    const KEYS = [...DESCRIBED, ...MORE, 'canonical_url', 'indexable_status', ...FURTHER];

    it('has every listed key, "All values are strings (or null)"; limit defaults to 100', async () => {
      const r = await get('/pages', { audit_id: BLOOM });
      expect(r.status).toBe(200);
      expect(r.body.items).toHaveLength(100);
      for (const item of r.body.items) {
        expect(Object.keys(item).sort()).toEqual([...KEYS].sort());
        for (const v of Object.values(item)) expect(v === null || typeof v === 'string').toBe(true);
      }
      expect(r.body.items[0].url).toBe('https://bloom-botanics.co.uk/');
    });

    it('per-page counts add up to the report totals and to each check value', async () => {
      const report = (await get('/report', { audit_id: BLOOM })).body;
      const pages = (await get('/pages', { audit_id: BLOOM, limit: 1000 })).body;
      expect(pages.total).toBe(report.total_pages);
      expect(pages.items).toHaveLength(report.total_pages);
      const sum = (k: string) => pages.items.reduce((n: number, p: any) => n + Number(p[k]), 0);
      expect(sum('errors')).toBe(report.total_errors);
      expect(sum('warnings')).toBe(report.total_warnings);
      expect(sum('notices')).toBe(report.total_notices);
      const fourxx = report.sections[0].props.error_4xx.value;
      expect(pages.items.filter((p: any) => p.status.startsWith('4'))).toHaveLength(fourxx);
    });

    it('limit is bounded 1-1000 and offset must be >= 0', async () => {
      for (const q of [{ limit: 0 }, { limit: 1001 }, { offset: -5 }, { limit: '' }] as Record<
        string,
        number | string
      >[]) {
        const r = await get('/pages', { audit_id: BLOOM, ...q });
        expect(r.status).toBe(400);
      }
      expect((await get('/pages', { audit_id: BLOOM, limit: 1000 })).status).toBe(200);
      expect((await get('/pages', { audit_id: BLOOM, limit: 1 })).body.items).toHaveLength(1);
    });

    // How fast it pages is a bench figure, not a test assertion (timed assertions flake on a loaded machine).
    it('pages the 300,000-page crawl to its last page, generated on demand', async () => {
      const r = await get('/pages', { audit_id: BIG, limit: 1000, offset: 299_000 });
      expect(r.body.total).toBe(300_000);
      expect(r.body.items).toHaveLength(1000);
      expect(r.body.items[999].url).toMatch(/-299999$/);
      const again = await get('/pages', { audit_id: BIG, limit: 1, offset: 299_999 });
      expect(again.body.items[0]).toEqual(r.body.items[999]);
      expect((await get('/pages', { audit_id: BIG, offset: 300_000 })).body.items).toEqual([]);
    });

    it('lists the pages crawled before a cancellation, none once an audit expired', async () => {
      expect((await get('/pages', { audit_id: CANCELLED })).body.total).toBe(212);
      expect((await get('/pages', { audit_id: EXPIRED })).body).toEqual({ total: 0, items: [] });
    });
  });

  describe('issue-pages', () => {
    it('lists the affected URLs of a check, total_urls equal to the check value', async () => {
      const report = (await get('/report', { audit_id: NORTHWIND })).body;
      const value = report.sections.find((s: any) => s.uid === 'http_status').props.error_4xx.value;
      expect(value).toBeGreaterThan(0);
      const r = await get('/issue-pages', { audit_id: NORTHWIND, code: 'error_4xx', limit: 1000 });
      expect(r.status).toBe(200);
      expect(r.body.total_urls).toBe(value);
      expect(r.body.urls_type).toBe('simple_urls_array');
      expect(new Set(r.body.urls).size).toBe(value);
      const paged = await get('/issue-pages', {
        audit_id: NORTHWIND,
        code: 'error_4xx',
        limit: 2,
        offset: 1,
      });
      expect(paged.body.urls).toEqual(r.body.urls.slice(1, 3));
      // The URLs are 4xx pages in the pages list too.
      const issues = await get('/issues', { audit_id: NORTHWIND, url: r.body.urls[0] });
      expect(issues.body.issues.map((i: any) => i.code)).toContain('error_4xx');
    });

    it('a passed check has no URLs', async () => {
      const report = (await get('/report', { audit_id: NORTHWIND })).body;
      const passed = report.sections
        .flatMap((s: any) => Object.values(s.props))
        .find((c: any) => c.status === 'passed');
      const r = await get('/issue-pages', { audit_id: NORTHWIND, code: passed.code });
      expect(r.body).toEqual({ total_urls: 0, urls: [], urls_type: 'simple_urls_array' });
    });

    it('code is required; an unknown code is a 400; limit is bounded', async () => {
      const missing = await get('/issue-pages', { audit_id: NORTHWIND });
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe('code is required');
      const unknown = await get('/issue-pages', { audit_id: NORTHWIND, code: 'no_such_check' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toMatch(/no_such_check/);
      expect(
        (await get('/issue-pages', { audit_id: NORTHWIND, code: 'error_4xx', limit: 1001 })).status,
      ).toBe(400);
      expect((await get('/issue-pages', { audit_id: 1, code: 'error_4xx' })).status).toBe(404);
    });
  });

  describe('issues (page issues)', () => {
    const INTS =
      'words chars title_len h1_len h2_len description_len h1_count h2_count h3_count h4_count js_size css_size img_size cache html_ratio js css doc img ext_js ext_doc inlinks total_links redirect_links redirect_count refpages issues_count errors_count warnings_count notices_count num_keywords traffic_forecast'.split(
        ' ',
      );
    const TEXT =
      'title description h1 h2 robots canonical lang title_hash description_hash h1_hash encoding time_check';

    it('by url_id: page_data with every listed key, integers for numbers; issues with snippets', async () => {
      const url = (await get('/issue-pages', { audit_id: NORTHWIND, code: 'img_no_alt', limit: 1 })).body
        .urls[0];
      const page = (await get('/issues', { audit_id: NORTHWIND, url })).body;
      const pages = (await get('/pages', { audit_id: NORTHWIND, limit: 1000 })).body.items;
      const listed = pages.find((p: any) => p.url === url);
      const r = await get('/issues', { audit_id: NORTHWIND, url_id: listed.id });
      expect(r.status).toBe(200);
      expect(r.body).toEqual(page);
      expect(r.body.url).toBe(url);
      for (const k of INTS) expect(Number.isInteger(r.body.page_data[k])).toBe(true);
      for (const k of TEXT.split(' ')) expect(r.body.page_data).toHaveProperty(k);
      expect(r.body.page_data.issues_count).toBe(Number(listed.issues));
      expect(r.body.issues).toHaveLength(Number(listed.issues));
      for (const issue of r.body.issues) {
        expect(Object.keys(issue).sort()).toEqual(['code', 'group', 'snippet', 'type']);
        expect(['error', 'warning', 'notice']).toContain(issue.type);
        expect(typeof issue.snippet.type).toBe('string');
        for (const row of issue.snippet.value) {
          expect(Object.keys(row).sort()).toEqual(['size', 'status', 'url']);
          for (const v of Object.values(row)) expect(typeof v).toBe('string');
        }
      }
      const alt = r.body.issues.find((i: any) => i.code === 'img_no_alt');
      expect(alt.type).toBe('warning');
      expect(alt.snippet.value[0].url).toMatch(/\.jpg$/);
    });

    it('url_id or url is required (400); an unknown page is a 404', async () => {
      const none = await get('/issues', { audit_id: NORTHWIND });
      expect(none.status).toBe(400);
      expect(none.body.error.message).toBe('url_id or url is required');
      expect((await get('/issues', { audit_id: NORTHWIND, url_id: 'x' })).status).toBe(400);
      expect((await get('/issues', { audit_id: NORTHWIND, url_id: 1 })).status).toBe(404);
      const other = await get('/issues', { audit_id: NORTHWIND, url: 'https://elsewhere.example/a-1' });
      expect(other.status).toBe(404);
      expect(other.body.error.message).toBe('Page not found in this audit');
      expect(
        (await get('/issues', { audit_id: NORTHWIND, url: 'https://www.northwind-outdoor.com/tents/x-1' }))
          .status,
      ).toBe(404);
      const home = await get('/issues', { audit_id: NORTHWIND, url: 'https://www.northwind-outdoor.com' });
      expect(home.status).toBe(200);
      expect(home.body.url).toBe('https://www.northwind-outdoor.com/');
    });
  });

  describe('history', () => {
    const dates = [85, 71, 57, 43, 29, 15, 1].map((d) => addDays(TODAY, -d));

    it('returns a snapshot on each crawl date (every 2 weeks over 3 months)', async () => {
      for (const date of dates) {
        const r = await get('/history', { audit_id: NORTHWIND, date });
        expect(r.status).toBe(200);
        expect(Object.keys(r.body).sort()).toEqual([
          'audit_time',
          'domain_data',
          'pages_data',
          'settings',
          'totals',
          'version',
        ]);
        expect(r.body.audit_time.slice(0, 10)).toBe(date);
        expect(Object.keys(r.body.totals).sort()).toEqual([
          'total_errors',
          'total_pages',
          'total_passed',
          'total_warnings',
        ]);
        expect(r.body.settings.max_pages).toBe(5000);
        expect(r.body.domain_data.domain).toBe('www.northwind-outdoor.com');
      }
      const last = (await get('/history', { audit_id: NORTHWIND, date: dates[6] as string })).body;
      const report = (await get('/report', { audit_id: NORTHWIND })).body;
      expect(last.totals.total_errors).toBe(report.total_errors);
      expect(last.pages_data.error_4xx).toBe(report.sections[0].props.error_4xx.value);
    });

    it('pages_data changes between dates: some issues fixed, some new, some worse', async () => {
      const snaps = [];
      for (const date of dates)
        snaps.push((await get('/history', { audit_id: NORTHWIND, date })).body.pages_data);
      let fixed = 0;
      let fresh = 0;
      let worse = 0;
      for (let i = 1; i < snaps.length; i++) {
        for (const [code, n] of Object.entries<number>(snaps[i])) {
          const before = snaps[i - 1][code] as number;
          if (before > 0 && n === 0) fixed++;
          if (before === 0 && n > 0) fresh++;
          if (before > 0 && n > before) worse++;
        }
      }
      expect(fixed).toBeGreaterThan(0);
      expect(fresh).toBeGreaterThan(0);
      expect(worse).toBeGreaterThan(0);
    });

    it('date is required; a date without a snapshot is a 404 naming the dates that have one', async () => {
      const missing = await get('/history', { audit_id: NORTHWIND });
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe('date is required');
      expect((await get('/history', { audit_id: NORTHWIND, date: '22-11-2026' })).status).toBe(400);
      const none = await get('/history', { audit_id: NORTHWIND, date: addDays(TODAY, -2) });
      expect(none.status).toBe(404);
      expect(none.body.error.message).toContain(dates[6]);
      expect((await get('/history', { audit_id: EXPIRED, date: addDays(TODAY, -190) })).status).toBe(404);
      expect((await get('/history', { audit_id: QUANTA, date: addDays(TODAY, -3) })).status).toBe(200);
    });
  });

  it('answers 404 for an unknown audit on every audit_id operation', async () => {
    const calls: [string, string, Record<string, string>][] = [
      ['GET', '/status', {}],
      ['GET', '/report', {}],
      ['GET', '/pages', {}],
      ['GET', '/issue-pages', { code: 'error_4xx' }],
      ['GET', '/issues', { url_id: '1' }],
      ['GET', '/links', {}],
      ['GET', '/history', { date: TODAY }],
      ['DELETE', '', {}],
      ['POST', '/recheck/standard', {}],
      ['POST', '/recheck/advanced', {}],
    ];
    for (const [method, path, q] of calls) {
      const r = await t.call('data', method, `${P}${path}`, { query: { audit_id: '777', ...q } });
      expect([path, r.status]).toEqual([path, 404]);
    }
    const patch = await t.call('data', 'PATCH', P, { query: { audit_id: '777' }, json: { title: 'x' } });
    expect(patch.status).toBe(404);
  });
});

describe('website audit history across a change of day', () => {
  const u = useTestSandbox({ now: `${TODAY}T12:00:00Z` });
  const uget = (path: string, query: Record<string, string | number> = {}) =>
    u.call('data', 'GET', `${P}${path}`, { query });

  it('past crawls keep their dates when the day changes: a crawl that ran never moves', async () => {
    const before = (await uget('/history', { audit_id: NORTHWIND, date: addDays(TODAY, -2) })).body.error
      .message;
    u.clock.advance(DAY_MS);
    const after = await uget('/history', { audit_id: NORTHWIND, date: addDays(TODAY, -1) });
    expect(after.status).toBe(200);
    expect(after.body.audit_time.slice(0, 10)).toBe(addDays(TODAY, -1));
    const named = (await uget('/history', { audit_id: NORTHWIND, date: addDays(TODAY, -2) })).body.error
      .message;
    expect(named).toBe(before);
    const list = (await uget('')).body.items.find((a: any) => a.id === NORTHWIND);
    expect(list.last_update).toBe(addDays(TODAY, -1));
  });
});

describe('a sandbox file whose seeded runs count from "today"', () => {
  it('pins them to the day it starts on, and they stay there', () => {
    const db = new Database(':memory:');
    migrateAudits(db);
    insertAudit(db, {
      id: 1,
      site_id: 1,
      url: 'https://a.example',
      title: 'A',
      settings: '{}',
      natural_pages: 1,
      is_new: 0,
      expired: 0,
    });
    db.prepare(
      `INSERT INTO site_audit_runs (audit_id, run_no, started_at, anchored, queue_ms, crawl_ms, final_pages, js)
       VALUES (1, 1, ?, 1, 0, 0, 1, 0)`,
    ).run(-DAY_MS + 9 * 3_600_000);
    const clock = new ManualClock(`${TODAY}T12:00:00Z`);
    pinRelativeRuns({ db, clock } as unknown as SandboxContext);
    clock.advance(3 * DAY_MS);
    pinRelativeRuns({ db, clock } as unknown as SandboxContext);
    const [run] = runsOf(db, 1);
    expect(new Date(runStart(run!)).toISOString()).toBe(`${addDays(TODAY, -1)}T09:00:00.000Z`);
  });
});
