import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { backlinksMutations } from './backlink-mutations.ts';
import { backlinksQueries } from './backlinks.ts';
import { fakeFetch } from './test-fetch.ts';

const row = (id: number) => ({ id, url: `https://a.example/${id}`, lost_date: null });

describe('backlink pages and paid mutations', () => {
  it('loads backlinks page after page until total_backlinks (spec: `limit`, `offset`)', async () => {
    const f = fakeFetch((req) => {
      const offset = Number(req.url.searchParams.get('offset'));
      const limit = Number(req.url.searchParams.get('limit'));
      const ids = Array.from({ length: Math.max(0, Math.min(limit, 5 - offset)) }, (_, i) => offset + i + 1);
      return { json: { total_backlinks: '5', backlinks: ids.map(row) } };
    });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const opts = backlinksQueries.backlinkPages('1', 2);
    expect(opts.queryKey).toEqual(['backlinks', '1', 'backlink-pages', { limit: 2 }]);
    await qc.fetchInfiniteQuery({ ...opts, pages: 3 });
    const data = qc.getQueryData(opts.queryKey)!;
    expect(data.pages.map((p) => p.backlinks.map((b) => b.id))).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(f.calls.map((c) => c.query)).toEqual([
      [
        ['limit', '2'],
        ['offset', '0'],
      ],
      [
        ['limit', '2'],
        ['offset', '2'],
      ],
      [
        ['limit', '2'],
        ['offset', '4'],
      ],
    ]);
    expect(opts.getNextPageParam(data.pages[2]!, data.pages, 4, [0, 2, 4])).toBeUndefined();
  });

  it('reads the account again after a create or a refresh, even a failed one, and never retries them', async () => {
    fakeFetch({ status: 400, json: { message: 'Failed to get backlinks. Try again later' } });
    const qc = new QueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const create = backlinksMutations.create();
    const refresh = backlinksMutations.refresh();
    expect(create.retry).toBe(false);
    expect(refresh.retry).toBe(false);
    await qc
      .getMutationCache()
      .build(qc, create)
      .execute({ mode: 'domain', target: 'unreachable.com' })
      .catch(() => undefined);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account'] });
    invalidate.mockClear();
    fakeFetch({ status: 204 });
    await qc.getMutationCache().build(qc, refresh).execute('4');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['backlinks', '4'] });
  });
});
