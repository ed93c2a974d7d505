import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAnswer, refreshMutation, requestAnswer } from './answer.ts';
import { fakeFetch } from './test-fetch.ts';

const schema = z.object({ n: z.coerce.number() });
const get = (refresh = false) => requestAnswer({ base: 'data', path: '/v1/x', paid: true, refresh }, schema);

describe('requestAnswer: where an answer came from (a response header says from cache)', () => {
  it('an answer from the service: parsed, fetched now', async () => {
    fakeFetch({ json: { n: '3' } });
    const before = Date.now();
    const a = await get();
    expect(a).toMatchObject({ data: { n: 3 }, source: 'service' });
    expect(a.fetchedAt).toBeGreaterThanOrEqual(before);
  });

  it('a cache hit says so, with the time the server first fetched it', async () => {
    fakeFetch({
      json: { n: 1 },
      headers: { 'x-searchboard-cache': 'hit', 'x-searchboard-cached-at': '2024-05-02T08:30:00.000Z' },
    });
    expect(await get()).toEqual({
      data: { n: 1 },
      source: 'proxy-cache',
      fetchedAt: Date.parse('2024-05-02T08:30:00Z'),
    });
  });

  it('a cache hit without a readable time still says from cache; an archived result says archive', async () => {
    fakeFetch({
      json: { n: 1 },
      headers: { 'x-searchboard-cache': 'hit', 'x-searchboard-cached-at': 'soon' },
    });
    expect(await get()).toMatchObject({ source: 'proxy-cache', fetchedAt: null });
    fakeFetch({ json: { n: 1 }, headers: { 'x-searchboard-archive': 'hit' } });
    expect(await get()).toMatchObject({ source: 'archive' });
  });

  it('refresh sends the bypass header; a plain read does not', async () => {
    const f = fakeFetch({ json: { n: 1 } });
    await get();
    expect(f.last.headers.get('x-searchboard-refresh')).toBeNull();
    await get(true);
    expect(f.last.headers.get('x-searchboard-refresh')).toBe('1');
  });
});

describe('refreshMutation', () => {
  it('is never retried, and its answer replaces the cached one and is saved', async () => {
    const qc = new QueryClient();
    qc.setQueryData(['k'], { data: { n: 1 }, source: 'proxy-cache', fetchedAt: 1 });
    const saved: unknown[] = [];
    const opts = refreshMutation();
    expect(opts.retry).toBe(false);
    fakeFetch({ json: { n: 2 } });
    const target = { queryKey: ['k'], fetch: () => get(true), save: (a: unknown) => saved.push(a) };
    const answer = await opts.mutationFn!(target, {} as never);
    await opts.onSuccess!(answer, target, undefined, { client: qc, meta: undefined });
    const now = qc.getQueryData(['k']);
    expect(isAnswer(now) && now.source).toBe('service');
    expect(now).toMatchObject({ data: { n: 2 } });
    expect(saved).toEqual([now]);
  });
});
