import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../use-test-sandbox.ts';
import { serpTaskBody as taskBody } from '../../test/spec-bounds.table.ts';

// Spec, Resources: "SERP result — request_metadata: keyword, device, location_id integer, language_code, tag
// (optional), crawled_at, serp_url; summary: total_results, organic_items_count, SERP_features; items[]: type,
// rank_absolute, rank_group, position, serp_features, domain, url, title, description, breadcrumb,
// highlighted_terms, links[] (url, title), displayUrl, and searches (only for related_searches items)".

const ITEM_KEYS = [
  'breadcrumb',
  'description',
  'displayUrl',
  'domain',
  'highlighted_terms',
  'links',
  'position',
  'rank_absolute',
  'rank_group',
  'serp_features',
  'title',
  'type',
  'url',
].sort();

const t = useTestSandbox({ now: '2026-11-22T12:00:00Z', timing: { serpMs: 1_000 } });

async function done(over: Record<string, unknown>): Promise<number[]> {
  t.clock.advance(200);
  const r = await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody(over) });
  expect(r.status).toBe(200);
  t.clock.advance(1_000);
  return r.body.map((x: any) => x.id);
}
const get = (path: string, id: number) =>
  t.call('data', 'GET', `/v1/serp/classic/tasks${path}`, { query: { task_id: id } });

