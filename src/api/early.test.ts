import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient, request, requestVoid } from './client.ts';
import { takeEarly } from './early.ts';
import { z } from 'zod';

/** The page's HTML started these reads; each answers with what the service said then. */
function pageStarted(urls: Record<string, unknown>) {
  const early: Record<string, Promise<Response>> = {};
  for (const [url, body] of Object.entries(urls)) early[url] = Promise.resolve(Response.json(body));
  (globalThis as { __sbEarly?: unknown }).__sbEarly = early;
}

/** The network as the page's own reads see it after the HTML's reads. */
function network(answer: unknown) {
  const fetchSpy = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(Response.json(answer)),
  );
  configureClient({ fetch: fetchSpy as typeof fetch });
  return fetchSpy;
}

const balance = z.object({ value: z.number() });
const readBalance = () => request({ base: 'project', path: '/account/balance' }, balance);

afterEach(() => {
  delete (globalThis as { __sbEarly?: unknown }).__sbEarly;
});

describe("the reads a page's HTML started", () => {
  it('answer the first read of their URL, once', async () => {
    pageStarted({ '/api/project/account/balance': { value: 250 } });
    const fetchSpy = network({ value: 244 });
    expect(await readBalance()).toEqual({ value: 250 });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await readBalance()).toEqual({ value: 244 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('are dropped by a write: a balance first read after a payment is read anew', async () => {
    pageStarted({ '/api/project/account/balance': { value: 250 } });
    const fetchSpy = network({ value: 244 });
    await requestVoid({ base: 'backlinks', method: 'PUT', path: '/backlink-reports', json: { id: 7 } });
    expect(await readBalance()).toEqual({ value: 244 });
    expect(fetchSpy.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'PUT /api/backlinks/backlink-reports',
      'GET /api/project/account/balance',
    ]);
  });

  it('are dropped by a write without a body too (a DELETE)', () => {
    pageStarted({ '/api/project/account/balance': { value: 250 } });
    expect(takeEarly('/api/backlinks/backlink-reports/7', 'DELETE')).toBeUndefined();
    expect(takeEarly('/api/project/account/balance')).toBeUndefined();
  });
});
