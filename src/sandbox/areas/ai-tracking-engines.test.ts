import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../use-test-sandbox.ts';

const ENGINE_KEYS = [
  'base_name',
  'country_code',
  'id',
  'lang_code',
  'region_name',
  'region_settings',
  'site_id',
];

describe('AI result tracking: brand', () => {
  const t = useTestSandbox();

  it('GET /sites/{site_id}/airt/brands → Brand {site_id, brand}', async () => {
    const r = await t.call('project', 'GET', '/sites/101/airt/brands');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ site_id: 101, brand: 'Northwind' });
  });

  it('Brand: "brand … null if not set"', async () => {
    const r = await t.call('project', 'GET', '/sites/103/airt/brands');
    expect(r.body).toEqual({ site_id: 103, brand: null });
  });

  it('"404 if site missing"', async () => {
    for (const method of ['GET', 'POST']) {
      const json = method === 'POST' ? { brand: 'X' } : undefined;
      const r = await t.call('project', method, '/sites/999/airt/brands', { json });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'Site not found' });
    }
  });

  it('POST brand "overwrites" and returns Brand', async () => {
    const r = await t.call('project', 'POST', '/sites/102/airt/brands', { json: { brand: 'Bloom & Co' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ site_id: 102, brand: 'Bloom & Co' });
    expect((await t.call('project', 'GET', '/sites/102/airt/brands')).body.brand).toBe('Bloom & Co');
  });

  it('POST brand: "required, non-empty, max 255" → 400 naming the field', async () => {
    for (const json of [
      {},
      { brand: '' },
      { brand: '   ' },
      { brand: null },
      { brand: 'x'.repeat(256) },
      { brand: 5 },
    ]) {
      const r = await t.call('project', 'POST', '/sites/101/airt/brands', { json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.message).toMatch(/brand/);
    }
    expect((await t.call('project', 'GET', '/sites/101/airt/brands')).body.brand).toBe('Northwind');
    const max = await t.call('project', 'POST', '/sites/101/airt/brands', {
      json: { brand: 'y'.repeat(255) },
    });
    expect(max.status).toBe(200);
    expect(max.body.brand).toHaveLength(255);
  });
});

