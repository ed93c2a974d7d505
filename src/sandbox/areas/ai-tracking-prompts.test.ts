import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../use-test-sandbox.ts';

const PROMPTS = '/sites/101/airt/llm/301/prompts';

describe('AI result tracking: prompts', () => {
  const t = useTestSandbox();

  it('GET prompts → {site_llm_id, site_id, items[] Prompt, total, limit, offset} with defaults 100 / 0', async () => {
    const r = await t.call('project', 'GET', PROMPTS);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual([
      'items',
      'limit',
      'offset',
      'site_id',
      'site_llm_id',
      'total',
    ]);
    expect(r.body).toMatchObject({ site_llm_id: 301, site_id: 101, total: 40, limit: 100, offset: 0 });
    expect(r.body.items).toHaveLength(40);
  });

  it('quirk: "numeric fields of prompt items (keyword_id, site_llm_id, k2site_llm_id, search_volume) may arrive as JSON strings"', async () => {
    const { items } = (await t.call('project', 'GET', PROMPTS)).body;
    expect(items[0]).toEqual({
      k2site_llm_id: '70001',
      site_llm_id: '301',
      keyword_id: '9001',
      keyword: 'best waterproof hiking boots for women',
      search_volume: '2900',
      intent: 4,
    });
    for (const p of items) {
      expect(Object.keys(p).sort()).toEqual([
        'intent',
        'k2site_llm_id',
        'keyword',
        'keyword_id',
        'search_volume',
        'site_llm_id',
      ]);
      expect(p.keyword_id).toMatch(/^\d+$/);
      expect(p.search_volume === null || /^\d+$/.test(p.search_volume)).toBe(true);
      expect(p.intent === null || Number.isInteger(p.intent)).toBe(true);
    }
    // "search_volume integer or null" — some seeded prompts have none
    expect(items.some((p: any) => p.search_volume === null)).toBe(true);
    expect(items.some((p: any) => p.intent === null)).toBe(true);
  });

  it('paging: "total ignores limit and offset"', async () => {
    const r = await t.call('project', 'GET', PROMPTS, { query: { limit: 5, offset: 38 } });
    expect(r.body).toMatchObject({ total: 40, limit: 5, offset: 38 });
    expect(r.body.items.map((p: any) => p.k2site_llm_id)).toEqual(['70039', '70040']);
    const max = await t.call('project', 'GET', PROMPTS, { query: { limit: 1000 } });
    expect(max.status).toBe(200);
  });

  it('Limits: "Page size 1-1000" and offset >= 0 → 400 otherwise', async () => {
    const queries: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 1001 },
      { limit: 'abc' },
      { limit: '' },
      { offset: -1 },
      { offset: '1.5' },
    ];
    for (const query of queries) {
      const r = await t.call('project', 'GET', PROMPTS, { query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.message).toMatch(Object.keys(query)[0] as string);
    }
  });

  it('"404 if site or engine missing"', async () => {
    for (const path of [
      '/sites/999/airt/llm/301/prompts',
      '/sites/101/airt/llm/9999/prompts',
      '/sites/102/airt/llm/301/prompts',
    ]) {
      expect((await t.call('project', 'GET', path)).status, path).toBe(404);
      expect((await t.call('project', 'POST', path, { json: { prompts: ['x'] } })).status, path).toBe(404);
      expect((await t.call('project', 'DELETE', path, { json: { k2site_llm_ids: [1] } })).status, path).toBe(
        404,
      );
    }
  });

  it('POST prompts → 201 {site_llm_id, site_id, added, prompts}; "duplicates for the same engine are skipped and not counted"', async () => {
    const r = await t.call('project', 'POST', '/sites/101/airt/llm/304/prompts', {
      json: {
        prompts: [
          'best waterproof hiking boots for women', // already tracked by 304
          'Best  budget tent for festivals',
          'best budget tent for festivals', // duplicate within the batch
          'how to pitch a tent in the rain',
        ],
      },
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(['added', 'prompts', 'site_id', 'site_llm_id']);
    expect(r.body).toMatchObject({ site_llm_id: 304, site_id: 101, added: 2 });
    expect(r.body.prompts).toHaveLength(2);
    for (const id of r.body.prompts) expect(Number.isInteger(id)).toBe(true);
    const list = (await t.call('project', 'GET', '/sites/101/airt/llm/304/prompts')).body;
    expect(list.total).toBe(26);
    expect(list.items.slice(-2).map((p: any) => [Number(p.k2site_llm_id), p.keyword])).toEqual([
      [r.body.prompts[0], 'Best budget tent for festivals'],
      [r.body.prompts[1], 'how to pitch a tent in the rain'],
    ]);
    const again = await t.call('project', 'POST', '/sites/101/airt/llm/304/prompts', {
      json: { prompts: ['HOW TO PITCH A TENT IN THE RAIN'] },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ added: 0, prompts: [] });
  });

  it('POST prompts validation: "array of strings, required, min 1 item, each non-empty, max 255 chars" → 400', async () => {
    const bodies: unknown[] = [
      {},
      { prompts: null },
      { prompts: 'best tent' },
      { prompts: [] },
      { prompts: [''] },
      { prompts: ['ok', '   '] },
      { prompts: [42] },
      { prompts: ['z'.repeat(256)] },
    ];
    for (const json of bodies) {
      const r = await t.call('project', 'POST', PROMPTS, { json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.message).toMatch(/prompts/);
    }
    expect((await t.call('project', 'GET', PROMPTS)).body.total).toBe(40);
    const max = await t.call('project', 'POST', PROMPTS, { json: { prompts: ['z'.repeat(255)] } });
    expect(max.status).toBe(201);
    expect(max.body.added).toBe(1);
  });

  it('DELETE prompts → 204; ids of other engines are left alone', async () => {
    const before = (await t.call('project', 'GET', '/sites/101/airt/llm/305/prompts')).body;
    const [first, second] = before.items.map((p: any) => Number(p.k2site_llm_id));
    const r = await t.call('project', 'DELETE', '/sites/101/airt/llm/305/prompts', {
      json: { k2site_llm_ids: [first, String(second), 70001] }, // 70001 belongs to engine 301
    });
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    const after = (await t.call('project', 'GET', '/sites/101/airt/llm/305/prompts')).body;
    expect(after.total).toBe(before.total - 2);
    expect((await t.call('project', 'GET', PROMPTS)).body.items[0].k2site_llm_id).toBe('70001');
  });

  it('DELETE prompts validation: "k2site_llm_ids array of integers, required, min 1" → 400', async () => {
    for (const json of [
      {},
      { k2site_llm_ids: [] },
      { k2site_llm_ids: 'x' },
      { k2site_llm_ids: ['a'] },
      { k2site_llm_ids: [1.5] },
    ]) {
      const r = await t.call('project', 'DELETE', PROMPTS, { json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.message).toMatch(/k2site_llm_ids/);
    }
  });
});

describe('AI result tracking: a newly added prompt gets checked "today"', () => {
  const CHECK_MS = 8_000;
  const t = useTestSandbox({ now: '2026-11-22T12:00:00Z', timing: { promptCheckMs: CHECK_MS } });

  const status = async (site: number, id: number) =>
    (await t.call('project', 'GET', `/sites/${site}/airt/llm/${id}/status`)).body;
  const rankings = async (site: number, id: number, query: Record<string, string> = {}) =>
    (await t.call('project', 'GET', `/sites/${site}/airt/llm/${id}/prompts/rankings`, { query })).body;

  it('status progress goes 0 → 100 over promptCheckMs and positions for today appear once checked', async () => {
    const engine = (
      await t.call('project', 'POST', '/sites/103/airt/llm', {
        json: { base_name: 'chat_engine', country_code: 'US' },
      })
    ).body;
    const added = await t.call('project', 'POST', `/sites/103/airt/llm/${engine.id}/prompts`, {
      json: {
        prompts: [
          'best crypto tax software',
          'how to file taxes on staking rewards',
          'quantaledger pricing',
          'bookkeeping app for freelancers',
        ],
      },
    });
    expect(added.body.added).toBe(4);

    expect(await status(103, engine.id)).toEqual({
      llm_id: engine.id,
      site_id: 103,
      progress: 0,
      prompts_count: 4,
      prompts_checked: 0,
      last_update_date: null,
    });
    expect((await rankings(103, engine.id)).items.map((i: any) => i.positions)).toEqual([[], [], [], []]);

    t.clock.advance(CHECK_MS / 2);
    const half = await status(103, engine.id);
    expect(half).toMatchObject({ progress: 50, prompts_checked: 2, last_update_date: null });
    expect((await rankings(103, engine.id)).items.map((i: any) => i.positions.length)).toEqual([1, 1, 0, 0]);

    t.clock.advance(CHECK_MS / 2);
    // "when progress is 100 it is the current date"
    expect(await status(103, engine.id)).toMatchObject({
      progress: 100,
      prompts_checked: 4,
      last_update_date: '2026-11-22',
    });
    const today = await rankings(103, engine.id);
    for (const item of today.items) expect(item.positions.map((p: any) => p.date)).toEqual(['2026-11-22']);
    const stats = (await t.call('project', 'GET', `/sites/103/airt/llm/${engine.id}/statistics`)).body;
    expect(stats.stats).toEqual({ indexed_percent: 100, keywords_count: 4, last_update: '2026-11-22' });
  });

  it('prompts added earlier than today have history from their added date', async () => {
    const engine = (await t.call('project', 'GET', '/sites/103/airt/llm')).body[0];
    t.clock.set('2026-11-25T09:00:00Z');
    expect(await status(103, engine.id)).toMatchObject({ progress: 100, last_update_date: '2026-11-25' });
    const r = await rankings(103, engine.id, { date_from: '2026-11-01', date_to: '2026-11-30' });
    for (const item of r.items) {
      expect(item.positions.map((p: any) => p.date)).toEqual([
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
      ]);
    }
  });

  it('a prompt added to a seeded engine: progress below 100 shows the latest historical date, then today', async () => {
    t.clock.set('2026-11-25T10:00:00Z');
    await t.call('project', 'POST', '/sites/101/airt/llm/301/prompts', {
      json: { prompts: ['best bivy sack for alpine climbing'] },
    });
    // "otherwise the latest historical check date"
    expect(await status(101, 301)).toEqual({
      llm_id: 301,
      site_id: 101,
      progress: 97,
      prompts_count: 41,
      prompts_checked: 40,
      last_update_date: '2026-11-24',
    });
    t.clock.advance(CHECK_MS);
    expect(await status(101, 301)).toMatchObject({
      progress: 100,
      prompts_checked: 41,
      last_update_date: '2026-11-25',
    });
  });

  it('deleting every prompt keeps the engine last check date; progress 0', async () => {
    const engine = (await t.call('project', 'GET', '/sites/103/airt/llm')).body[0];
    const ids = (await t.call('project', 'GET', `/sites/103/airt/llm/${engine.id}/prompts`)).body.items.map(
      (p: any) => Number(p.k2site_llm_id),
    );
    expect(
      (
        await t.call('project', 'DELETE', `/sites/103/airt/llm/${engine.id}/prompts`, {
          json: { k2site_llm_ids: ids },
        })
      ).status,
    ).toBe(204);
    expect(await status(103, engine.id)).toMatchObject({
      progress: 0,
      prompts_count: 0,
      prompts_checked: 0,
      last_update_date: '2026-11-25',
    });
  });
});
