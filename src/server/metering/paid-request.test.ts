import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';

// A paid body of the wrong types must not reach the metering (a TypeError there, an unhandled rejection) and a
// deeply nested one must not overflow the stack: the proxy reads every paid request through the spec's shape
// first, and what does not fit is refused with 400, names the field in words, and never reaches the service.

let s: TestProxy;
beforeAll(async () => {
  s = await startTestProxy();
});
afterAll(() => s.close());

const post = (path: string, body: string, type = 'application/json') =>
  s.api(`/api/data${path}`, { method: 'POST', headers: { 'content-type': type }, body });
const message = async (r: Response) => ((await r.json()) as { message: string }).message;
const reached = (prefix: string) => s.upstreamCalls.filter((c) => c.startsWith(prefix)).length;

/** The server still answers: the process did not die of the request before. */
async function stillUp() {
  expect((await s.api('/api/local/status')).status).toBe(200);
}

describe('paid bodies that do not fit the spec', () => {
  it('an audit domain that is an object: 400 naming the domain', async () => {
    // spec: "Create body: `domain` string required"
    const r = await post('/v1/site-audit/audits/standard', '{"domain":{"toString":1}}');
    expect(r.status).toBe(400);
    expect(await message(r)).toBe('The domain must be text.');
    expect(reached('POST /data/v1/site-audit/audits/standard')).toBe(0);
    await stillUp();
  });

  it('SERP queries that are objects: 400 naming the query', async () => {
    // spec: "`query[]` array of strings required (each max 255 chars)"
    const r = await post(
      '/v1/serp/classic/tasks',
      JSON.stringify({
        search_engine: 'web_search_engine_1',
        query: [{ toString: 1 }],
        device: 'desktop',
        language_code: 'en',
        location_id: 2840,
      }),
    );
    expect(r.status).toBe(400);
    expect(await message(r)).toBe('Keyword 1 must be text.');
    expect(reached('POST /data/v1/serp/classic/tasks')).toBe(0);
    await stillUp();
  });

  it('200,000 nested arrays (400 KB): 400, no stack overflow', async () => {
    const r = await post('/v1/serp/classic/tasks', '['.repeat(200_000) + ']'.repeat(200_000));
    expect(r.status).toBe(400);
    await stillUp();
  });

  it('audit settings out of the spec bounds: 400 naming the setting', async () => {
    // spec: "max_pages | 1000 | 1-300000"
    const r = await post(
      '/v1/site-audit/audits/advanced',
      JSON.stringify({ domain: 'example.com', settings: { max_pages: 0 } }),
    );
    expect(r.status).toBe(400);
    expect(await message(r)).toBe('The crawl setting "max_pages" must be at least 1.');
  });

  it('a body that is not JSON at all: 400', async () => {
    const r = await post('/v1/backlink-reports', '{mode: host');
    expect(r.status).toBe(404); // the backlink reports live under /api/backlinks
    const b = await s.api('/api/backlinks/backlink-reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{mode: host',
    });
    expect(b.status).toBe(400);
  });
});

describe('paid query parameters', () => {
  it('a repeated parameter is refused: the proxy would count one value and the service read another', async () => {
    const r = await s.api('/api/data/v1/keywords/similar?source=us&keyword=tent&limit=5&limit=1000');
    expect(r.status).toBe(400);
    expect(await message(r)).toContain('"limit"');
    expect(reached('GET /data/v1/keywords/similar')).toBe(0);
  });

  it('a limit that is not a positive whole number is refused', async () => {
    // spec: "limit | integer | no | 100 | positive"
    for (const limit of ['1.5', '1e3', '-1', '0', 'abc']) {
      const r = await s.api(`/api/data/v1/keywords/questions?source=us&keyword=tent&limit=${limit}`);
      expect(r.status, limit).toBe(400);
    }
    expect(reached('GET /data/v1/keywords/questions')).toBe(0);
  });

  it('an unknown parameter on a paid read is refused; filters pass to the service', async () => {
    const r = await s.api('/api/data/v1/keywords/longtail?source=us&keyword=tent&Limit=1000');
    expect(r.status).toBe(400);
    const f = await s.api(
      '/api/data/v1/keywords/similar?source=us&keyword=tent&limit=2&filter[volume][from]=10',
    );
    expect(f.status).toBe(200);
  });

  it('a recheck needs a whole-number audit_id', async () => {
    const r = await s.api('/api/data/v1/site-audit/audits/recheck/standard?audit_id=abc', { method: 'POST' });
    expect(r.status).toBe(400);
    expect(await message(r)).toBe('The audit id must be a whole number.');
  });
});

