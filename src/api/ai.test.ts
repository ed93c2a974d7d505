import { describe, expect, it } from 'vitest';
import {
  createEngine,
  deleteEngine,
  getBrand,
  getEngine,
  getEngineStatistics,
  getEngineStatus,
  listEngines,
  setBrand,
  updateEngine,
} from './ai.ts';
import { ApiError } from './errors.ts';
import { fakeFetch } from './test-fetch.ts';

const P = '/api/project/sites/7/airt';

const geoEngine = {
  id: '12',
  site_id: 7,
  base_name: 'overview_engine',
  country_code: 'US',
  region_name: 'Denver,Colorado,United States',
  lang_code: 'en',
  region_settings: { lat: '39.7392', lng: -104.9903, uule: 'w+CAIQICIN', radius: '50' },
  created_at: '2025-01-02', // extra field: passes
};

describe('brand', () => {
  it('reads a brand that was never set as null', async () => {
    const f = fakeFetch({ json: { site_id: '7', brand: null } });
    await expect(getBrand(7)).resolves.toEqual({ site_id: 7, brand: null });
    expect(f.last.method).toBe('GET');
    expect(f.last.url.pathname).toBe(`${P}/brands`);
  });

  it('sets the brand with a trimmed body and refuses an empty or too long one before sending', async () => {
    const f = fakeFetch({ json: { site_id: 7, brand: 'Northwind' } });
    await expect(setBrand(7, '  Northwind ')).resolves.toEqual({ site_id: 7, brand: 'Northwind' });
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe(`${P}/brands`);
    expect(f.last.json).toEqual({ brand: 'Northwind' });
    await expect(setBrand(7, '   ')).rejects.toThrow(ApiError);
    await expect(setBrand(7, 'x'.repeat(256))).rejects.toThrow(/255/);
    expect(f.calls).toHaveLength(1);
  });
});

