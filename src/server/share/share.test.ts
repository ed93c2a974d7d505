import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing.ts';
import { readConfig } from '../http/config.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';
import { daysAgo } from '../../lib/dates.ts';
import { apiFetch as fetch } from '../http/test-fetch.ts';
import { startCountingHop, upstreamsThrough, type CountingHop } from '../http/test-server.ts';
import { trackedKeyword, trackSite } from '../positions/test-site.ts';

// A share token allows only the free read operations of its site and refuses a write, a paid read and another
// site's data. The sandbox's seed: site 101 = northwind-outdoor.com (audits 5101, 5105; backlink
// reports 1 and 6), site 102 = bloom-botanics.co.uk (audit 5102, report 2).
const SECRET = 'a-share-secret-of-at-least-thirty-two-characters';

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server: Server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { url, close };
}

let t: TestSandbox;
let proxy: Proxy;
let app: Awaited<ReturnType<typeof listen>>;
let team: Awaited<ReturnType<typeof listen>>;
let counter: CountingHop;
/** `METHOD /path?query` of every call that reached the sandbox */
let upstreamCalls: string[];
const answers: string[] = [];

beforeAll(async () => {
  t = await startTestSandbox();
  // a counting hop between the proxy and the sandbox
  counter = await startCountingHop(t);
  upstreamCalls = counter.calls;
  proxy = await createProxy({
    ...readConfig({ ...upstreamsThrough(counter), SHARE_SECRET: SECRET }),
    storeDir: ':memory:',
    log: false,
  });
  const appFallback = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200);
    res.end('app');
  };
  app = await listen((req, res) => proxy.handle(req, res, () => appFallback(req, res)));
  // as `npm start` off loopback: a person's sign-in first, share links let through to the share gate
  const teamApp = proxy.serve({ signIn: { baseURL: 'http://127.0.0.1' } });
  team = await listen((req, res) => teamApp(req, res, () => appFallback(req, res)));
});

afterAll(async () => {
  app.close();
  team.close();
  counter.close();
  await proxy.close();
  await t.close();
});

async function call(base: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  const r = await fetch(base + path, { ...init, headers, redirect: 'manual' });
  const text = await r.text();
  answers.push(text + JSON.stringify([...r.headers]));
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: r.status, headers: r.headers, text, json };
}

async function newLink(siteId = 101, days = 7) {
  const r = await call(app.url, '/api/local/shares', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site_id: siteId, expires_in_days: days, label: 'Client' }),
  });
  expect(r.status).toBe(201);
  const opened = await call(app.url, r.json.url as string);
  expect(opened.status).toBe(302);
  return {
    id: r.json.id as number,
    url: r.json.url as string,
    cookie: (opened.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };
}

