import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';

let tp: TestProxy;
beforeAll(async () => {
  tp = await startTestProxy();
});
afterAll(() => tp.close());

const post = (path: string, body: unknown) =>
  tp.api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('/api/local/positions', () => {
  it('refuses bad input with 400 naming the field, before anything is stored', async () => {
    expect((await tp.api('/api/local/positions?site_id=abc')).status).toBe(400);
    const r = await post('/api/local/positions/keywords?site_id=101', {
      keywords: ['hiking boots'],
      location_id: 2840,
      language_code: 'english',
      domain: 'northwind-outdoor.com',
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { errors: Record<string, string> }).errors).toHaveProperty('language_code');
    const noDomain = await post('/api/local/positions/keywords?site_id=101', {
      keywords: ['hiking boots'],
      location_id: 2840,
      language_code: 'en',
    });
    expect(((await noDomain.json()) as { errors: Record<string, string> }).errors).toHaveProperty('domain');
  });

  it('refuses a body over the limit with 413', async () => {
    const r = await post('/api/local/positions/keywords?site_id=101', { keywords: ['x'.repeat(600 * 1024)] });
    expect(r.status).toBe(413);
  });

  it('adds keywords once (one a line, duplicates skipped) and lists them with no position yet', async () => {
    const body = {
      keywords: ['hiking boots', ' Hiking  Boots ', 'trail shoes'],
      location_id: 2840,
      language_code: 'en',
      device: 'desktop',
      domain: 'https://www.northwind-outdoor.com/',
    };
    const r = await post('/api/local/positions/keywords?site_id=101', body);
    expect(r.status).toBe(201);
    expect(await r.json()).toEqual({ added: 2, already: 0 });
    expect(await (await post('/api/local/positions/keywords?site_id=101', body)).json()).toEqual({
      added: 0,
      already: 2,
    });
    const s = (await (await tp.api('/api/local/positions?site_id=101')).json()) as {
      settings: { domain: string; cadence: string };
      keywords: { keyword: string; position: number | null; day: string | null }[];
      schedule: { next_run: string | null };
    };
    expect(s.settings).toMatchObject({ domain: 'northwind-outdoor.com', cadence: 'daily' });
    expect(s.keywords.map((k) => [k.keyword, k.position, k.day])).toEqual([
      ['hiking boots', null, null],
      ['trail shoes', null, null],
    ]);
    expect(s.schedule.next_run).toMatch(/T06:00:00.000Z$/);
    const id = (s.keywords[0] as unknown as { id: number }).id;
    expect((await tp.api(`/api/local/positions/history?site_id=101&keyword_id=${id}`)).status).toBe(200);
    // another site's page never reads this site's keyword
    expect((await tp.api(`/api/local/positions/history?site_id=102&keyword_id=${id}`)).status).toBe(404);
  });

  it('checks the schedule', async () => {
    const r = await tp.api('/api/local/positions/settings?site_id=101', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'northwind-outdoor.com', cadence: 'weekly', hour: 24 }),
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { errors: Record<string, string> }).errors).toHaveProperty('hour');
  });
});

describe('/api/local/positions/trends', () => {
  it('answers the site’s daily trend and competitors, and refuses a bad range at its field', async () => {
    const r = await tp.api('/api/local/positions/trends?site_id=101&days=30');
    expect(r.status).toBe(200);
    const body = (await r.json()) as {
      days: number;
      trend: unknown[];
      competitors: unknown[];
      site: unknown[];
    };
    expect(body.days).toBe(30);
    expect(Array.isArray(body.trend) && Array.isArray(body.competitors) && Array.isArray(body.site)).toBe(
      true,
    );
    const bad = await tp.api('/api/local/positions/trends?site_id=101&days=0');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.days).toMatch(/days/);
  });
});

describe('the keyword cap over HTTP', () => {
  it('lets one of several concurrent adds past 5,000 keywords in and answers the others 400 at the field', async () => {
    const batch = (n: number) => ({
      keywords: Array.from({ length: 2600 }, (_, i) => `cap ${n} keyword ${i}`),
      location_id: 2840,
      language_code: 'en',
      domain: 'bloom-botanics.example',
    });
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => post('/api/local/positions/keywords?site_id=103', batch(n))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    const refused = (await answers.find((r) => r.status === 400)?.json()) as {
      errors: Record<string, string>;
    };
    expect(refused.errors.keywords).toBe('A site tracks at most 5000 keywords.');
    const s = (await (await tp.api('/api/local/positions?site_id=103')).json()) as { keywords: unknown[] };
    expect(s.keywords).toHaveLength(2600);
  });
});