describe('engines', () => {
  it('lists engines: [] region settings become null, string numbers become numbers, unknown labels are kept', async () => {
    const f = fakeFetch({
      json: [
        geoEngine,
        {
          id: 13,
          site_id: 7,
          base_name: 'real_vendor_chat',
          country_code: 'DE',
          region_name: null,
          lang_code: 'de',
          region_settings: [],
        },
      ],
    });
    const engines = await listEngines(7);
    expect(f.last.url.pathname).toBe(`${P}/llm`);
    expect(engines[0]).toMatchObject({
      id: 12,
      base_name: 'overview_engine',
      region_settings: { lat: 39.7392, lng: -104.9903, uule: 'w+CAIQICIN', radius: 50 },
    });
    expect(engines[1]).toMatchObject({
      id: 13,
      base_name: 'real_vendor_chat',
      region_name: null,
      region_settings: null,
    });
  });

  it('reads one engine', async () => {
    const f = fakeFetch({ json: geoEngine });
    const engine = await getEngine(7, 12);
    expect(f.last.url.pathname).toBe(`${P}/llm/12`);
    expect(engine.id).toBe(12);
    expect(engine.region_settings?.radius).toBe(50);
  });

  it('creates an engine with only the fields that are set', async () => {
    const f = fakeFetch({ json: { ...geoEngine, base_name: 'chat_engine', region_settings: [] } });
    const created = await createEngine(7, {
      base_name: 'chat_engine',
      country_code: 'US',
      region_name: ' ',
      lang_code: 'en',
    });
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe(`${P}/llm`);
    expect(f.last.json).toEqual({ base_name: 'chat_engine', country_code: 'US', lang_code: 'en' });
    expect(created.region_settings).toBeNull();
  });

  it('patches an engine: explicit null clears, undefined is left out', async () => {
    const f = fakeFetch({ json: { ...geoEngine, region_name: null, lang_code: null } });
    const updated = await updateEngine(7, 12, { region_name: null });
    expect(f.last.method).toBe('PATCH');
    expect(f.last.url.pathname).toBe(`${P}/llm/12`);
    expect(f.last.json).toEqual({ region_name: null });
    expect(updated).toMatchObject({ region_name: null, lang_code: null });

    await updateEngine(7, 12, { lang_code: 'fr' });
    expect(f.last.json).toEqual({ lang_code: 'fr' });
    await updateEngine(7, 12, { region_name: 'Lyon', lang_code: '' });
    expect(f.last.json).toEqual({ region_name: 'Lyon', lang_code: null });
  });

  it('deletes an engine (204)', async () => {
    const f = fakeFetch({ status: 204 });
    await expect(deleteEngine(7, 12)).resolves.toBeUndefined();
    expect(f.last.method).toBe('DELETE');
    expect(f.last.url.pathname).toBe(`${P}/llm/12`);
  });

  it('surfaces a missing engine as a not_found error', async () => {
    fakeFetch({ status: 404, json: { message: 'LLM not found' } });
    const err = (await getEngine(7, 99).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('not_found');
    expect(err.message).toBe('LLM not found');
  });
});

describe('status and statistics', () => {
  it('reads status; a never-checked engine keeps last_update_date null', async () => {
    const f = fakeFetch({
      json: {
        llm_id: '12',
        site_id: '7',
        progress: '40',
        prompts_count: 10,
        prompts_checked: '4',
        last_update_date: null,
      },
    });
    await expect(getEngineStatus(7, 12)).resolves.toEqual({
      llm_id: 12,
      site_id: 7,
      progress: 40,
      prompts_count: 10,
      prompts_checked: 4,
      last_update_date: null,
    });
    expect(f.last.url.pathname).toBe(`${P}/llm/12/status`);
  });

  const base = {
    llm_id: 12,
    site_id: 7,
    top: '3',
    stats: { indexed_percent: '62.5', keywords_count: '8', last_update: '2025-03-01' },
    presence: { link_percent_in_top: 25, link_diff: '-12.5', mention_percent_in_top: 50, mention_diff: 0 },
  };

  it('reads overview_engine statistics with its own sections and sends the range', async () => {
    const f = fakeFetch({
      json: {
        ...base,
        aio_presence: { keywords_with_aio: '75', keywords_with_aio_diff: 5 },
        organic_overlap: { overlap_count: '4', overlap_count_diff: '-1', overlap_percent: 20 },
      },
    });
    const s = await getEngineStatistics(7, 12, { from: '2025-02-01', to: '2025-03-01', top: 3 });
    expect(f.last.url.pathname).toBe(`${P}/llm/12/statistics`);
    expect(f.last.query).toEqual([
      ['from', '2025-02-01'],
      ['to', '2025-03-01'],
      ['top', '3'],
    ]);
    expect(s.top).toBe(3);
    expect(s.stats.indexed_percent).toBe(62.5);
    expect(s.presence).toEqual({
      link_percent_in_top: 25,
      link_diff: -12.5,
      mention_percent_in_top: 50,
      mention_diff: 0,
    });
    expect(s.aio_presence).toEqual({ keywords_with_aio: 75, keywords_with_aio_diff: 5 });
    expect(s.organic_overlap).toEqual({ overlap_count: 4, overlap_count_diff: -1, overlap_percent: 20 });
    expect(s.sources_presence).toBeNull();
  });

  it("reads the other engines' shape and sends no query when defaults are wanted", async () => {
    const f = fakeFetch({
      json: { ...base, sources_presence: { answers_with_sources: '90.5', answers_with_sources_diff: null } },
    });
    const s = await getEngineStatistics(7, 13);
    expect(f.last.url.search).toBe('');
    expect(s.sources_presence).toEqual({ answers_with_sources: 90.5, answers_with_sources_diff: null });
    expect(s.aio_presence).toBeNull();
    expect(s.organic_overlap).toBeNull();
  });

  it('parses an unknown engine that sends both kinds of sections, or [] for one', async () => {
    fakeFetch({
      json: {
        ...base,
        sources_presence: { answers_with_sources: 1, answers_with_sources_diff: 0 },
        aio_presence: [],
        extra_section: {},
      },
    });
    const s = await getEngineStatistics(7, 14);
    expect(s.sources_presence?.answers_with_sources).toBe(1);
    expect(s.aio_presence).toBeNull();
  });

  it('refuses a Top N value outside 0-100', async () => {
    const f = fakeFetch({ json: base });
    await expect(getEngineStatistics(7, 12, { top: 101 })).rejects.toMatchObject({
      kind: 'invalid',
      retrySafe: false,
    });
    await expect(getEngineStatistics(7, 12, { top: 2.5 })).rejects.toThrow(/0 to 100/);
    expect(f.calls).toHaveLength(0);
  });
});
