import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  createSerpTasks,
  getSerpAdvancedResult,
  getSerpHtml,
  getSerpResult,
  listSerpLocations,
  listSerpTasks,
  serpQueries,
} from './serp.ts';
import { fakeFetch } from './test-fetch.ts';

const TASKS = '/api/data/v1/serp/classic/tasks';
const task = (id: number, query: string, done: boolean | string) => ({
  id: String(id),
  query,
  location_id: 2840,
  language_code: 'en',
  is_completed: done,
  added: '2024-05-02 10:00:00',
});

const result = (items: unknown[]) => ({
  request_metadata: {
    keyword: 'hiking boots',
    device: 'desktop',
    location_id: '2840',
    language_code: 'en',
    crawled_at: '2024-05-02 10:01:10',
    serp_url: 'https://search.example/?q=hiking+boots',
  },
  summary: { total_results: '125000000', organic_items_count: 98, SERP_features: ['images', 'ai_overview'] },
  items,
});

const organic = {
  type: 'organic',
  rank_absolute: 1,
  rank_group: '1',
  position: 'top',
  serp_features: [],
  domain: 'boots.example',
  url: 'https://boots.example/',
  title: 'Boots',
  description: 'Best boots',
  breadcrumb: 'boots.example',
  highlighted_terms: ['boots'],
  links: [{ url: 'https://boots.example/women', title: 'Women' }],
  displayUrl: 'boots.example',
};

describe('add tasks (paid)', () => {
  it('posts the spec body with the one engine label and an integer location_id', async () => {
    const f = fakeFetch({ json: [task(901, 'hiking boots', false), task(902, 'trail shoes', 'false')] });
    const out = await createSerpTasks({
      query: ['hiking boots', ' trail shoes ', ''],
      device: 'desktop',
      language_code: 'en',
      location_id: '2840',
      vocabulary: 'spec',
    });
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe(TASKS);
    expect(f.last.json).toEqual({
      search_engine: 'web_search_engine_1',
      query: ['hiking boots', 'trail shoes'],
      device: 'desktop',
      language_code: 'en',
      location_id: 2840,
    });
    expect(out.map((t) => [t.id, t.is_completed])).toEqual([
      [901, false],
      [902, false],
    ]);
    await createSerpTasks({
      query: ['a'],
      device: 'mobile',
      language_code: 'de',
      location_id: 2276,
      tag: 'launch',
      vocabulary: 'spec',
    });
    expect(f.last.json).toMatchObject({ device: 'mobile', tag: 'launch' });
  });

  it("names the engine google for the real service (the service's own name)", async () => {
    const f = fakeFetch({ json: [task(903, 'a', false)] });
    await createSerpTasks({
      query: ['a'],
      device: 'desktop',
      language_code: 'en',
      location_id: 2840,
      vocabulary: 'service',
    });
    expect(f.last.json).toMatchObject({ search_engine: 'google', query: ['a'] });
  });
});