describe('share links at the proxy', () => {
  it('creates a link (201), lists it and opens it: cookie set, redirect to the report', async () => {
    const bad = await call(app.url, '/api/local/shares', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_id: 101, expires_in_days: 0 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ expires_in_days: 'Choose a whole number of days from 1 to 90.' });

    const created = await call(app.url, '/api/local/shares', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_id: 101, expires_in_days: 7, label: 'Q4 review' }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ site_id: 101, label: 'Q4 review', status: 'active' });
    expect(created.json.url).toMatch(/^\/share\/[\w-]+\.[\w-]+$/);
    const list = await call(app.url, '/api/local/shares?site_id=101');
    expect(list.json.items.map((s: { id: number }) => s.id)).toContain(created.json.id);

    const opened = await call(app.url, created.json.url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/reports/101');
    const [cookie = '', hint = ''] = opened.headers.getSetCookie();
    // a cookie's attributes, in any order
    const attributes = (line: string) => line.split('; ').slice(1).sort();
    const week = expect.stringMatching(/^Max-Age=(604800|60479\d)$/);
    expect(cookie).toMatch(/^sb_share=[\w-]+\.[\w-]+; /);
    expect(attributes(cookie)).toEqual(['HttpOnly', week, 'Path=/', 'SameSite=Lax', 'Secure']);
    // the page's hint (no token in it, not HttpOnly): draw the read-only frame before the first request
    expect(hint).toMatch(/^sb_shared=1; /);
    expect(attributes(hint)).toEqual([week, 'Path=/', 'SameSite=Lax', 'Secure']);
    // the server's PDF opens the link for print: the report it lands on draws its print layout
    const printed = await call(app.url, `${created.json.url}?print=1`);
    expect(printed.headers.get('location')).toBe('/reports/101?print=1');
  });

  // A link keeps the exact view it was made from (range, sections, engine), and the holder cannot widen it: the
  // server keeps the view with the link and tells the holder's page which view to draw.
  it('keeps the view a link was made from and gives it to the holder, refusing a malformed one', async () => {
    const post = (view: unknown) =>
      call(app.url, '/api/local/shares', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ site_id: 101, expires_in_days: 7, view }),
      });
    for (const bad of [
      { from: '2026-11-25', to: '2026-11-01', sections: ['ai'], engine: null },
      { from: '2026-11-01', to: '2026-11-25', sections: [], engine: null },
      { from: '2026-11-01', to: '2026-11-25', sections: ['ai', 'keywords'], engine: null },
      { from: '2026-02-30', to: '2026-11-25', sections: ['ai'], engine: null },
      { from: '2026-11-01', to: '2026-11-25', sections: ['ai'], engine: -3 },
    ]) {
      const r = await post(bad);
      expect([JSON.stringify(bad), r.status]).toEqual([JSON.stringify(bad), 400]);
      expect(r.json.errors.view).toMatch(/\w/);
    }
    const view = {
      from: '2026-11-01',
      to: '2026-11-25',
      sections: ['ai', 'audits'],
      engine: 301,
      rolling: null,
    };
    const created = await post(view);
    expect(created.status).toBe(201);
    expect(created.json.view).toEqual(view);
    const list = await call(app.url, '/api/local/shares?site_id=101');
    const listed = list.json.items.find((s: { id: number }) => s.id === created.json.id);
    expect(listed.view).toEqual(view);
    const opened = await call(app.url, created.json.url as string);
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const status = await call(app.url, '/api/local/status', { cookie });
    expect(status.json.share).toMatchObject({ site_id: 101, view });
    // a link made without a view (as before views were kept) has none: the holder sees the defaults
    const { cookie: plain } = await newLink();
    expect((await call(app.url, '/api/local/status', { cookie: plain })).json.share.view).toBeNull();
  });

  it('lets the free reads of its site through: AI, plan, audits, backlinks, annotations, rank tracking, status', async () => {
    const { cookie } = await newLink();
    for (const p of [
      '/api/project/sites/101/airt/llm',
      '/api/project/sites/101/airt/llm/301/statistics?from=2026-11-01&to=2026-11-22',
      '/api/project/checklist/101',
      '/api/data/v1/site-audit/audits/report?audit_id=5101',
      '/api/backlinks/backlink-reports/1/overview',
      '/api/local/annotations?site_id=101',
      // the report's positions section, read from the store
      '/api/local/positions?site_id=101',
      '/api/local/positions/trends?site_id=101&days=30',
    ]) {
      const r = await call(app.url, p, { cookie });
      expect([p, r.status]).toEqual([p, 200]);
    }
    const status = await call(app.url, '/api/local/status', { cookie });
    expect(status.json.share).toMatchObject({ site_id: 101 });
    expect((await call(app.url, '/api/local/status')).json.share).toBeUndefined();
  });

  it("filters the audit and backlink lists to the site's own items", async () => {
    const { cookie } = await newLink();
    const audits = await call(app.url, '/api/data/v1/site-audit/audits?limit=1000', { cookie });
    expect(audits.json.items.map((a: { id: number }) => a.id).sort()).toEqual([5101, 5105]);
    expect(audits.json.total).toBe(2);
    const reports = await call(app.url, '/api/backlinks/backlink-reports?limit=100', { cookie });
    expect(reports.json.reports.map((r: { id: string }) => r.id).sort()).toEqual(['1', '6']);
    expect(reports.json.total_reports).toBe(2);
    // paged over the site's own audits, `total` counting them all (not what one upstream page held)
    const second = await call(app.url, '/api/data/v1/site-audit/audits?limit=1&offset=1', { cookie });
    expect([second.json.total, second.json.items.length]).toEqual([2, 1]);
    expect([5101, 5105]).toContain(second.json.items[0].id);
    expect(second.json.items[0].id).not.toBe(
      (await call(app.url, '/api/data/v1/site-audit/audits?limit=1', { cookie })).json.items[0].id,
    );
    expect((await call(app.url, '/api/data/v1/site-audit/audits?limit=ten', { cookie })).status).toBe(400);
    // without a link, the lists are whole
    expect((await call(app.url, '/api/data/v1/site-audit/audits?limit=1000')).json.items.length).toBe(6);
  });

  it("refuses writes, paid reads and other sites' data with 403, before any upstream call", async () => {
    const { cookie } = await newLink();
    const refused: [string, string, RegExp][] = [
      ['POST', '/api/project/sites/101/airt/brands', /nothing can be changed/],
      ['DELETE', '/api/data/v1/site-audit/audits?audit_id=5101', /nothing can be changed/],
      ['POST', '/api/data/v1/site-audit/audits/recheck/standard?audit_id=5101', /nothing can be changed/],
      ['GET', '/api/data/v1/keywords/similar?source=us&keyword=tents', /cannot spend credits/],
      ['GET', '/api/data/v1/serp/classic/tasks/results_advanced?task_id=1', /cannot spend credits/],
      ['GET', '/api/project/sites/102/airt/llm', /only site #101/],
      ['GET', '/api/project/checklist/102', /only site #101/],
      ['GET', '/api/data/v1/site-audit/audits/report?audit_id=5102', /only site #101/],
      ['GET', '/api/backlinks/backlink-reports/2/overview', /only site #101/],
      ['GET', '/api/project/account/balance', /not part of it/],
      ['GET', '/api/data/v1/serp/classic/tasks', /not part of it/],
      ['POST', '/api/local/annotations?site_id=101', /nothing can be changed/],
      ['GET', '/api/local/annotations?site_id=102', /only site #101/],
      ['GET', '/api/local/shares?site_id=101', /not part of it/],
      ['POST', '/api/local/shares', /nothing can be changed/],
      ['GET', '/api/local/credits', /not part of it/],
      ['POST', '/api/local/positions/run?site_id=101', /nothing can be changed/],
      ['GET', '/api/local/positions?site_id=102', /only site #101/],
      ['GET', '/api/local/positions/history?site_id=101&keyword_id=1', /not part of it/],
    ];
    upstreamCalls.length = 0;
    for (const [method, path, message] of refused) {
      const r = await call(app.url, path, {
        method,
        cookie,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify({ brand: 'x', date: '2026-11-01', label: 'x' }),
      });
      expect([method, path, r.status]).toEqual([method, path, 403]);
      expect(r.json.message).toMatch(/^This is a read-only shared report: /);
      expect(r.json.message).toMatch(message);
    }
    // only the free list reads the gate itself makes to learn which site an audit or report belongs to
    expect(
      upstreamCalls.filter(
        (c) =>
          !/^GET \/(data\/v1\/site-audit\/audits|backlinks\/backlink-reports)\?limit=1000&offset=0$/.test(c),
      ),
    ).toEqual([]);
    const stored = await call(app.url, '/api/local/annotations?site_id=101');
    expect(stored.json.items).toEqual([]);
  });

  // The share gate refuses a request with a repeated or differently-cased id parameter
  // (`audit_id=1&audit_id[]=2`) instead of checking the first and forwarding the rest.
  it('refuses a repeated or re-spelled id parameter (400) before any upstream call', async () => {
    const { cookie } = await newLink();
    const report = '/api/data/v1/site-audit/audits/report';
    upstreamCalls.length = 0;
    for (const query of [
      'audit_id=5101&audit_id[]=5102',
      'audit_id=5101&Audit_ID=5102',
      'audit_id=5101&audit_id%5B%5D=5102',
      'audit_id=5101&audit_id=5102',
      'Audit_ID=5101',
    ]) {
      const r = await call(app.url, `${report}?${query}`, { cookie });
      expect([query, r.status]).toEqual([query, 400]);
      expect(r.json.message).toMatch(/repeated or spelled another way/);
    }
    expect(upstreamCalls).toEqual([]);
    // the one plain spelling still passes
    expect((await call(app.url, `${report}?audit_id=5101`, { cookie })).status).toBe(200);
  });

  it('refuses everything once revoked: 403 on the API, the "was revoked" page for the report', async () => {
    const { id, url, cookie } = await newLink();
    expect((await call(app.url, '/api/project/checklist/101', { cookie })).status).toBe(200);
    const revoked = await call(app.url, `/api/local/shares/${id}`, { method: 'DELETE' });
    expect(revoked.json).toMatchObject({ id, status: 'revoked', url: null });
    upstreamCalls.length = 0;
    const api = await call(app.url, '/api/project/checklist/101', { cookie });
    expect(api.status).toBe(403);
    expect(api.json.message).toMatch(/expired or was revoked/);
    const page = await call(app.url, '/reports/101', { cookie });
    expect(page.status).toBe(410);
    expect(page.text).toContain('<h1>This share link was revoked</h1>');
    expect(page.text).toContain('The person who shared this report revoked the link.');
    const reopened = await call(app.url, url);
    expect(reopened.status).toBe(410);
    expect(reopened.headers.get('set-cookie')).toBeNull();
    expect(upstreamCalls).toEqual([]);
  });

  it('refuses a tampered cookie or link, and leaves the shared view on request', async () => {
    const { cookie, url } = await newLink();
    const tampered = cookie.slice(0, -2) + (cookie.endsWith('AA') ? 'BB' : 'AA');
    const api = await call(app.url, '/api/project/checklist/101', { cookie: tampered });
    expect(api.status).toBe(403);
    expect((await call(app.url, '/reports/101', { cookie: tampered })).status).toBe(403);
    const badLink = await call(app.url, url.slice(0, -3));
    expect(badLink.status).toBe(403);
    // a changed link: the heading gives the same reason as the text, not "expired or revoked"
    expect(badLink.text).toContain('<h1>This share link is not valid</h1>');
    expect(badLink.text).toContain('The link is incomplete or was changed.');
    expect(badLink.text).not.toMatch(/expired|revoked/);
    const leave = await call(app.url, '/share/leave', { cookie });
    expect(leave.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^sb_share=; .*Max-Age=0/),
      expect.stringMatching(/^sb_shared=; .*Max-Age=0/),
    ]);
  });

  it('never answers the signing secret', () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((a) => a.includes(SECRET))).toEqual([]);
  });
});

