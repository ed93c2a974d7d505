import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../lib/throttle.ts';
import { ApiError } from './errors.ts';
import { serpMutations, type QueueProgress } from './serp-mutations.ts';
import { serpQueries } from './serp.ts';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from './test-fetch.ts';
import { clientWithStatus } from './test-local-status.ts';

const TASKS = '/api/data/v1/serp/classic/tasks';
const settings = { device: 'desktop' as const, language_code: 'en', location_id: '2840' };
const keywords = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`);

let nextId = 100;
/** The service: creates one task per query unless `refuse` answers the n-th creation request. */
function service(refuse: (n: number) => FakeAnswer | undefined = () => undefined) {
  let creates = 0;
  return fakeFetch((req: RecordedRequest) => {
    if (req.method !== 'POST') return { json: [] };
    const refused = refuse(++creates);
    if (refused) return refused;
    return {
      json: (req.json as { query: string[] }).query.map((query) => ({
        id: nextId++,
        query,
        location_id: 2840,
        language_code: 'en',
        is_completed: false,
        added: '2024-05-31 10:00:00',
      })),
    };
  });
}

/** Time moves only when the throttle sleeps: the test never waits. */
function fakeClock() {
  let t = 0;
  const sleeps: number[] = [];
  const clock: Clock = { now: () => t, sleep: async (ms) => void (sleeps.push(ms), (t += ms)) };
  return { clock, sleeps };
}

const posts = (f: ReturnType<typeof fakeFetch>) =>
  f.calls.filter((c) => c.method === 'POST' && c.url.pathname === TASKS);

describe('serpMutations.queue (spec: up to 10 queries per task request, up to 10 tasks per second)', () => {
  it('sends ten queries a request, each once the last ten tasks are a second old, and reports progress', async () => {
    const f = service();
    const { clock, sleeps } = fakeClock();
    const qc = clientWithStatus({ data: 'live' });
    qc.setQueryData(serpQueries.tasks().queryKey, []);
    const progress: QueueProgress[] = [];
    const observer = new MutationObserver(
      qc,
      serpMutations.queue({ clock, onProgress: (p) => progress.push(p) }),
    );
    const out = await observer.mutate({ queries: keywords(23), ...settings, tag: 'spring' });

    expect(posts(f).map((p) => (p.json as { query: string[] }).query)).toEqual([
      keywords(23).slice(0, 10),
      keywords(23).slice(10, 20),
      keywords(23).slice(20),
    ]);
    expect(posts(f)[0]?.json).toMatchObject({ search_engine: 'google', location_id: 2840, tag: 'spring' });
    expect(sleeps).toEqual([1000, 1000]);
    expect(progress.map((p) => [p.requests, p.tasks.length, p.added.length])).toEqual([
      [1, 10, 10],
      [2, 20, 10],
      [3, 23, 3],
    ]);
    expect(out).toMatchObject({ requests: 3, queued: keywords(23), notQueued: [] });
    expect(out.tasks.map((t) => t.query)).toEqual(keywords(23));
    expect(out.error).toBeUndefined();
    expect(qc.getQueryState(serpQueries.tasks().queryKey)?.isInvalidated).toBe(true);
  });

  it('stops at a refusal, never retries, and says which queries were queued and which were not', async () => {
    const f = service((n) =>
      n === 2 ? { status: 400, json: { message: 'Not enough money in your balance' } } : undefined,
    );
    const qc = clientWithStatus();
    qc.setQueryData(serpQueries.tasks().queryKey, []);
    const options = serpMutations.queue({ clock: fakeClock().clock });
    expect(options.retry).toBe(false);
    expect(serpMutations.create().retry).toBe(false);
    const out = await new MutationObserver(qc, options).mutate({ queries: keywords(25), ...settings });

    expect(posts(f)).toHaveLength(2);
    expect(out.requests).toBe(1);
    expect(out.queued).toEqual(keywords(10));
    expect(out.tasks).toHaveLength(10);
    expect(out.notQueued).toEqual(keywords(25).slice(10));
    expect(out.error).toBeInstanceOf(ApiError);
    expect((out.error as ApiError).kind).toBe('credits');
    // the ten that were queued show in the lists
    expect(qc.getQueryState(serpQueries.tasks().queryKey)?.isInvalidated).toBe(true);
  });

  it('sends nothing when the server status cannot be read, and keeps every query', async () => {
    const f = fakeFetch({ status: 500, json: { message: 'down' } });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const out = await new MutationObserver(qc, serpMutations.queue()).mutate({
      queries: keywords(3),
      ...settings,
    });
    expect(posts(f)).toHaveLength(0);
    expect(out).toMatchObject({ requests: 0, queued: [], notQueued: keywords(3) });
    expect(out.error).toBeDefined();
  });
});

describe('serpMutations.advanced (10 credits)', () => {
  it('fetches once, is never retried, and hands the answer to keep', async () => {
    const f = fakeFetch({ status: 200, json: { status: 'processing' } });
    const qc = new QueryClient();
    const kept: unknown[] = [];
    const options = serpMutations.advanced(901, { keep: (a) => kept.push(a.data) });
    expect(options.retry).toBe(false);
    await new MutationObserver(qc, options).mutate();
    expect(f.calls.map((c) => c.url.pathname)).toEqual([`${TASKS}/results_advanced`]);
    expect(kept).toEqual([{ state: 'processing' }]);
    expect(qc.getQueryData(serpQueries.advanced(901).queryKey)).toMatchObject({
      data: { state: 'processing' },
    });
  });
});
