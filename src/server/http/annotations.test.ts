import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { nodeRequest } from './test-request.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';

let proxy: Proxy;
let server: Server;
let port: number;

beforeAll(async () => {
  const up = 'http://127.0.0.1:9'; // never reached: annotations are answered by the proxy itself
  proxy = await createProxy({
    ...readConfig({
      PROJECT_API_URL: `${up}/project`,
      PROJECT_API_KEY: 'a'.repeat(40),
      DATA_API_URL: `${up}/data`,
      DATA_API_KEY: '11111111-2222-3333-4444-555555555555',
      BACKLINKS_API_URL: `${up}/backlinks`,
    }),
    storeDir: ':memory:',
    log: false,
  });
  server = createServer((req, res) => proxy.handle(req, res, () => res.end('app')));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await proxy.close();
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const r = await nodeRequest(port, {
    method,
    path,
    headers: {
      host: `127.0.0.1:${port}`,
      'x-searchboard': '1',
      'content-type': 'application/json',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: JSON.parse(r.body.toString() || '{}') as Record<string, unknown> };
}

describe('/api/local/annotations', () => {
  it('creates, lists per site, edits and deletes a marker', async () => {
    const made = await call('POST', '/api/local/annotations?site_id=101', {
      date: '2026-11-01',
      label: 'New pricing page live',
      note: '',
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      site_id: 101,
      date: '2026-11-01',
      label: 'New pricing page live',
      note: null,
    });
    const id = made.json.id as number;

    expect((await call('GET', '/api/local/annotations?site_id=101')).json.items).toHaveLength(1);
    expect((await call('GET', '/api/local/annotations?site_id=102')).json.items).toEqual([]);

    const edited = await call('PUT', `/api/local/annotations/${id}`, {
      date: '2026-11-02',
      label: 'Engine model update',
      note: 'GPT rollout',
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      id,
      date: '2026-11-02',
      label: 'Engine model update',
      note: 'GPT rollout',
    });

    expect((await call('DELETE', `/api/local/annotations/${id}`)).status).toBe(200);
    expect((await call('GET', '/api/local/annotations?site_id=101')).json.items).toEqual([]);
  });

  it('refuses a bad date, an empty or 121-character label and a note over 1000 characters', async () => {
    const r = await call('POST', '/api/local/annotations?site_id=101', {
      date: '2026-02-30',
      label: '   ',
      note: 'x'.repeat(1001),
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.errors as object).sort()).toEqual(['date', 'label', 'note']);
    const long = await call('POST', '/api/local/annotations?site_id=101', {
      date: '2026-11-01',
      label: 'x'.repeat(121),
    });
    expect(long.status).toBe(400);
    const edge = await call('POST', '/api/local/annotations?site_id=101', {
      date: '2026-11-01',
      label: 'x'.repeat(120),
      note: 'n'.repeat(1000),
    });
    expect(edge.status).toBe(201);
  });

  it('needs a site_id and answers 404 for an unknown id', async () => {
    expect((await call('GET', '/api/local/annotations')).status).toBe(400);
    expect(
      (await call('PUT', '/api/local/annotations/999999', { date: '2026-11-01', label: 'x' })).status,
    ).toBe(404);
    expect((await call('DELETE', '/api/local/annotations/999999')).status).toBe(404);
  });

  it('refuses a cross-origin write before it is stored', async () => {
    const before = (await call('GET', '/api/local/annotations?site_id=303')).json.items;
    const r = await call(
      'POST',
      '/api/local/annotations?site_id=303',
      { date: '2026-11-01', label: 'sneaky' },
      { origin: 'https://evil.example' },
    );
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('Cross-origin writes are refused.');
    expect((await call('GET', '/api/local/annotations?site_id=303')).json.items).toEqual(before);
  });
});
