import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../sandbox/testing.ts';
import type { ServerConfig } from '../http/config.ts';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';
import { apiFetch as fetch } from '../http/test-fetch.ts';

const setup = (budget: ServerConfig['budget'] = {}) => startTestProxy({ budget });

/** One proxy for a describe's tests, started before them and closed after: its ledger and cache carry over. */
function proxyForSuite(use: (s: TestProxy) => void) {
  let s: TestProxy;
  beforeAll(async () => use((s = await setup())));
  afterAll(() => s.close());
}

describe('the credit ledger and the cache', () => {
  let s: TestProxy;
  proxyForSuite((started) => (s = started));

  it('answers a repeated keyword search from its store, with no upstream call, and says so', async () => {
    const path = '/api/data/v1/keywords/similar?source=us&keyword=hiking%20boots&limit=5';
    const first = await fetch(`${s.url}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-searchboard-cache')).toBeNull();
    const firstBody = (await first.json()) as { keywords: unknown[] };
    const before = s.upstreamCalls.length;
    // same query, parameters in another order
    const again = await fetch(
      `${s.url}/api/data/v1/keywords/similar?limit=5&keyword=hiking%20boots&source=us`,
    );
    expect(again.headers.get('x-searchboard-cache')).toBe('hit');
    expect(await again.json()).toEqual(firstBody);
    expect(s.upstreamCalls.length).toBe(before);
    // spec: "similar, related and question keywords 10 per returned keyword"
    const spend = (await (await fetch(`${s.url}/api/local/credits`)).json()) as any;
    const row = spend.latest.find((r: any) => r.op === 'keywords.similar' && r.outcome === 'ok');
    expect(row.credits).toBe(10 * firstBody.keywords.length);
    expect(spend.latest.find((r: any) => r.outcome === 'cache').credits).toBe(0);
  });

  it('says when a cached answer was first fetched, and only on a cache hit', async () => {
    const path = '/api/data/v1/keywords/questions?source=us&keyword=tent%20pegs&limit=3';
    const before = Date.now();
    const first = await fetch(`${s.url}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-searchboard-cached-at')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    const hitAt = Date.now();
    const again = await fetch(`${s.url}${path}`);
    expect(again.headers.get('x-searchboard-cache')).toBe('hit');
    const at = Date.parse(again.headers.get('x-searchboard-cached-at') ?? '');
    // the time of the first, paid answer: not the time of this hit
    expect(at).toBeGreaterThanOrEqual(before - 1);
    expect(at).toBeLessThan(hitAt);
    expect(new Date(at).toISOString()).toBe(again.headers.get('x-searchboard-cached-at'));
    const refreshed = await fetch(`${s.url}${path}`, { headers: { 'x-searchboard-refresh': '1' } });
    expect(refreshed.headers.get('x-searchboard-cached-at')).toBeNull();
  });

  it('sends the request again when the person asks to refresh', async () => {
    const before = s.upstreamCalls.length;
    const r = await fetch(`${s.url}/api/data/v1/keywords/similar?source=us&keyword=hiking%20boots&limit=5`, {
      headers: { 'x-searchboard-refresh': '1' },
    });
    expect(r.headers.get('x-searchboard-cache')).toBeNull();
    expect(s.upstreamCalls.length).toBe(before + 1);
  });

  it('caches the multipart export by its fields, not by its boundary', async () => {
    const send = () => {
      const fd = new FormData();
      fd.append('keywords[]', 'tents');
      fd.append('keywords[]', 'sleeping bags');
      return fetch(`${s.url}/api/data/v1/keywords/export?source=us`, { method: 'POST', body: fd });
    };
    expect((await send()).headers.get('x-searchboard-cache')).toBeNull();
    expect((await send()).headers.get('x-searchboard-cache')).toBe('hit');
  });

  it('records a call the service refused at 0 credits: its reservation is released', async () => {
    const before = s.upstreamCalls.length;
    // a filter the service refuses: the proxy checks the spec's shape of the parameters it counts, not every filter
    const r = await fetch(
      `${s.url}/api/data/v1/keywords/similar?source=us&keyword=x&limit=5&filter[multi_keyword_included]=[1]`,
    );
    expect(r.status).toBe(400);
    expect(s.upstreamCalls.length).toBe(before + 1);
    const spend = (await (await fetch(`${s.url}/api/local/credits`)).json()) as any;
    const failed = spend.latest.find((row: any) => row.outcome === 'failed');
    expect(failed).toMatchObject({ credits: 0, status: 400, op: 'keywords.similar' });
    expect(spend.latest.some((row: any) => row.outcome === 'reserved')).toBe(false);
  });

  it('refuses a paid call that does not fit the spec before it reaches the service, and records nothing', async () => {
    const before = s.upstreamCalls.length;
    const rows = ((await (await fetch(`${s.url}/api/local/credits`)).json()) as any).latest.length;
    // spec: "source | string | yes" — a missing required parameter never goes out
    const r = await fetch(`${s.url}/api/data/v1/keywords/similar?keyword=x&limit=5`);
    expect(r.status).toBe(400);
    expect(((await r.json()) as { message: string }).message).toBe('The database is missing.');
    expect(s.upstreamCalls.length).toBe(before);
    expect(((await (await fetch(`${s.url}/api/local/credits`)).json()) as any).latest.length).toBe(rows);
  });
});

describe('the budget cap', () => {
  it('refuses a paid call over the daily budget before it reaches the upstream', async () => {
    const s = await setup({ daily: 150 });
    try {
      const fd = () => {
        const f = new FormData();
        f.append('keywords[]', `k${Math.random()}`);
        return f;
      };
      // spec: "keyword export 100 per request"
      const ok = await fetch(`${s.url}/api/data/v1/keywords/export?source=us`, {
        method: 'POST',
        body: fd(),
      });
      expect(ok.status).toBe(200);
      const before = s.upstreamCalls.length;
      const refused = await fetch(`${s.url}/api/data/v1/keywords/export?source=us`, {
        method: 'POST',
        body: fd(),
      });
      expect(refused.status).toBe(402);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /100 of 150 credits spent or reserved today/,
      );
      expect(s.upstreamCalls.length).toBe(before);
      const spend = (await (await fetch(`${s.url}/api/local/credits`)).json()) as any;
      expect(spend.budget).toMatchObject({ daily: 150, remainingToday: 50 });
    } finally {
      await s.close();
    }
  });
});

