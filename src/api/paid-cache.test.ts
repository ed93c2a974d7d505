// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasFreshAnswer, keywordsQueries } from './keywords.ts';
import { paidStorageKey, readPaid, sweepPaid, writePaid } from './paid-cache.ts';
import { fakeFetch } from './test-fetch.ts';

const MAY_30 = Date.UTC(2024, 4, 30, 12);
const JUNE_1 = Date.UTC(2024, 5, 1);

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('saved paid answers', () => {
  it('reads an answer back until it goes stale, then forgets it', () => {
    writePaid(['keywords', 'us', 'similar', { keyword: 'boots' }], { total: 1 }, MAY_30, JUNE_1);
    expect(readPaid(['keywords', 'us', 'similar', { keyword: 'boots' }], MAY_30 + 1000)).toEqual({
      data: { total: 1 },
      at: MAY_30,
    });
    // another search is another answer
    expect(readPaid(['keywords', 'us', 'similar', { keyword: 'boot' }], MAY_30)).toBeUndefined();
    expect(readPaid(['keywords', 'us', 'similar', { keyword: 'boots' }], JUNE_1)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('keys by the query key whatever the object key order (React Query hashing)', () => {
    expect(paidStorageKey(['k', { a: 1, b: 2 }])).toBe(paidStorageKey(['k', { b: 2, a: 1 }]));
    expect(paidStorageKey(['k', { a: 1 }])).not.toBe(paidStorageKey(['k', { a: 2 }]));
  });

  it('makes room by dropping the oldest answers when storage is full', () => {
    writePaid(['a'], 'old', MAY_30 - 2000, JUNE_1);
    writePaid(['b'], 'newer', MAY_30 - 1000, JUNE_1);
    const real = Storage.prototype.setItem;
    let fails = 1;
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (fails-- > 0) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, v);
    });
    writePaid(['c'], 'new', MAY_30, JUNE_1);
    spy.mockRestore();
    expect(readPaid(['a'], MAY_30)).toBeUndefined();
    expect(readPaid(['b'], MAY_30)?.data).toBe('newer');
    expect(readPaid(['c'], MAY_30)?.data).toBe('new');
  });

  it('sweeps answers of past months', () => {
    writePaid(['old'], 1, Date.UTC(2024, 3, 2), Date.UTC(2024, 4, 1));
    writePaid(['now'], 2, MAY_30, JUNE_1);
    sweepPaid(MAY_30);
    expect(localStorage.length).toBe(1);
  });
});

describe('keywordsQueries across a reload', () => {
  it('a reload (a new in-memory cache) shows the saved answer with no new request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MAY_30);
    const f = fakeFetch({ json: { total: 2, keywords: [{ keyword: 'boots for men' }] } });
    const params = { source: 'us', keyword: 'boots', limit: 10, offset: 0 };
    const first = new QueryClient();
    expect(hasFreshAnswer(first, keywordsQueries.similar(params).queryKey)).toBe(false);
    await first.fetchQuery(keywordsQueries.similar(params));
    expect(f.calls).toHaveLength(1);

    const afterReload = new QueryClient();
    expect(hasFreshAnswer(afterReload, keywordsQueries.similar(params).queryKey)).toBe(true);
    const again = await afterReload.fetchQuery(keywordsQueries.similar(params));
    expect(again.data.keywords[0]?.keyword).toBe('boots for men');
    expect(again.source).toBe('browser');
    expect(afterReload.getQueryState(keywordsQueries.similar(params).queryKey)?.dataUpdatedAt).toBe(MAY_30);
    expect(f.calls).toHaveLength(1);

    // the keyword data is refreshed monthly: in June the same search is asked again
    vi.setSystemTime(JUNE_1 + 1000);
    const nextMonth = new QueryClient();
    expect(hasFreshAnswer(nextMonth, keywordsQueries.similar(params).queryKey)).toBe(false);
    await nextMonth.fetchQuery(keywordsQueries.similar(params));
    expect(f.calls).toHaveLength(2);
  });

  it('an answer from the server cache, read back after a reload, keeps when it was first fetched', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MAY_30);
    const cachedAt = '2024-05-02T08:30:00.000Z';
    fakeFetch({
      json: { total: 1, keywords: [{ keyword: 'boots for men' }] },
      headers: { 'x-searchboard-cache': 'hit', 'x-searchboard-cached-at': cachedAt },
    });
    const params = { source: 'us', keyword: 'boots', limit: 10, offset: 0 };
    await new QueryClient().fetchQuery(keywordsQueries.similar(params));
    const again = await new QueryClient().fetchQuery(keywordsQueries.similar(params));
    // the credits were spent on May 2nd, not when this browser saved it
    expect(again).toMatchObject({ source: 'browser', fetchedAt: Date.parse(cachedAt) });
    expect(readPaid(keywordsQueries.similar(params).queryKey)).toMatchObject({ at: MAY_30 });
  });

  it('a failed request saves nothing', async () => {
    fakeFetch({ status: 400, json: { message: 'source must be a two-letter country code' } });
    const params = { source: 'usa', keyword: 'boots' };
    await expect(new QueryClient().fetchQuery(keywordsQueries.similar(params))).rejects.toThrow(/two-letter/);
    expect(localStorage.length).toBe(0);
  });
});
