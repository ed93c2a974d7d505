import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_PROJECT_KEY } from '../keys.ts';
import { startSandbox } from '../server.ts';
import { startTestSandbox } from '../testing.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';
import { sandboxVocabulary } from '../vocabulary.ts';

/**
 * The spec's labels are neutral stand-ins for the service's own names (service-notes: "the real
 * service sends its own names"). The sandbox takes both, answers with the name an engine was created with,
 * and with SANDBOX_VOCABULARY=service its seeded data speaks the service's names.
 */
const SPEC = ['chat_engine', 'overview_engine', 'mode_engine', 'answer_engine', 'assistant_engine'];
const SERVICE = ['chatgpt', 'google_ai_overview', 'google_ai_mode', 'perplexity', 'gemini'];

const statsPath = (id: number) => `/sites/101/airt/llm/${id}/statistics`;
const range = { from: '2026-11-01', to: '2026-11-22' };

describe('SANDBOX_VOCABULARY', () => {
  it('is the spec unless set to service', () => {
    expect(sandboxVocabulary({})).toBe('spec');
    expect(sandboxVocabulary({ SANDBOX_VOCABULARY: 'service' })).toBe('service');
    expect(sandboxVocabulary({ SANDBOX_VOCABULARY: ' Service ' })).toBe('service');
    expect(sandboxVocabulary({ SANDBOX_VOCABULARY: 'spec' })).toBe('spec');
  });
});

describe.each([['spec' as const], ['service' as const]])(
  'a sandbox speaking the %s vocabulary',
  (vocabulary) => {
    const t = useTestSandbox({ vocabulary });
    const post = (json: unknown) => t.call('project', 'POST', '/sites/103/airt/llm', { json });

    it('seeds site 101 with the five engines under the names of its vocabulary', async () => {
      const r = await t.call('project', 'GET', '/sites/101/airt/llm');
      expect(r.body.map((e: { base_name: string }) => e.base_name)).toEqual(
        vocabulary === 'spec' ? SPEC : SERVICE,
      );
    });

    it.each(SPEC.map((s, i) => [s, SERVICE[i] as string]))(
      'POST takes %s and %s alike and answers with the name it was given',
      async (spec, service) => {
        const geo = spec === 'overview_engine' || spec === 'mode_engine';
        const place = { country_code: 'US', ...(geo ? { region_name: 'Texas' } : {}) };
        for (const base_name of [spec, service]) {
          const r = await post({ base_name, ...place });
          expect(r.status, base_name).toBe(201);
          expect(r.body.base_name).toBe(base_name);
          const read = await t.call('project', 'GET', `/sites/103/airt/llm/${r.body.id}`);
          expect(read.body.base_name).toBe(base_name);
          // "object with lat, lng, uule, radius for geo-targeted engines; [] for engines without region settings"
          if (geo)
            expect(Object.keys(read.body.region_settings).sort()).toEqual(['lat', 'lng', 'radius', 'uule']);
          else expect(read.body.region_settings).toEqual([]);
        }
      },
    );

    it('the region rule of the geo engines holds for their service names too (create and update)', async () => {
      // spec, POST llm: "region_name … must match the country for the web-search-provider engines"
      for (const base_name of ['google_ai_overview', 'google_ai_mode']) {
        const r = await post({ base_name, country_code: 'GB', region_name: 'Texas' });
        expect(r.status, base_name).toBe(400);
        expect(r.body.message).toMatch(/region_name does not match country/);
      }
      const made = await post({ base_name: 'google_ai_overview', country_code: 'GB', region_name: 'London' });
      const patch = (region_name: string) =>
        t.call('project', 'PATCH', `/sites/103/airt/llm/${made.body.id}`, { json: { region_name } });
      expect((await patch('Texas')).status).toBe(400);
      const moved = await patch('leeds');
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ base_name: 'google_ai_overview', region_name: 'Leeds' });
      expect(moved.body.region_settings).toMatchObject({ lat: 53.8008, lng: -1.5491 });
    });

    it('a name neither vocabulary knows is still refused, listing both', async () => {
      const r = await post({ base_name: 'web_search_engine_1', country_code: 'US' });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/base_name must be one of: chat_engine, .*chatgpt, .*gemini/);
    });

    it('statistics are the same engine whatever its name: the overview engine fills aio_presence', async () => {
      const overview = await t.call('project', 'GET', statsPath(302), { query: range });
      expect(overview.status).toBe(200);
      expect(Object.keys(overview.body.aio_presence).sort()).toEqual([
        'keywords_with_aio',
        'keywords_with_aio_diff',
      ]);
      expect(overview.body.organic_overlap).toHaveProperty('overlap_percent');
      expect(overview.body).not.toHaveProperty('sources_presence');
      const chat = await t.call('project', 'GET', statsPath(301), { query: range });
      expect(chat.body.sources_presence).toHaveProperty('answers_with_sources');
      expect(chat.body).not.toHaveProperty('aio_presence');
    });

    it('SERP tasks take the search engine by either name', async () => {
      for (const search_engine of ['web_search_engine_1', 'google']) {
        const r = await t.call('data', 'POST', '/v1/serp/classic/tasks', {
          json: {
            search_engine,
            query: ['boots'],
            device: 'desktop',
            language_code: 'en',
            location_id: 2840,
          },
        });
        expect(r.status, search_engine).toBe(200);
        expect(r.body[0]).toMatchObject({ query: 'boots', is_completed: false });
      }
      const bad = await t.call('data', 'POST', '/v1/serp/classic/tasks', {
        json: {
          search_engine: 'bing',
          query: ['boots'],
          device: 'desktop',
          language_code: 'en',
          location_id: 2840,
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/search_engine must be web_search_engine_1/);
    });
  },
);

describe('statistics of a seeded engine', () => {
  it('are equal under its spec label and its service name', async () => {
    const spec = await startTestSandbox({ vocabulary: 'spec' });
    const service = await startTestSandbox({ vocabulary: 'service' });
    try {
      for (const id of [301, 302, 303]) {
        const a = await spec.call('project', 'GET', statsPath(id), { query: range });
        const b = await service.call('project', 'GET', statsPath(id), { query: range });
        expect(b.body).toEqual(a.body);
      }
    } finally {
      await spec.close();
      await service.close();
    }
  });
});

describe('a database seeded in one vocabulary, opened in the other', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-vocab-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names its seeded engines in the vocabulary of this start; created engines keep their names', async () => {
    const dbPath = join(dir, 'sandbox.db');
    const names = async (vocabulary: 'spec' | 'service', create?: string) => {
      const s = await startSandbox({ port: 0, dbPath, vocabulary });
      const headers = { authorization: `Token ${SANDBOX_PROJECT_KEY}`, 'content-type': 'application/json' };
      try {
        if (create)
          await fetch(`${s.url}/project/sites/102/airt/llm`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ base_name: create, country_code: 'US' }),
          });
        const r = await fetch(`${s.url}/project/sites/102/airt/llm`, { headers });
        return ((await r.json()) as { base_name: string }[]).map((e) => e.base_name);
      } finally {
        await s.close();
      }
    };
    expect(await names('spec', 'perplexity')).toEqual(['overview_engine', 'chat_engine', 'perplexity']);
    expect(await names('service', 'gemini')).toEqual([
      'google_ai_overview',
      'chatgpt',
      'perplexity',
      'gemini',
    ]);
    expect(await names('spec')).toEqual(['overview_engine', 'chat_engine', 'perplexity', 'gemini']);
  });
});
