import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import {
  exportKeywords,
  keywordsQueries,
  longtailKeywords,
  msUntilMonthEnd,
  questionKeywords,
  relatedKeywords,
  similarKeywords,
} from './keywords.ts';
import { configureClient } from './client.ts';
import { fakeFetch } from './test-fetch.ts';

const metrics = {
  keyword: 'hiking boots women',
  volume: '1900',
  cpc: '1.35',
  difficulty: 41,
  competition: 0.87,
  intents: ['C', 'T'],
  serp_features: ['images', 'reviews'],
  history_trend: { '2024-03-01': '1600', '2024-04-01': 1900 },
};

describe('export (multipart, paid)', () => {
  it('sends keywords[] repeated, source in the query, cols comma-joined; parses string competition', async () => {
    const f = fakeFetch({
      json: [
        {
          keyword: 'hiking boots',
          volume: 40500,
          cpc: 1.2,
          difficulty: 55,
          competition: '0.91',
          history_trend: null,
          is_data_found: true,
        },
        {
          keyword: 'zzqx boots',
          volume: null,
          cpc: null,
          difficulty: null,
          competition: null,
          history_trend: [],
          is_data_found: 'false',
        },
      ],
    });
    const { data: out } = await exportKeywords({
      source: 'us',
      keywords: ['hiking boots', ' ', 'zzqx boots '],
      sort: 'volume',
      sort_order: 'asc',
      cols: ['keyword', 'volume', 'competition', 'history_trend'],
    });
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe('/api/data/v1/keywords/export');
    expect(f.last.query).toEqual([['source', 'us']]);
    expect(f.last.form).toEqual([
      ['keywords[]', 'hiking boots'],
      ['keywords[]', 'zzqx boots'],
      ['sort', 'volume'],
      ['sort_order', 'asc'],
      ['cols', 'keyword,volume,competition,history_trend'],
    ]);
    expect(out[0]?.competition).toBe(0.91);
    expect(out[0]?.history_trend).toBeNull();
    expect(out[0]?.is_data_found).toBe(true);
    // a keyword without data: nulls stay null (never 0), "false" is false
    expect(out[1]).toMatchObject({
      volume: null,
      cpc: null,
      competition: null,
      history_trend: null,
      is_data_found: false,
    });
  });

  it('refuses an empty or oversized export before spending 100 credits', async () => {
    const f = fakeFetch({ json: [] });
    const err = (await exportKeywords({ source: 'us', keywords: [' '] }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('invalid');
    await expect(
      exportKeywords({ source: 'us', keywords: Array.from({ length: 5001 }, (_, i) => `k${i}`) }),
    ).rejects.toThrow(/5000/);
    expect(f.calls).toHaveLength(0);
  });
});

describe('similar, related, questions (paid)', () => {
  it('encodes bracketed filters, comma-joined intents and features, JSON keyword groups; leaves unset out', async () => {
    const f = fakeFetch({ json: { total: '1250', keywords: [metrics] } });
    const groups = [
      [
        { type: 'begins' as const, value: 'best' },
        { type: 'contains' as const, value: '' },
      ],
      [],
    ];
    const { data: out } = await similarKeywords({
      source: 'us',
      keyword: 'hiking boots',
      limit: 10,
      offset: 20,
      sort: 'volume',
      sort_order: 'desc',
      history_trend: true,
      filter: {
        volume: { from: 100 },
        cpc: { from: 0.5, to: 3 },
        intents: ['I', 'C'],
        serp_features: ['images', 'video'],
        multi_keyword_included: groups,
        multi_keyword_excluded: [],
      },
    });
    expect(f.last.url.pathname).toBe('/api/data/v1/keywords/similar');
    expect(f.last.query).toEqual([
      ['source', 'us'],
      ['keyword', 'hiking boots'],
      ['limit', '10'],
      ['offset', '20'],
      ['sort', 'volume'],
      ['sort_order', 'desc'],
      ['history_trend', 'true'],
      ['filter[volume][from]', '100'],
      ['filter[cpc][from]', '0.5'],
      ['filter[cpc][to]', '3'],
      ['filter[serp_features]', 'images,video'],
      ['filter[intents]', 'I,C'],
      ['filter[multi_keyword_included]', JSON.stringify([[{ type: 'begins', value: 'best' }]])],
    ]);
    expect(f.last.url.search).toContain('filter[intents]=I%2CC');
    // total counts every match, not the page
    expect(out.total).toBe(1250);
    expect(out.keywords).toHaveLength(1);
    expect(out.keywords[0]).toMatchObject({ volume: 1900, cpc: 1.35, competition: 0.87 });
    expect(out.keywords[0]?.history_trend).toEqual({ '2024-03-01': 1600, '2024-04-01': 1900 });
  });

  it('sends only source and keyword when nothing else is set; history_trend false is left out', async () => {
    const f = fakeFetch({ json: { total: 0, keywords: [] } });
    const { data: out } = await questionKeywords({
      source: 'de',
      keyword: 'wanderschuhe',
      history_trend: false,
      filter: {},
    });
    expect(f.last.url.pathname).toBe('/api/data/v1/keywords/questions');
    expect(f.last.query).toEqual([
      ['source', 'de'],
      ['keyword', 'wanderschuhe'],
    ]);
    expect(out).toEqual({ total: 0, keywords: [] });
  });

  it('parses related keywords with relevance; a missing trend is null; a failure is never auto-retried', async () => {
    const f = fakeFetch({
      json: {
        total: 3,
        keywords: [{ ...metrics, history_trend: undefined, relevance: '82', new_metric: 1 }],
      },
    });
    const { data: out } = await relatedKeywords({
      source: 'us',
      keyword: 'boots',
      filter: { difficulty: { to: 40 } },
    });
    expect(f.last.url.pathname).toBe('/api/data/v1/keywords/related');
    expect(f.last.query).toContainEqual(['filter[difficulty][to]', '40']);
    expect(out.keywords[0]?.relevance).toBe(82);
    expect(out.keywords[0]?.history_trend).toBeNull();
    expect(out.keywords[0]?.new_metric).toBe(1);

    fakeFetch({ status: 503, json: { error: { code: 503, message: 'Unavailable' } } });
    const err = (await relatedKeywords({ source: 'us', keyword: 'boots' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.autoRetry).toBe(false);
  });
});

describe('long-tail (paid)', () => {
  it('returns keywords as strings', async () => {
    const f = fakeFetch({
      json: { total: '340', keywords: ['hiking boots for wide feet', 'hiking boots sale'] },
    });
    const { data: out } = await longtailKeywords({ source: 'us', keyword: 'hiking boots', limit: 2 });
    expect(f.last.url.pathname).toBe('/api/data/v1/keywords/longtail');
    expect(f.last.query).toEqual([
      ['source', 'us'],
      ['keyword', 'hiking boots'],
      ['limit', '2'],
    ]);
    expect(out).toEqual({ total: 340, keywords: ['hiking boots for wide feet', 'hiking boots sale'] });
  });
});

describe('keywordsQueries: paid answers stay fresh until the month ends', () => {
  it('computes the time to the start of the next month (UTC)', () => {
    expect(msUntilMonthEnd(Date.UTC(2024, 1, 28, 12))).toBe(36 * 3600_000); // leap February
    expect(msUntilMonthEnd(Date.UTC(2024, 11, 31, 23))).toBe(3600_000); // into January
  });

  it('keys by source and params, never refetches on its own, never retries', () => {
    const params = { source: 'us', keyword: 'boots' };
    const q = keywordsQueries.similar(params);
    expect(q.queryKey).toEqual(['keywords', 'us', 'similar', params]);
    expect(q).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      gcTime: Infinity,
    });
    for (const factory of [keywordsQueries.related, keywordsQueries.questions, keywordsQueries.longtail]) {
      expect(factory(params).retry).toBe(false);
    }
    expect(keywordsQueries.export({ source: 'us', keywords: ['a'] }).queryKey[2]).toBe('export');
  });

  it('a cached answer is fresh through the month and fetched again only after it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2024-05-30T12:00:00Z'));
      const f = fakeFetch({ json: { total: 1, keywords: [metrics] } });
      const qc = new QueryClient();
      const opts = keywordsQueries.similar({ source: 'us', keyword: 'boots' });
      await qc.fetchQuery(opts);
      vi.setSystemTime(new Date('2024-05-31T23:59:00Z'));
      await qc.fetchQuery(opts);
      expect(f.calls).toHaveLength(1);
      vi.setSystemTime(new Date('2024-06-01T00:00:01Z'));
      await qc.fetchQuery(opts);
      expect(f.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a paid request once sent is let finish when its last observer leaves (no abort, the answer is kept)', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const f = fakeFetch({ json: { total: 1, keywords: [metrics] } });
    const seen: (AbortSignal | undefined)[] = [];
    configureClient({
      fetch: async (_input, init) => {
        seen.push(init?.signal ?? undefined);
        await gate;
        return new Response(JSON.stringify({ total: 1, keywords: [metrics] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const qc = new QueryClient();
    const opts = keywordsQueries.related({ source: 'us', keyword: 'tents' });
    const observer = new QueryObserver(qc, opts);
    const stop = observer.subscribe(() => {});
    stop(); // e.g. the person switched tabs while the search ran
    release();
    await vi.waitFor(() => expect(qc.getQueryData(opts.queryKey)?.data.total).toBe(1));
    expect(seen).toEqual([undefined]);
    expect(f.calls).toHaveLength(0);
  });
});