describe('AI result tracking: engines', () => {
  const t = useTestSandbox();

  it('GET /sites/{site_id}/airt/llm → array of LLM engine; site 101 tracks all five labels', async () => {
    const r = await t.call('project', 'GET', '/sites/101/airt/llm');
    expect(r.status).toBe(200);
    expect(r.body.map((e: any) => [e.id, e.base_name])).toEqual([
      [301, 'chat_engine'],
      [302, 'overview_engine'],
      [303, 'mode_engine'],
      [304, 'answer_engine'],
      [305, 'assistant_engine'],
    ]);
    for (const e of r.body) {
      expect(Object.keys(e).sort()).toEqual(ENGINE_KEYS);
      expect(e.site_id).toBe(101);
      expect(e.country_code).toMatch(/^[A-Z]{2}$/);
      expect(e.lang_code).toMatch(/^[a-z]{2}$/);
      // "object with lat, lng, uule, radius for geo-targeted engines; [] for engines without region settings"
      if (['overview_engine', 'mode_engine'].includes(e.base_name)) {
        expect(Object.keys(e.region_settings).sort()).toEqual(['lat', 'lng', 'radius', 'uule']);
        expect(typeof e.region_settings.lat).toBe('number');
        expect(typeof e.region_settings.lng).toBe('number');
        expect(typeof e.region_settings.uule).toBe('string');
        expect(Number.isInteger(e.region_settings.radius)).toBe(true);
        expect(e.region_name).not.toBeNull();
      } else {
        expect(e.region_settings).toEqual([]);
      }
    }
  });

  it('site 102 has two engines, site 103 none, an unknown site 404', async () => {
    expect((await t.call('project', 'GET', '/sites/102/airt/llm')).body.map((e: any) => e.id)).toEqual([
      306, 307,
    ]);
    const empty = await t.call('project', 'GET', '/sites/103/airt/llm');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect((await t.call('project', 'GET', '/sites/999/airt/llm')).status).toBe(404);
  });

  it('GET /sites/{site_id}/airt/llm/{id} → LLM engine; "404 if missing" (also under another site)', async () => {
    const r = await t.call('project', 'GET', '/sites/101/airt/llm/302');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: 302,
      site_id: 101,
      base_name: 'overview_engine',
      region_name: 'New York',
    });
    for (const path of ['/sites/101/airt/llm/306', '/sites/101/airt/llm/9999', '/sites/101/airt/llm/abc']) {
      const miss = await t.call('project', 'GET', path);
      expect(miss.status, path).toBe(404);
      expect(miss.body).toEqual({ message: 'LLM engine not found' });
    }
    expect((await t.call('project', 'GET', '/sites/999/airt/llm/302')).status).toBe(404);
  });

  it('POST creates an engine: 201 (status not shown in the spec), region matched to the country', async () => {
    const r = await t.call('project', 'POST', '/sites/103/airt/llm', {
      json: { base_name: 'overview_engine', country_code: 'gb', region_name: 'london', lang_code: 'EN' },
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(ENGINE_KEYS);
    expect(r.body).toMatchObject({
      site_id: 103,
      base_name: 'overview_engine',
      country_code: 'GB',
      region_name: 'London',
      lang_code: 'en',
    });
    expect(r.body.region_settings).toMatchObject({ lat: 51.5074, lng: -0.1278 });
    const listed = await t.call('project', 'GET', '/sites/103/airt/llm');
    expect(listed.body).toEqual([r.body]);
  });

  it("POST takes the service's own region form (city, state code, country) and the short one alike", async () => {
    // the service's documented example creates an engine with "region_name": "New York, NY, USA"
    const cases: [string, string][] = [
      ['New York, NY, USA', 'New York, NY, USA'],
      ['new york,ny , usa', 'New York, NY, USA'],
      ['New York, NY, United States', 'New York, NY, USA'],
      ['New York', 'New York'],
      ['Los Angeles, CA, USA', 'Los Angeles, CA, USA'],
    ];
    for (const [given, kept] of cases) {
      const r = await t.call('project', 'POST', '/sites/103/airt/llm', {
        json: { base_name: 'overview_engine', country_code: 'US', region_name: given },
      });
      expect(r.status, given).toBe(201);
      expect(r.body.region_name, given).toBe(kept);
      expect(Object.keys(r.body.region_settings).sort()).toEqual(['lat', 'lng', 'radius', 'uule']);
    }
    const [full, short] = await Promise.all(
      ['New York, NY, USA', 'New York'].map((region_name) =>
        t.call('project', 'POST', '/sites/103/airt/llm', {
          json: { base_name: 'mode_engine', country_code: 'US', region_name },
        }),
      ),
    );
    // both name the same place: the engine asks from the same point
    expect(full?.body.region_settings).toEqual(short?.body.region_settings);
    const gb = await t.call('project', 'POST', '/sites/103/airt/llm', {
      json: { base_name: 'overview_engine', country_code: 'GB', region_name: 'London, UK' },
    });
    expect(gb.status).toBe(201);
    expect(gb.body.region_name).toBe('London, UK');
    const patched = await t.call('project', 'PATCH', `/sites/103/airt/llm/${gb.body.id}`, {
      json: { region_name: 'Manchester, United Kingdom' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.region_name).toBe('Manchester, UK');
  });

  it('POST still refuses a region that is not one of the country, in either form', async () => {
    for (const [country_code, region_name] of [
      ['US', 'New York, CA, USA'],
      ['US', 'New York, NY, UK'],
      ['GB', 'New York, NY, USA'],
      ['US', 'Gotham, NY, USA'],
      ['US', 'New York, NY, USA, Earth'],
      ['US', ', NY, USA'],
      ['US', 'NY'],
      ['US', 'USA'],
      ['US', 'asdf qwerty'],
    ]) {
      const r = await t.call('project', 'POST', '/sites/103/airt/llm', {
        json: { base_name: 'overview_engine', country_code, region_name },
      });
      expect(r.status, region_name).toBe(400);
      expect(r.body.message).toMatch(/region_name does not match country/);
    }
    // the answer names the service's form of each known region
    const r = await t.call('project', 'POST', '/sites/103/airt/llm', {
      json: { base_name: 'overview_engine', country_code: 'US', region_name: 'Gotham' },
    });
    expect(r.body.message).toContain('New York, NY, USA');
  });

  it('POST: region_name is free for engines that are not geo-targeted; lang_code defaults from the country', async () => {
    const r = await t.call('project', 'POST', '/sites/103/airt/llm', {
      json: { base_name: 'chat_engine', country_code: 'DE', region_name: 'Somewhere' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ region_name: 'Somewhere', lang_code: 'de', region_settings: [] });
  });

  it('POST validation → 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ country_code: 'US' }, /base_name/],
      [{ base_name: 'web_search_engine_1', country_code: 'US' }, /base_name must be one of/],
      [{ base_name: 'chat_engine' }, /country_code/],
      [{ base_name: 'chat_engine', country_code: 'USA' }, /country_code/],
      [{ base_name: 'chat_engine', country_code: 'U1' }, /country_code/],
      [
        { base_name: 'overview_engine', country_code: 'US', region_name: 'London' },
        /region_name does not match country/,
      ],
      [
        { base_name: 'mode_engine', country_code: 'GB', region_name: 'Texas' },
        /region_name does not match country/,
      ],
      [{ base_name: 'mode_engine', country_code: 'US', region_name: '' }, /region_name/],
      [{ base_name: 'chat_engine', country_code: 'US', lang_code: 'xx' }, /lang_code/],
      [{ base_name: 'chat_engine', country_code: 'US', lang_code: 'eng' }, /lang_code/],
    ];
    for (const [json, message] of cases) {
      const r = await t.call('project', 'POST', '/sites/101/airt/llm', { json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    const site404 = await t.call('project', 'POST', '/sites/999/airt/llm', {
      json: { base_name: 'chat_engine', country_code: 'US' },
    });
    expect(site404.status).toBe(404);
  });

  it('a new engine without prompts: progress 0 and last_update_date null ("null when no check was ever done")', async () => {
    const e = await t.call('project', 'POST', '/sites/103/airt/llm', {
      json: { base_name: 'answer_engine', country_code: 'US' },
    });
    const s = await t.call('project', 'GET', `/sites/103/airt/llm/${e.body.id}/status`);
    expect(s.body).toEqual({
      llm_id: e.body.id,
      site_id: 103,
      progress: 0,
      prompts_count: 0,
      prompts_checked: 0,
      last_update_date: null,
    });
  });

  it('PATCH region_name (matched to the engine country) and lang_code; null clears them', async () => {
    const moved = await t.call('project', 'PATCH', '/sites/101/airt/llm/303', {
      json: { region_name: 'Texas' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: 303, region_name: 'Texas', lang_code: 'en' });
    expect(moved.body.region_settings).toMatchObject({ lat: 31.9686, lng: -99.9018 });

    const wrong = await t.call('project', 'PATCH', '/sites/101/airt/llm/303', {
      json: { region_name: 'Berlin' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/region_name does not match country/);

    const lang = await t.call('project', 'PATCH', '/sites/101/airt/llm/303', { json: { lang_code: 'es' } });
    expect(lang.body).toMatchObject({ region_name: 'Texas', lang_code: 'es' });
    expect(
      (await t.call('project', 'PATCH', '/sites/101/airt/llm/303', { json: { lang_code: 'zz' } })).status,
    ).toBe(400);

    const cleared = await t.call('project', 'PATCH', '/sites/101/airt/llm/303', {
      json: { region_name: null, lang_code: null },
    });
    expect(cleared.body).toMatchObject({ region_name: null, lang_code: null, region_settings: [] });
    expect((await t.call('project', 'GET', '/sites/101/airt/llm/303')).body).toEqual(cleared.body);
  });

  it('PATCH "404 if missing"', async () => {
    expect((await t.call('project', 'PATCH', '/sites/101/airt/llm/9999', { json: {} })).status).toBe(404);
    expect((await t.call('project', 'PATCH', '/sites/102/airt/llm/301', { json: {} })).status).toBe(404);
  });

  it('DELETE → "204 no content; 404 if missing"; its prompts go with it', async () => {
    const r = await t.call('project', 'DELETE', '/sites/102/airt/llm/307');
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect((await t.call('project', 'GET', '/sites/102/airt/llm/307')).status).toBe(404);
    expect((await t.call('project', 'GET', '/sites/102/airt/llm/307/prompts')).status).toBe(404);
    expect((await t.call('project', 'DELETE', '/sites/102/airt/llm/307')).status).toBe(404);
    expect((await t.call('project', 'GET', '/sites/102/airt/llm')).body.map((e: any) => e.id)).toEqual([306]);
  });
});