describe('share links on a server where people sign in', () => {
  it('lets a link holder see the report and its free reads without an account, nothing else', async () => {
    const { url } = await newLink();
    expect((await call(team.url, '/reports/101')).headers.get('location')).toBe('/login');
    const opened = await call(team.url, url);
    expect(opened.headers.get('location')).toBe('/reports/101');
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await call(team.url, '/reports/101', { cookie });
    expect([page.status, page.text]).toEqual([200, 'app']);
    expect((await call(team.url, '/api/project/sites/101/airt/llm', { cookie })).status).toBe(200);
    expect((await call(team.url, '/api/project/sites/102/airt/llm', { cookie })).status).toBe(403);
    expect((await call(team.url, '/api/local/shares?site_id=101', { cookie })).status).toBe(403);
    // a made-up cookie gets no further than the refusal
    const forged = await call(team.url, '/api/project/sites/101/airt/llm', { cookie: 'sb_share=abc.def' });
    expect(forged.status).toBe(403);
    expect((await call(team.url, '/api/local/shares?site_id=101')).status).toBe(401);
  });
});

async function linkOf(view: unknown) {
  const r = await call(app.url, '/api/local/shares', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site_id: 101, expires_in_days: 7, view }),
  });
  expect(r.status).toBe(201);
  const opened = await call(app.url, r.json.url as string);
  return (opened.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe("a link's view binds its reads of the proxy's own store", () => {
  const budgetMessage = 'Skipped: 340 credits left of the daily budget of 5,000.';
  beforeAll(async () => {
    // site 101 tracks two keywords, checked daily for 100 days; its last run's message tells the budget
    const { repo } = proxy.positions;
    await trackSite(repo, [
      trackedKeyword('hiking boots', ['secret-campaign']),
      trackedKeyword('trail tents'),
    ]);
    for (const k of await repo.keywords(101))
      for (let n = 0; n < 100; n++)
        await repo.recordDay({
          keyword_id: k.id,
          day: daysAgo(n),
          position: 1 + ((n + k.id) % 12),
          url: 'https://northwind-outdoor.com/boots',
          top10: ['rival.example', 'northwind-outdoor.com'],
          task_id: null,
        });
    const run = await repo.claimRun(101, 'manual:test', 'manual', 2);
    if (run) await repo.finishRun(run.id, 'skipped-budget', budgetMessage);
    for (const [date, label] of [
      [daysAgo(3), 'Inside the week'],
      [daysAgo(30), 'Inside the positions range'],
      [daysAgo(60), 'Outside every range'],
    ])
      expect(
        (
          await call(app.url, '/api/local/annotations?site_id=101', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ date, label }),
          })
        ).status,
      ).toBe(201);
  });

  it('refuses rank tracking to a link made for the AI section only, and shows only its week of annotations', async () => {
    const cookie = await linkOf({ from: daysAgo(6), to: daysAgo(0), sections: ['ai'], engine: 301 });
    for (const p of [
      '/api/local/positions?site_id=101',
      '/api/local/positions/trends?site_id=101&days=400',
      '/api/local/positions/trends?site_id=101',
    ]) {
      const r = await call(app.url, p, { cookie });
      expect([p, r.status]).toEqual([p, 403]);
      expect(r.json.message).toMatch(/positions section was not shared/);
      expect(r.text).not.toContain('hiking boots');
    }
    const notes = await call(app.url, '/api/local/annotations?site_id=101', { cookie });
    expect(notes.json.items.map((a: { label: string }) => a.label)).toEqual(['Inside the week']);
  });

  it('gives a rank-tracking link its range only: no run, no message, no setting the report does not draw', async () => {
    const view = { from: daysAgo(40), to: daysAgo(20), sections: ['positions'], engine: null };
    const cookie = await linkOf(view);
    const summary = await call(app.url, '/api/local/positions?site_id=101', { cookie });
    expect(summary.status).toBe(200);
    expect(summary.text).not.toContain(budgetMessage);
    expect(summary.text).not.toContain('secret-campaign');
    expect(summary.json).toMatchObject({ runs: [], running: null, schedule: null });
    expect(summary.json.settings).toEqual({ domain: 'northwind-outdoor.com', cadence: 'daily' });
    expect(summary.json.keywords.map((k: { keyword: string }) => k.keyword).sort()).toEqual([
      'hiking boots',
      'trail tents',
    ]);
    for (const k of summary.json.keywords) {
      // the position at the range's end, and its change within the range
      expect(k.day).toBe(view.to);
      expect(k.change7).toMatchObject({ kind: expect.any(String) });
      expect(k).not.toHaveProperty('tags');
      expect(k).not.toHaveProperty('trend');
    }
    const trends = await call(app.url, '/api/local/positions/trends?site_id=101&days=400', { cookie });
    expect(trends.status).toBe(200);
    const days = trends.json.trend.map((d: { day: string }) => d.day);
    // the range's 21 days and the 21 before them, whose mean the report's changes compare with
    expect([days[0], days.at(-1), days.length]).toEqual([daysAgo(61), view.to, 42]);
    expect(trends.json.since).toBe(daysAgo(61));
    expect(trends.json.competitors).toEqual([]);
    const notes = await call(app.url, '/api/local/annotations?site_id=101', { cookie });
    expect(notes.json.items.map((a: { label: string }) => a.label)).toEqual(['Inside the positions range']);
    // the team itself still reads everything
    const team = await call(app.url, '/api/local/positions?site_id=101');
    expect(team.text).toContain(budgetMessage);
    const teamTrends = await call(app.url, '/api/local/positions/trends?site_id=101&days=400');
    expect(teamTrends.json.trend).toHaveLength(100);
  });

  it('refuses the annotations to a link whose sections draw none', async () => {
    const cookie = await linkOf({ from: daysAgo(6), to: daysAgo(0), sections: ['audits'], engine: null });
    const r = await call(app.url, '/api/local/annotations?site_id=101', { cookie });
    expect(r.status).toBe(403);
    expect(r.text).not.toContain('Inside the week');
  });

  it('binds a link made without a view to the report it draws: the last 30 days', async () => {
    const { cookie } = await newLink();
    const trends = await call(app.url, '/api/local/positions/trends?site_id=101&days=400', { cookie });
    const days = trends.json.trend.map((d: { day: string }) => d.day);
    expect([days[0], days.at(-1), days.length]).toEqual([daysAgo(59), daysAgo(0), 60]);
    const summary = await call(app.url, '/api/local/positions?site_id=101', { cookie });
    expect(summary.text).not.toContain(budgetMessage);
    const notes = await call(app.url, '/api/local/annotations?site_id=101', { cookie });
    expect(notes.json.items.map((a: { label: string }) => a.label)).toEqual(['Inside the week']);
  });
});