describe('results', () => {
  it('a running task is {state: processing}', async () => {
    const f = fakeFetch({ json: { status: 'processing' } });
    expect((await getSerpResult(901)).data).toEqual({ state: 'processing' });
    expect(f.last.url.pathname).toBe(TASKS);
    expect(f.last.query).toEqual([['task_id', '901']]);
  });

  it('a done standard result parses string numbers and keeps extra fields', async () => {
    fakeFetch({
      json: result([
        organic,
        { ...organic, type: 'ads', rank_absolute: '2', position: 'bottom', ad_extra: 'x' },
      ]),
    });
    const { data: out } = await getSerpResult(901);
    if (out.state !== 'done') throw new Error('expected a result');
    expect(out.result.request_metadata.location_id).toBe(2840);
    expect(out.result.request_metadata.tag).toBeUndefined();
    expect(out.result.summary.total_results).toBe(125000000);
    expect(out.result.items[0]).toMatchObject({
      type: 'organic',
      rank_group: 1,
      links: [{ url: 'https://boots.example/women', title: 'Women' }],
    });
    expect(out.result.items[1]).toMatchObject({ type: 'ads', rank_absolute: 2, ad_extra: 'x' });
  });

  it('advanced results parse item types beyond the known ones; failures are never auto-retried', async () => {
    const f = fakeFetch({
      json: result([
        {
          type: 'ai_overview',
          rank_absolute: 1,
          rank_group: 1,
          position: 'top',
          text: 'Hiking boots are…',
          references: [{ url: 'https://a.example' }],
        },
        {
          type: 'related_searches',
          rank_absolute: 12,
          rank_group: 1,
          position: 'bottom',
          searches: ['hiking boots men', { query: 'boots sale' }],
        },
        {
          type: 'videos',
          rank_absolute: '3',
          rank_group: '1',
          position: 'center',
          items: [{ title: 'Review' }],
          url: null,
        },
      ]),
    });
    const { data: out } = await getSerpAdvancedResult(901);
    expect(f.last.url.pathname).toBe(`${TASKS}/results_advanced`);
    expect(f.last.query).toEqual([['task_id', '901']]);
    if (out.state !== 'done') throw new Error('expected a result');
    expect(out.result.items.map((i) => i.type)).toEqual(['ai_overview', 'related_searches', 'videos']);
    expect(out.result.items[0]?.text).toBe('Hiking boots are…');
    expect(out.result.items[1]?.searches).toEqual(['hiking boots men', { query: 'boots sale' }]);
    expect(out.result.items[2]?.url).toBeNull();

    fakeFetch({ status: 500, json: { message: 'down' } });
    const err = (await getSerpAdvancedResult(901).catch((e: unknown) => e)) as ApiError;
    expect(err.autoRetry).toBe(false);
  });

  it('the advanced query is never refetched on its own and is cached forever once done', async () => {
    const q = serpQueries.advanced(901);
    expect(q.queryKey).toEqual(['serp', 901, 'advanced', {}]);
    expect(q).toMatchObject({
      retry: false,
      gcTime: Infinity,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
    const f = fakeFetch({ json: result([organic]) });
    const qc = new QueryClient();
    await qc.fetchQuery(q);
    await qc.fetchQuery(q);
    expect(f.calls).toHaveLength(1);
  });
});

describe('HTML dump', () => {
  it('returns the ZIP as a Blob once done', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const f = fakeFetch({ body: zip, headers: { 'content-type': 'application/zip' } });
    const out = await getSerpHtml(901);
    expect(f.last.url.pathname).toBe(`${TASKS}/html`);
    expect(f.last.query).toEqual([['task_id', '901']]);
    if (out.state !== 'done') throw new Error('expected the archive');
    expect(out.result.size).toBe(7);
    expect(new Uint8Array(await out.result.arrayBuffer())[0]).toBe(0x50);
  });

  it('is {state: processing} while running, also when the JSON comes without a JSON content type', async () => {
    fakeFetch({ json: { status: 'processing' } });
    expect(await getSerpHtml(901)).toEqual({ state: 'processing' });
    fakeFetch({ body: '{"status":"processing"}', headers: { 'content-type': 'application/octet-stream' } });
    expect(await getSerpHtml(901)).toEqual({ state: 'processing' });
  });
});

describe('task list and locations', () => {
  it('lists tasks of the last 24 hours; "true" is true', async () => {
    const f = fakeFetch({ json: [task(901, 'hiking boots', 'true'), task(902, 'trail shoes', false)] });
    const out = await listSerpTasks();
    expect(f.last.method).toBe('GET');
    expect(f.last.url.pathname).toBe(TASKS);
    expect(f.last.query).toEqual([]);
    expect(out.map((t) => t.is_completed)).toEqual([true, false]);
    expect(out[0]?.id).toBe(901);
  });

  it('filters locations by country, city and include; location_id stays the string it arrives as', async () => {
    const f = fakeFetch({
      json: {
        data: [
          {
            location_id: '1023191',
            location_name: 'New York,New York,United States',
            country_code: 'US',
            ads_location_id: '1023191',
          },
        ],
      },
    });
    const out = await listSerpLocations({ country_code: 'US', q: 'New York', include: 'ads_location_id' });
    expect(f.last.url.pathname).toBe('/api/data/v1/serp/classic/locations');
    expect(f.last.query).toEqual([
      ['country_code', 'US'],
      ['q', 'New York'],
      ['include', 'ads_location_id'],
    ]);
    expect(out).toEqual([
      {
        location_id: '1023191',
        location_name: 'New York,New York,United States',
        country_code: 'US',
        ads_location_id: '1023191',
      },
    ]);
    await listSerpLocations({ q: '' });
    expect(f.last.query).toEqual([]);
  });
});
