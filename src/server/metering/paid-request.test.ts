import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';

// A paid body of the wrong types must not reach the metering (a TypeError there, an unhandled rejection) and a
// deeply nested one must not overflow the stack: the proxy reads every paid request through the spec's shape
// first, and what does not fit is refused with 400, names the field, and never reaches the service.

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
  it('an audit domain that is an object: 400 naming "domain"', async () => {
    // spec: "Create body: `domain` string required"
    const r = await post('/v1/site-audit/audits/standard', '{"domain":{"toString":1}}');
    expect(r.status).toBe(400);
    expect(await message(r)).toContain('"domain"');
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
    expect(await message(r)).toContain('"query.0"');
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
    expect(await message(r)).toContain('"settings.max_pages"');
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
    expect(await message(r)).toContain('"audit_id"');
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
