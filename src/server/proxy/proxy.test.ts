import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from '../http/config.ts';
import { nodeRequest } from '../http/test-request.ts';
import { createProxy, type Proxy } from './proxy.ts';

const PROJECT_KEY = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const DATA_KEY = '11111111-2222-3333-4444-555555555555';

/** A block of crawled pages, as large as the dashboard reads them (500 a time). */
const BIG_PAGES = JSON.stringify({
  items: Array.from({ length: 500 }, (_, i) => ({ url: `https://example.com/page-${i}`, status_code: 200 })),
  total: 500,
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in upstream that records what reached it. */
async function fakeUpstream(): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (req.url?.includes('/slow')) return; // never answers
    if (req.url?.startsWith('/data/v1/serp/classic/tasks/html')) {
      const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 3, 255]);
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(zip.length) });
      return res.end(zip);
    }
    if (req.url?.startsWith('/data/v1/site-audit/audits/pages')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(BIG_PAGES);
    }
    const ok = JSON.stringify({ ok: true });
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(ok.length),
      'set-cookie': 'upstream=1',
    });
    res.end(ok);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

async function serve(proxy: Proxy): Promise<{ url: string; port: number; server: Server }> {
  const server = createServer((req, res) =>
    proxy.handle(req, res, () => {
      res.writeHead(200);
      res.end('app');
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, port, server };
}

/** Raw HTTP, so tests can send a path fetch would normalise, and any Host header. */
const raw = (
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
) =>
  nodeRequest(port, {
    method,
    path,
    headers: { host: `127.0.0.1:${port}`, 'x-searchboard': '1', ...headers },
    body,
  });

describe('proxy against a configured upstream', () => {
  let up: Awaited<ReturnType<typeof fakeUpstream>>;
  let proxy: Proxy;
  let app: Awaited<ReturnType<typeof serve>>;
  let config: ServerConfig;

  beforeAll(async () => {
    up = await fakeUpstream();
    config = {
      ...readConfig({
        PROJECT_API_URL: `${up.url}/project`,
        PROJECT_API_KEY: PROJECT_KEY,
        DATA_API_URL: `${up.url}/data`,
        DATA_API_KEY: DATA_KEY,
        BACKLINKS_API_URL: `${up.url}/backlinks`,
      }),
      timeoutMs: 300,
      maxBodyBytes: 1024,
      log: false,
    };
    proxy = await createProxy(config);
    app = await serve(proxy);
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    app.server.close();
    up.server.closeAllConnections();
    up.server.close();
    await proxy.close();
  });

  it('starts no sandbox when every upstream is configured', () => {
    expect(proxy.sandbox).toBeUndefined();
    expect(proxy.mode).toEqual({ project: 'live', data: 'live', backlinks: 'live' });
  });

  it("injects the key of each interface and drops the browser's Authorization and cookies", async () => {
    up.seen.length = 0;
    const headers = { authorization: 'Token stolen', cookie: 'session=abc' };
    await raw(app.port, 'GET', '/api/project/account/balance', headers);
    await raw(app.port, 'GET', '/api/data/v1/site-audit/audits?limit=5', headers);
    await raw(app.port, 'GET', '/api/backlinks/backlink-reports', headers);
    expect(up.seen.map((s) => [s.url, s.headers.authorization, s.headers.cookie])).toEqual([
      ['/project/account/balance', `Token ${PROJECT_KEY}`, undefined],
      ['/data/v1/site-audit/audits?limit=5', `Token ${DATA_KEY}`, undefined],
      // backlink reports fall back to the data key when BACKLINKS_API_KEY is not set
      ['/backlinks/backlink-reports', `Token ${DATA_KEY}`, undefined],
    ]);
  });

  it("does not pass the upstream's cookies back to the browser", async () => {
    const r = await raw(app.port, 'GET', '/api/project/account/profile');
    expect(r.status).toBe(200);
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/project/admin'],
    ['DELETE', '/api/project/account/balance'],
    ['GET', '/api/data/../../etc/passwd'],
    ['GET', '/api/data/v1/site-audit/audits/..%2f..%2fx'],
    ['GET', '/api/data/v1%2fkeywords%2fsimilar'],
    ['GET', '/api/data//evil.example/v1/keywords/similar'],
    ['GET', '/api/data/http://evil.example/v1/keywords/similar'],
    ['GET', '/api/project/sites/1/airt/llm/abc'],
    ['GET', '/api/other/thing'],
  ])('answers 404 to %s %s and never calls the upstream', async (method, path) => {
    up.seen.length = 0;
    const r = await raw(app.port, method, path, { origin: `http://127.0.0.1:${app.port}` });
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body.toString()).message).toBe('Not a service operation');
    expect(up.seen).toHaveLength(0);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-origin %s with 403', async (method) => {
    up.seen.length = 0;
    const path =
      method === 'PATCH' ? '/api/data/v1/site-audit/audits?audit_id=1' : '/api/project/site-groups/1';
    const r = await raw(
      app.port,
      method,
      path,
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      '{}',
    );
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body.toString()).message).toMatch(/Cross-origin/);
    expect(up.seen).toHaveLength(0);
  });

  const postGroup = (headers: Record<string, string>, body: string) =>
    raw(app.port, 'POST', '/api/project/site-groups', headers, body);

  it('refuses a write marked cross-site by the browser even without Origin', async () => {
    expect((await postGroup({ 'sec-fetch-site': 'cross-site' }, '{}')).status).toBe(403);
  });

  it('lets a same-origin write through', async () => {
    const same = { origin: `http://127.0.0.1:${app.port}`, 'content-type': 'application/json' };
    expect((await postGroup(same, '{"name":"x"}')).status).toBe(200);
  });

  it('refuses a foreign Host header with 403 (DNS rebinding)', async () => {
    up.seen.length = 0;
    const r = await raw(app.port, 'GET', '/api/project/account/balance', {
      host: 'rebind.evil.example:5173',
    });
    expect(r.status).toBe(403);
    expect(up.seen).toHaveLength(0);
  });

  it('streams binary answers untouched (the SERP HTML ZIP)', async () => {
    const r = await raw(app.port, 'GET', '/api/data/v1/serp/classic/tasks/html?task_id=5');
    expect(r.headers['content-type']).toBe('application/zip');
    expect([...r.body]).toEqual([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 3, 255]);
  });

  it('answers 413 to a body over the limit', async () => {
    const r = await raw(
      app.port,
      'POST',
      '/api/project/site-groups',
      { 'content-type': 'application/json' },
      Buffer.alloc(4096, 'a'),
    );
    expect(r.status).toBe(413);
  });

  it('compresses a large answer for a browser that accepts it, and only then', async () => {
    const path = '/api/data/v1/site-audit/audits/pages?audit_id=5101&limit=500';
    const br = await raw(app.port, 'GET', path, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([
      200,
      'br',
      'accept-encoding',
    ]);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_PAGES);
    expect(br.body.length).toBeLessThan(BIG_PAGES.length / 5);
    const gz = await raw(app.port, 'GET', path, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(BIG_PAGES);
    const plain = await raw(app.port, 'GET', path);
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, BIG_PAGES]);
    // small answers (under 1 KiB by their length) and binary files pass as they came
    const small = await raw(app.port, 'GET', '/api/project/account/balance', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const zip = await raw(app.port, 'GET', '/api/data/v1/serp/classic/tasks/html?task_id=5', {
      'accept-encoding': 'br',
    });
    expect(zip.headers['content-encoding']).toBeUndefined();
  });

  it('turns an upstream timeout into 504 with a message', async () => {
    const slow = await createProxy({
      ...config,
      upstreams: { ...config.upstreams, project: { url: `${up.url}/slow`, key: PROJECT_KEY } },
    });
    const s = await serve(slow);
    const r = await raw(s.port, 'GET', '/api/project/account/balance');
    expect(r.status).toBe(504);
    expect(JSON.parse(r.body.toString()).message).toMatch(/did not answer within .* s\. Try again\./);
    // a free write (a new group) that timed out may have landed: the message says to check, not to retry
    const w = await raw(
      s.port,
      'POST',
      '/api/project/site-groups',
      { 'content-type': 'application/json' },
      Buffer.from('{"name":"x"}'),
    );
    expect(w.status).toBe(504);
    expect(JSON.parse(w.body.toString()).message).toMatch(
      /may still have done the work: check before trying again/,
    );
    s.server.closeAllConnections();
    s.server.close();
  });

  it('passes other paths on to the app', async () => {
    const r = await raw(app.port, 'GET', '/audits');
    expect(r.body.toString()).toBe('app');
  });
});

