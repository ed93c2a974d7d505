import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addPrompts, aiInvalidates, aiQueries, deletePrompts, getPromptRankings, listPrompts } from './ai.ts';
import { fakeFetch } from './test-fetch.ts';

const P = '/api/project/sites/7/airt/llm/12';

describe('prompts', () => {
  it('lists prompts: numeric fields arriving as strings become integers; null volume stays null', async () => {
    const f = fakeFetch({
      json: {
        site_llm_id: '12',
        site_id: '7',
        items: [
          {
            k2site_llm_id: '501',
            site_llm_id: '12',
            keyword_id: '9001',
            keyword: 'best hiking boots',
            search_volume: '2400',
            intent: 3,
          },
          {
            k2site_llm_id: '502',
            site_llm_id: '12',
            keyword_id: '9002',
            keyword: 'trail shoes',
            search_volume: null,
            intent: null,
          },
        ],
        total: '2',
        limit: '50',
        offset: '0',
      },
    });
    const list = await listPrompts(7, 12, { limit: 50, offset: 0 });
    expect(f.last.url.pathname).toBe(`${P}/prompts`);
    expect(f.last.query).toEqual([
      ['limit', '50'],
      ['offset', '0'],
    ]);
    expect(list.total).toBe(2);
    expect(list.items[0]).toEqual({
      k2site_llm_id: 501,
      site_llm_id: 12,
      keyword_id: 9001,
      keyword: 'best hiking boots',
      search_volume: 2400,
      intent: 3,
    });
    expect(list.items[1]?.search_volume).toBeNull();
  });

  it('refuses a page size outside 1-1000 before sending', async () => {
    const f = fakeFetch({ json: {} });
    await expect(listPrompts(7, 12, { limit: 0 })).rejects.toThrow(/1 to 1000/);
    await expect(listPrompts(7, 12, { limit: 1001 })).rejects.toThrow(/1 to 1000/);
    await expect(getPromptRankings(7, 12, { limit: 5000 })).rejects.toThrow(/1 to 1000/);
    expect(f.calls).toHaveLength(0);
  });

  it('adds prompts (201): blank lines dropped, added ids parsed', async () => {
    const f = fakeFetch({ status: 201, json: { site_llm_id: 12, site_id: 7, added: '1', prompts: ['503'] } });
    const out = await addPrompts(7, 12, [' waterproof boots ', '', 'best hiking boots']);
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe(`${P}/prompts`);
    expect(f.last.json).toEqual({ prompts: ['waterproof boots', 'best hiking boots'] });
    expect(out).toEqual({ site_llm_id: 12, site_id: 7, added: 1, prompts: [503] });
    await expect(addPrompts(7, 12, ['  '])).rejects.toThrow(/at least one/);
    await expect(addPrompts(7, 12, ['x'.repeat(256)])).rejects.toThrow(/255/);
  });

  it('deletes prompts by k2site_llm_id with a JSON body (204)', async () => {
    const f = fakeFetch({ status: 204 });
    await expect(deletePrompts(7, 12, [501, 502])).resolves.toBeUndefined();
    expect(f.last.method).toBe('DELETE');
    expect(f.last.url.pathname).toBe(`${P}/prompts`);
    expect(f.last.json).toEqual({ k2site_llm_ids: [501, 502] });
    await expect(deletePrompts(7, 12, [])).rejects.toThrow(/at least one/);
  });
});

describe('rankings', () => {
  it('keeps null (no AI block) apart from 0 (not found) in positions', async () => {
    const noBlock = {
      date: '2025-03-01',
      url_position: null,
      urls_count: null,
      mention_position: null,
      mentions_count: null,
      organic_overlap: null,
      organic_overlap_percent: null,
    };
    const f = fakeFetch({
      json: {
        site_llm_id: 12,
        site_id: 7,
        date_from: '2025-03-01',
        date_to: '2025-03-02',
        items: [
          {
            keyword_id: '9001',
            keyword: 'best hiking boots',
            search_volume: '2400',
            search_intent: ['C', 'X'],
            positions: [
              noBlock,
              {
                date: '2025-03-02',
                url_position: '0',
                urls_count: '6',
                mention_position: 2,
                mentions_count: 3,
                organic_overlap: 1,
                organic_overlap_percent: '16.7',
              },
            ],
          },
          {
            keyword_id: 9002,
            keyword: 'trail shoes',
            search_volume: null,
            search_intent: null,
            positions: [],
          },
        ],
        total: 2,
        limit: 100,
        offset: 0,
      },
    });
    const r = await getPromptRankings(7, 12, { date_from: '2025-03-01', date_to: '2025-03-02', limit: 100 });
    expect(f.last.url.pathname).toBe(`${P}/prompts/rankings`);
    expect(f.last.query).toEqual([
      ['date_from', '2025-03-01'],
      ['date_to', '2025-03-02'],
      ['limit', '100'],
    ]);
    const [first, second] = r.items;
    expect(first?.search_intent).toEqual(['C', 'X']);
    expect(first?.positions[0]).toEqual(noBlock);
    expect(first?.positions[1]).toMatchObject({
      url_position: 0,
      urls_count: 6,
      mention_position: 2,
      organic_overlap_percent: 16.7,
    });
    expect(second).toMatchObject({ search_volume: null, search_intent: null, positions: [] });
  });
});

describe('aiQueries', () => {
  it('puts every parameter in the key, scope second, params last', () => {
    expect(aiQueries.rankings(7, 12, { date_from: '2025-03-01', limit: 50 }).queryKey).toEqual([
      'ai',
      7,
      'rankings',
      { engineId: 12, date_from: '2025-03-01', limit: 50 },
    ]);
    expect(aiQueries.statistics(7, 12, { top: 3 }).queryKey).toEqual([
      'ai',
      7,
      'statistics',
      { engineId: 12, top: 3 },
    ]);
  });

  it("invalidates every page of one engine's prompts and leaves other engines alone", async () => {
    fakeFetch({ json: { site_llm_id: 12, site_id: 7, items: [], total: 0, limit: 100, offset: 0 } });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await qc.fetchQuery(aiQueries.prompts(7, 12, { offset: 100 }));
    await qc.fetchQuery(aiQueries.prompts(7, 13));
    for (const queryKey of aiInvalidates.prompts(7, 12))
      await qc.invalidateQueries({ queryKey, refetchType: 'none' });
    expect(qc.getQueryState(aiQueries.prompts(7, 12, { offset: 100 }).queryKey)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(aiQueries.prompts(7, 13).queryKey)?.isInvalidated).toBe(false);
  });
});