describe("a link's reads of the service are bounded", () => {
  const listReads = () =>
    upstreamCalls.filter((c) =>
      /^GET \/(data\/v1\/site-audit\/audits|backlinks\/backlink-reports)\?/.test(c),
    );

  it('serves every filter of the lists from one cached read, filtering it here', async () => {
    const { cookie } = await newLink();
    upstreamCalls.length = 0;
    for (let i = 0; i < 50; i++) {
      const audits = await call(app.url, `/api/data/v1/site-audit/audits?search=probe-${i}`, { cookie });
      expect([i, audits.status, audits.json.total]).toEqual([i, 200, 0]);
      const reports = await call(app.url, `/api/backlinks/backlink-reports?query=probe-${i}`, { cookie });
      expect([i, reports.status, reports.json.total_reports]).toEqual([i, 200, 0]);
    }
    // one read of each list at most (none when an earlier test's read is still fresh)
    expect(listReads().length).toBeLessThanOrEqual(2);
    // the filters still mean what the service says: `search` matches the title or URL, `query` the target
    const found = await call(app.url, '/api/data/v1/site-audit/audits?search=NORTHWIND', { cookie });
    expect(found.json.items.map((a: { id: number }) => a.id).sort()).toEqual([5101, 5105]);
    const other = await call(app.url, '/api/data/v1/site-audit/audits?search=bloom', { cookie });
    expect(other.json.total).toBe(0);
    const reports = await call(app.url, '/api/backlinks/backlink-reports?query=northwind', { cookie });
    expect(reports.json.reports.map((r: { id: string }) => r.id).sort()).toEqual(['1', '6']);
    expect(listReads().length).toBeLessThanOrEqual(2);
  });

  it('answers a link that asks too fast with 429 and Retry-After, and no other link or the team', async () => {
    const { cookie } = await newLink();
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    // the store's own status is the cheapest read: the bucket empties long before it refills
    for (let i = 0; i < 1000 && !refused; i++) {
      const r = await call(app.url, '/api/local/status', { cookie });
      if (r.status === 429) refused = r;
      else expect(r.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused?.json.message).toMatch(/too many requests/i);
    upstreamCalls.length = 0;
    expect((await call(app.url, '/api/project/checklist/101', { cookie })).status).toBe(429);
    expect(upstreamCalls).toEqual([]);
    const { cookie: another } = await newLink();
    expect((await call(app.url, '/api/project/checklist/101', { cookie: another })).status).toBe(200);
    expect((await call(app.url, '/api/project/checklist/101')).status).toBe(200);
  });
});