describe('proxy with no upstream configured', () => {
  let proxy: Proxy;
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    proxy = await createProxy({ ...readConfig({}), sandboxDbPath: ':memory:', log: false });
    app = await serve(proxy);
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    app.server.close();
    await proxy.close();
  });

  it('starts the sandbox and reaches it with the demo keys', async () => {
    expect(proxy.mode).toEqual({ project: 'sandbox', data: 'sandbox', backlinks: 'sandbox' });
    const r = await raw(app.port, 'GET', '/api/project/account/balance');
    expect(r.status).not.toBe(401);
    const local = await raw(app.port, 'GET', '/api/local/status');
    expect(JSON.parse(local.body.toString())).toEqual({
      upstreams: { project: 'sandbox', data: 'sandbox', backlinks: 'sandbox' },
      sandbox_vocabulary: 'spec',
    });
  });

  it('never puts a key in a response', async () => {
    const paths = [
      '/api/project/account/balance',
      '/api/data/v1/site-audit/audits',
      '/api/backlinks/backlink-reports',
      '/api/local/status',
      '/api/project/nope',
    ];
    for (const p of paths) {
      const r = await raw(app.port, 'GET', p);
      const all = r.body.toString() + JSON.stringify(r.headers);
      expect(all).not.toContain('5b1c3d9e7f2a4b6c8d0e1f2a3b4c5d6e7f8091a2');
      expect(all).not.toContain('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    }
  });
});

describe('readConfig', () => {
  it('refuses an upstream address without its key', () => {
    expect(() => readConfig({ DATA_API_URL: 'https://api.example.com' })).toThrow(/DATA_API_KEY/);
  });
});