describe('standard results (top 100: organic, ads, featured_snippet)', () => {
  it('has the spec shape with exactly 100 ranked items', async () => {
    const [id] = await done({ tag: 'boots-q4' });
    const r = await get('', id!);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['items', 'request_metadata', 'summary']);
    expect(r.body.request_metadata).toEqual({
      keyword: 'hiking boots',
      device: 'desktop',
      location_id: 2840,
      language_code: 'en',
      tag: 'boots-q4',
      crawled_at: expect.stringMatching(/^2026-11-22 12:00:\d\d$/),
      serp_url: expect.stringContaining('q=hiking+boots'),
    });
    const items = r.body.items;
    expect(items).toHaveLength(100);
    expect(items.map((i: any) => i.rank_absolute)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const seen: Record<string, number> = {};
    for (const i of items) {
      expect(Object.keys(i).sort()).toEqual(ITEM_KEYS);
      expect(['organic', 'ads', 'featured_snippet']).toContain(i.type);
      expect(['top', 'center', 'bottom']).toContain(i.position);
      seen[i.type] = (seen[i.type] ?? 0) + 1;
      expect(i.rank_group).toBe(seen[i.type]);
      expect(i.url).toMatch(/^https:\/\//);
      expect(i.url).toContain(i.domain);
      for (const l of i.links) expect(Object.keys(l).sort()).toEqual(['title', 'url']);
    }
    expect(r.body.summary.organic_items_count).toBe(seen.organic);
    expect(Number.isInteger(r.body.summary.total_results)).toBe(true);
    expect(Array.isArray(r.body.summary.SERP_features)).toBe(true);
  });

  it('omits tag from request_metadata when none was given', async () => {
    const [id] = await done({});
    expect((await get('', id!)).body.request_metadata).not.toHaveProperty('tag');
  });

  it('is deterministic from (query, location, device, language)', async () => {
    const [a, b] = await done({ query: ['hiking boots', 'hiking boots'] });
    const [mobile] = await done({ device: 'mobile' });
    const [german] = await done({ language_code: 'de', location_id: 2276 });
    const ra = (await get('', a!)).body.items;
    expect((await get('', b!)).body.items).toEqual(ra);
    expect((await get('', mobile!)).body.items).not.toEqual(ra);
    expect((await get('', german!)).body.items).not.toEqual(ra);
  });

  it('ranks the seeded site for its topic', async () => {
    const r = await get('', 480001);
    expect(r.body.items.some((i: any) => i.domain === 'www.northwind-outdoor.com')).toBe(true);
  });
});

describe('advanced results (full item types)', () => {
  it('adds AI overview, related searches with searches, videos, images and more around the same organic results', async () => {
    const [id] = await done({ query: ['how to choose hiking boots'] });
    const std = (await get('', id!)).body;
    const adv = (await get('/results_advanced', id!)).body;
    expect(adv.request_metadata).toEqual(std.request_metadata);
    expect(adv.summary).toEqual(std.summary);
    const types = new Set(adv.items.map((i: any) => i.type));
    expect(types.has('organic')).toBe(true);
    expect(
      [...types].filter((x) => !['organic', 'ads', 'featured_snippet'].includes(x as string)).length,
    ).toBeGreaterThan(1);
    const organicUrls = (items: any[]) => items.filter((i) => i.type === 'organic').map((i) => i.url);
    expect(organicUrls(adv.items)).toEqual(organicUrls(std.items));
    expect(adv.items.map((i: any) => i.rank_absolute)).toEqual(
      adv.items.map((_: unknown, i: number) => i + 1),
    );
    for (const i of adv.items) {
      if (i.type === 'related_searches') {
        expect(i.searches.length).toBeGreaterThan(0);
        for (const s of i.searches) expect(typeof s).toBe('string');
      } else {
        expect(i).not.toHaveProperty('searches');
        expect(Object.keys(i).sort()).toEqual(ITEM_KEYS);
      }
    }
  });

  it('covers ai_overview, related_searches, videos, images, people_also_ask, local_pack, top_stories across queries', async () => {
    const queries = [
      'how to clean hiking boots',
      'hiking boots near me',
      'best tent',
      'coffee shop near me',
      'crypto tax news',
      'garden ideas',
      'what is seo',
      'buy yoga mat',
    ];
    const ids = await done({ query: queries });
    const types = new Set<string>();
    for (const id of ids) for (const i of (await get('/results_advanced', id)).body.items) types.add(i.type);
    for (const want of [
      'ai_overview',
      'related_searches',
      'videos',
      'images',
      'people_also_ask',
      'local_pack',
      'top_stories',
      'organic',
      'ads',
    ]) {
      expect(types, want).toContain(want);
    }
  });
});

describe('HTML dump (ZIP)', () => {
  it('desktop: manifest.json and desktop/page-1.html … page-10.html with ten results each, scripts included', async () => {
    const [id] = await done({});
    const std = (await get('', id!)).body.items;
    const r = await get('/html', id!);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(r.bytes));
    const pages = Array.from({ length: 10 }, (_, i) => `desktop/page-${i + 1}.html`);
    expect(Object.keys(files).sort()).toEqual(['manifest.json', ...pages].sort());
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    expect(manifest.task_id).toBe(id);
    expect(manifest.pages).toHaveLength(10);
    pages.forEach((p, n) => {
      const html = strFromU8(files[p]!);
      expect(html.match(/class="result /g)).toHaveLength(10);
      expect(html).toContain('<script>');
      expect(html).toContain(`data-rank="${n * 10 + 1}"`);
      expect(html).toContain(std[n * 10].url.replace(/&/g, '&amp;'));
    });
  });

  it('mobile: manifest.json and mobile/page-1.html with up to 100 results', async () => {
    const [id] = await done({ device: 'mobile' });
    const files = unzipSync(new Uint8Array((await get('/html', id!)).bytes));
    expect(Object.keys(files).sort()).toEqual(['manifest.json', 'mobile/page-1.html']);
    expect(strFromU8(files['mobile/page-1.html']!).match(/class="result /g)).toHaveLength(100);
  });
});

describe('locations', () => {
  const loc = (query: Record<string, string> = {}) =>
    t.call('data', 'GET', '/v1/serp/classic/locations', { query });

  it('lists at least 200 locations across countries, location_id as a string, no ads_location_id by default', async () => {
    const r = await loc();
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(200);
    const countries = new Set(r.body.data.map((l: any) => l.country_code));
    for (const cc of ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'CA', 'AU', 'BR', 'IN', 'JP'])
      expect(countries).toContain(cc);
    for (const l of r.body.data) {
      expect(Object.keys(l).sort()).toEqual(['coordinates', 'country_code', 'location_id', 'location_name']);
      expect(typeof l.location_id).toBe('string');
      expect(typeof l.coordinates.latitude).toBe('number');
      expect(typeof l.coordinates.longitude).toBe('number');
    }
    expect(r.body.data.map((l: any) => l.location_name)).toContain('Austin,Texas,United States');
    expect(new Set(r.body.data.map((l: any) => l.location_id)).size).toBe(r.body.data.length);
  });

  it('adds ads_location_id only with include=ads_location_id', async () => {
    const r = await loc({ include: 'ads_location_id', country_code: 'NL' });
    for (const l of r.body.data) expect(typeof l.ads_location_id).toBe('string');
  });

  it('filters by country_code and by q (city, case-insensitive)', async () => {
    const gb = await loc({ country_code: 'gb' });
    expect(gb.body.data.length).toBeGreaterThan(10);
    for (const l of gb.body.data) expect(l.country_code).toBe('GB');
    const austin = await loc({ q: 'AUSTIN' });
    expect(austin.body.data.map((l: any) => l.location_name)).toEqual(['Austin,Texas,United States']);
    const both = await loc({ q: 'york', country_code: 'US' });
    expect(both.body.data.map((l: any) => l.location_name)).toEqual(
      expect.arrayContaining(['New York,New York,United States']),
    );
    expect((await loc({ q: 'york', country_code: 'GB' })).body.data).toEqual([]);
  });

  it('answers 400 for empty or unsupported parameters', async () => {
    for (const [q, msg] of [
      [{ country_code: '' }, /country_code must not be empty/],
      [{ country_code: 'USA' }, /country_code must be a two-letter/],
      [{ q: '' }, /q must not be empty/],
      [{ include: 'timezone' }, /include supports only ads_location_id/],
    ] as [Record<string, string>, RegExp][]) {
      const r = await loc(q);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(msg);
    }
  });
});