describe('the keyword export form', () => {
  const form = (pairs: [string, string][]) => {
    const fd = new FormData();
    for (const [k, v] of pairs) fd.append(k, v);
    return fd;
  };

  it('takes multipart form data and url-encoded fields alike', async () => {
    const a = await s.api('/api/data/v1/keywords/export?source=us', {
      method: 'POST',
      body: form([['keywords[]', 'tents']]),
    });
    expect(a.status).toBe(200);
    const b = await s.api('/api/data/v1/keywords/export?source=us', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'keywords%5B%5D=stoves',
    });
    expect(b.status).toBe(200);
  });

  it('refuses JSON (415), a repeated sort (400) and more than 5000 keywords (400)', async () => {
    const json = await post('/v1/keywords/export?source=us', '{"keywords":["tents"]}');
    expect(json.status).toBe(415);
    const twice = await s.api('/api/data/v1/keywords/export?source=us', {
      method: 'POST',
      body: form([
        ['keywords[]', 'tents'],
        ['sort', 'cpc'],
        ['sort', 'volume'],
      ]),
    });
    expect(twice.status).toBe(400);
    // spec: "`keywords[]` required (repeat per keyword, up to 5000)"
    const many = await s.api('/api/data/v1/keywords/export?source=us', {
      method: 'POST',
      body: form(Array.from({ length: 5001 }, (_, i): [string, string] => ['keywords[]', `k${i}`])),
    });
    expect(many.status).toBe(400);
  });
});

/** The ledger's rows: a refused request leaves none, reserved or otherwise. */
const ledgerRows = async () =>
  ((await (await s.api('/api/local/credits')).json()) as { latest: unknown[] }).latest.length;

describe('money spent on a mistake: refused before anything is reserved or sent', () => {
  const exportWith = (source: string, keyword = 'tents') => {
    const fd = new FormData();
    fd.append('keywords[]', keyword);
    return s.api(`/api/data/v1/keywords/export?source=${source}`, { method: 'POST', body: fd });
  };

  it('a keyword database that is no country code ("zz", "usa"): 400 in words, nothing sent or reserved', async () => {
    const rows = await ledgerRows();
    const sent = reached('POST /data/v1/keywords/export') + reached('GET /data/v1/keywords/questions');
    const r = await exportWith('zz');
    expect(r.status).toBe(400);
    expect(await message(r)).toBe('The database must be a country code, such as us, gb or de.');
    const q = await s.api('/api/data/v1/keywords/questions?source=usa&keyword=tent&limit=5');
    expect(q.status).toBe(400);
    expect(reached('POST /data/v1/keywords/export') + reached('GET /data/v1/keywords/questions')).toBe(sent);
    expect(await ledgerRows()).toBe(rows);
  });

  it('a country code in either case, and the United Kingdom as "uk", reach the service', async () => {
    for (const source of ['de', 'GB', 'uk'])
      expect((await exportWith(source, `k ${source}`)).status).toBe(200);
  });

  it('an audit of an address with a path or query is refused: an audit crawls the whole site', async () => {
    const rows = await ledgerRows();
    const sent = reached('POST /data/v1/site-audit/audits/standard');
    for (const domain of ['https://example.com/some/path?x=1', 'example.com?x=1', 'example.com/#top']) {
      const r = await post('/v1/site-audit/audits/standard', JSON.stringify({ domain }));
      expect(r.status, domain).toBe(400);
      expect(await message(r)).toBe(
        'An audit crawls a whole site: give the domain, e.g. example.com, without a path or query.',
      );
    }
    expect(reached('POST /data/v1/site-audit/audits/standard')).toBe(sent);
    expect(await ledgerRows()).toBe(rows);
  });

  it('a domain with its scheme or a lone trailing slash is still a domain', async () => {
    const r = await post(
      '/v1/site-audit/audits/standard',
      JSON.stringify({ domain: 'https://whole-site.example.com/', settings: { max_pages: 1 } }),
    );
    expect(r.status).toBe(200);
  });
});

describe('refusals in words, marked as Searchboard’s own', () => {
  it('a keyword over 255 characters is named by its place in the list', async () => {
    const fd = new FormData();
    fd.append('keywords[]', 'tents');
    fd.append('keywords[]', 'k'.repeat(256));
    const r = await s.api('/api/data/v1/keywords/export?source=us', { method: 'POST', body: fd });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      message: 'Keyword 2 is longer than 255 characters.',
      refused_by: 'searchboard',
    });
  });

  it('a crawl setting out of its range, and a missing field, say so in words', async () => {
    const big = await post(
      '/v1/site-audit/audits/advanced',
      JSON.stringify({ domain: 'example.com', settings: { max_pages: 300_001 } }),
    );
    expect(await message(big)).toBe('The crawl setting "max_pages" must be at most 300000.');
    const none = await post('/v1/site-audit/audits/advanced', JSON.stringify({ title: 'x' }));
    expect(await message(none)).toBe('The domain is missing.');
    const extra = await post('/v1/site-audit/audits/advanced', JSON.stringify({ domain: 'a.com', x: 1 }));
    expect(await message(extra)).toBe('This request takes no field "x".');
  });

  it('the budget’s refusal is Searchboard’s own too', async () => {
    const capped = await startTestProxy({ budget: { daily: 50 } });
    try {
      const fd = new FormData();
      fd.append('keywords[]', 'tents');
      const r = await capped.api('/api/data/v1/keywords/export?source=us', { method: 'POST', body: fd });
      expect(r.status).toBe(402);
      expect(((await r.json()) as { refused_by?: string }).refused_by).toBe('searchboard');
      expect(capped.upstreamCalls).toEqual([]);
    } finally {
      await capped.close();
    }
  });
});