describe('the budget cap on a recheck', () => {
  it('bounds a recheck by the pages its audit crawled last time, and refuses it over the budget', async () => {
    const s = await setup({ daily: 2000 });
    try {
      // the seeded audit 5101 has finished; its status says how many pages that crawl reached
      const status = (await (
        await fetch(`${s.url}/api/data/v1/site-audit/audits/status?audit_id=5101`)
      ).json()) as { status: string; total_pages: number };
      expect(status.status).toBe('finished');
      const before = s.upstreamCalls.length;
      const refused = await fetch(`${s.url}/api/data/v1/site-audit/audits/recheck/standard?audit_id=5101`, {
        method: 'POST',
      });
      // spec: "standard audit and standard recheck 2 per crawled page"
      expect(refused.status).toBe(402);
      expect(((await refused.json()) as { message: string }).message).toContain(
        `may cost up to ${2 * status.total_pages}`,
      );
      expect(s.upstreamCalls.length).toBe(before);
    } finally {
      await s.close();
    }
  });
});

describe('the SERP archive', () => {
  let s: TestProxy;
  proxyForSuite((started) => (s = started));

  it('keeps a completed result after the service deleted it (spec: "results are kept 24 hours then deleted")', async () => {
    const created = await fetch(`${s.url}/api/data/v1/serp/classic/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        search_engine: 'web_search_engine_1',
        query: ['trail running shoes'],
        device: 'desktop',
        language_code: 'en',
        location_id: 2840,
      }),
    });
    const [task] = (await created.json()) as { id: number }[];
    const path = `/api/data/v1/serp/classic/tasks?task_id=${task!.id}`;
    expect(await (await fetch(`${s.url}${path}`)).json()).toEqual({ status: 'processing' });
    (s.t as TestSandbox).clock.advance(2_000);
    const done = (await (await fetch(`${s.url}${path}`)).json()) as { items: unknown[] };
    expect(done.items).toHaveLength(100);
    s.t.clock.advance(25 * 3_600_000);
    // the service has deleted it now
    const direct = await s.t.call('data', 'GET', '/v1/serp/classic/tasks', { query: { task_id: task!.id } });
    expect(direct.status).toBe(404);
    const kept = await fetch(`${s.url}${path}`, { headers: { 'x-searchboard-refresh': '1' } });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-searchboard-archive')).toBe('hit');
    // dated: when Searchboard kept the copy (ISO 8601, by the server's own clock, during this test)
    const keptAt = Date.parse(kept.headers.get('x-searchboard-cached-at') ?? '');
    expect(keptAt).toBeGreaterThan(Date.now() - 5 * 60_000);
    expect(keptAt).toBeLessThanOrEqual(Date.now());
    expect(((await kept.json()) as { items: unknown[] }).items).toHaveLength(100);
    const list = (await (await fetch(`${s.url}/api/local/serp/archive`)).json()) as any;
    expect(list.tasks[0]).toMatchObject({
      task_id: String(task!.id),
      keyword: 'trail running shoes',
      kinds: ['standard'],
    });
  });
});

describe('audit cost reconciliation', () => {
  let s: TestProxy;
  proxyForSuite((started) => (s = started));

  const latest = async () =>
    ((await (await fetch(`${s.url}/api/local/credits`)).json()) as any).latest as any[];
  const status = async (id: number) =>
    (await (await fetch(`${s.url}/api/data/v1/site-audit/audits/status?audit_id=${id}`)).json()) as any;
  const crawl = async (id: number) => {
    for (let i = 0; i < 20; i++) {
      const st = await status(id);
      if (st.status === 'finished') return st;
      s.t.clock.advance(15_000);
    }
    throw new Error('the crawl did not finish');
  };

  it('records an audit at its upper bound, then at the pages crawled once a status read shows it finished', async () => {
    const created = await fetch(`${s.url}/api/data/v1/site-audit/audits/standard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'northwind-outdoor.com', settings: { max_pages: 40 } }),
    });
    const { id } = (await created.json()) as { id: number };
    // spec: "standard audit and standard recheck 2 per crawled page"; max_pages 40: up to 80
    const held = (await latest()).find((r) => r.op === 'audits.create.standard');
    expect(held).toMatchObject({ credits: 80, estimated: true, upper_bound: 80, pages: null });
    expect((await status(id)).status).not.toBe('finished');
    expect((await latest()).find((r) => r.id === held.id)).toMatchObject({ credits: 80, estimated: true });

    const done = await crawl(id);
    expect(done.total_pages).toBeGreaterThan(0);
    const settled = (await latest()).find((r) => r.id === held.id);
    expect(settled).toMatchObject({
      credits: 2 * done.total_pages,
      estimated: false,
      upper_bound: 80,
      pages: done.total_pages,
    });
    const spend = (await (await fetch(`${s.url}/api/local/credits`)).json()) as any;
    expect(spend.byArea.audits).toBe(2 * done.total_pages);

    // A recheck: bounded by the audit's own page limit, settled by its own crawl, not the one before.
    await fetch(`${s.url}/api/data/v1/site-audit/audits/recheck/advanced?audit_id=${id}`, { method: 'POST' });
    const recheck = (await latest())[0];
    // spec: "advanced audit and advanced recheck 20 per crawled page"
    expect(recheck).toMatchObject({ op: 'audits.recheck.advanced', credits: 800, estimated: true });
    const again = await crawl(id);
    expect((await latest()).find((r) => r.id === recheck.id)).toMatchObject({
      credits: 20 * again.total_pages,
      estimated: false,
      upper_bound: 800,
    });
    // the first charge is untouched by the second crawl
    expect((await latest()).find((r) => r.id === held.id)).toMatchObject({ credits: 2 * done.total_pages });
  });
});
