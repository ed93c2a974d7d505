import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { request, requestRaw, requestVoid } from './client.ts';
import { ApiError, messageFromBody } from './errors.ts';
import { encodeQuery, jsonParam, queryPairs } from './query.ts';
import { bool, int, numOrNull, objectOrEmpty } from './schema.ts';
import { fakeFetch } from './test-fetch.ts';

describe('encodeQuery', () => {
  it('writes bracketed filters as the service documents them and leaves empty optionals out', () => {
    const q = encodeQuery({
      source: 'us',
      keyword: 'hiking boots',
      limit: 50,
      offset: 0,
      sort: '',
      tag: undefined,
      extra: null,
      filter: { volume: { from: 100, to: undefined }, intents: 'I,C' },
    });
    expect(q).toBe(
      '?source=us&keyword=hiking%20boots&limit=50&offset=0&filter[volume][from]=100&filter[intents]=I%2CC',
    );
  });

  it('indexes arrays of objects (links filter) and repeats arrays of scalars', () => {
    expect(
      queryPairs({
        filter: [
          { param: 'status', value: '404' },
          { param: 'type', value: 'hyperlink', type: 'and' },
        ],
        ids: [1, 2],
      }),
    ).toEqual([
      ['filter[0][param]', 'status'],
      ['filter[0][value]', '404'],
      ['filter[1][param]', 'type'],
      ['filter[1][value]', 'hyperlink'],
      ['filter[1][type]', 'and'],
      ['ids[]', '1'],
      ['ids[]', '2'],
    ]);
  });

  it('sends a JSON-valued parameter as one JSON string, and nothing for an empty one', () => {
    const groups = [[{ type: 'begins', value: 'best' }]];
    expect(
      queryPairs({
        filter: { multi_keyword_included: jsonParam(groups), multi_keyword_excluded: jsonParam([]) },
      }),
    ).toEqual([['filter[multi_keyword_included]', JSON.stringify(groups)]]);
  });
});

describe('messageFromBody', () => {
  it('reads every error body shape of the service (service-notes)', () => {
    expect(messageFromBody({ message: 'No token' })).toBe('No token');
    expect(
      messageFromBody({ error: { code: 429, message: 'Too Many Requests', description: 'Slow down' } }),
    ).toBe('Too Many Requests: Slow down');
    expect(messageFromBody({ error: 'invalid_token', error_description: 'The key is wrong' })).toBe(
      'The key is wrong',
    );
    expect(messageFromBody('Bad gateway')).toBe('Bad gateway');
    expect(messageFromBody(null)).toBeUndefined();
  });
});

describe('request', () => {
  it('calls the proxy path of the base and parses liberally', async () => {
    const f = fakeFetch({ json: { n: '12', flag: 'false', settings: [] } });
    const out = await request(
      { base: 'project', path: '/account/subscription' },
      z.object({ n: int, flag: bool, settings: objectOrEmpty(z.object({ lat: z.number() })) }),
    );
    expect(f.last.url.pathname).toBe('/api/project/account/subscription');
    expect(out).toEqual({ n: 12, flag: false, settings: null });
  });

  it('keeps null as null, never 0', () => {
    expect(numOrNull.parse(null)).toBeNull();
    expect(numOrNull.parse('7')).toBe(7);
  });

  it('sends multipart form bodies with repeated names', async () => {
    const f = fakeFetch({ json: [] });
    await requestRaw({
      base: 'data',
      method: 'POST',
      path: '/v1/keywords/export',
      query: { source: 'us' },
      form: [
        ['keywords[]', 'a'],
        ['keywords[]', 'b'],
      ],
    });
    expect(f.last.form).toEqual([
      ['keywords[]', 'a'],
      ['keywords[]', 'b'],
    ]);
    expect(f.last.url.search).toBe('?source=us');
  });

  it('accepts 204 and [] as empty answers', async () => {
    fakeFetch({ status: 204 });
    await expect(
      requestVoid({ base: 'project', method: 'DELETE', path: '/site-groups/1' }),
    ).resolves.toBeUndefined();
    fakeFetch({ json: [] });
    await expect(
      requestVoid({ base: 'data', method: 'PATCH', path: '/v1/site-audit/audits' }),
    ).resolves.toBeUndefined();
  });

  it('turns 401 into an auth error that names the key to check', async () => {
    fakeFetch({ status: 401, json: { message: 'No token' } });
    const err = await requestRaw({ base: 'project', path: '/account/balance' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('auth');
    expect((err as ApiError).message).toMatch(/PROJECT_API_KEY/);
  });

  it('never marks a paid or writing request as safe to retry; honours Retry-After', async () => {
    fakeFetch({
      status: 429,
      json: { error: { code: 429, message: 'Too Many Requests' } },
      headers: { 'retry-after': '2' },
    });
    const read = (await requestRaw({ base: 'data', path: '/v1/serp/classic/tasks' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(read.autoRetry).toBe(true);
    expect(read.retryAfterMs).toBe(2000);
    const paid = (await requestRaw({ base: 'data', path: '/v1/keywords/similar', paid: true }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(paid.autoRetry).toBe(false);
    const write = (await requestRaw({ base: 'project', method: 'POST', path: '/site-groups' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(write.autoRetry).toBe(false);
  });

  it('classifies a funds message as a credits error, whatever the status', async () => {
    fakeFetch({ status: 400, json: { message: 'Not enough money in your balance' } });
    const err = (await requestRaw({ base: 'backlinks', method: 'POST', path: '/backlink-reports' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.kind).toBe('credits');
    expect(err.message).toBe('Not enough money in your balance');
  });

  it('treats a refusal by the budget cap (402) as a credits error and asks the proxy to bypass its cache on refresh', async () => {
    const f = fakeFetch({
      status: 402,
      json: { message: 'Credit budget reached: 900 of 1000 credits spent today' },
    });
    const err = (await requestRaw({
      base: 'data',
      path: '/v1/keywords/similar',
      paid: true,
      refresh: true,
    }).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('credits');
    expect(f.last.headers.get('x-searchboard-refresh')).toBe('1');
  });

  // The proxy refuses any /api/* request without x-searchboard: 1, so the shared client sends it on every call
  // (a fixed value, so scripts and tests can rely on it).
  it('sends x-searchboard: 1 with every call, reads and writes alike', async () => {
    const f = fakeFetch({ json: {} });
    await requestRaw({ base: 'project', path: '/account/balance' });
    expect(f.last.headers.get('x-searchboard')).toBe('1');
    await requestRaw({ base: 'data', method: 'POST', path: '/v1/serp/classic/tasks', json: {}, paid: true });
    expect(f.last.headers.get('x-searchboard')).toBe('1');
  });

  it('names the field when an answer cannot be parsed', async () => {
    fakeFetch({ json: { value: 'lots' } });
    const err = (await request(
      { base: 'project', path: '/account/balance' },
      z.object({ value: z.number() }),
    ).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('parse');
    expect(err.message).toMatch(/value/);
  });
});
