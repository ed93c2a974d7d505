import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAllowed } from './guards.ts';
import { rawRequest } from './raw-http.ts';
import { startTestProxy, type TestProxy } from './test-proxy.ts';

// No request that reads anything, spends anything or changes anything is served to another site, whatever the
// method.
let s: TestProxy;
let port: number;
beforeAll(async () => {
  s = await startTestProxy();
  port = Number(new URL(s.url).port);
});
afterAll(() => s.close());

const PAID = '/api/data/v1/keywords/similar?source=us&keyword=tents&limit=100';
const spentToday = async () =>
  ((await (await s.api('/api/local/credits')).json()) as { today: number }).today;

describe('a page on another web site', () => {
  // "a page elsewhere with three <img> tags pointing at http://127.0.0.1:5173/api/data/v1/keywords/similar?…
  // spent 3,000 credits of the user's account"
  it('spends nothing with an <img> at a paid GET: 403 without x-searchboard, no upstream call', async () => {
    s.upstreamCalls.length = 0;
    // what an <img> sends from a browser without Fetch Metadata: a plain GET, no custom header
    const plain = await globalThis.fetch(`${s.url}${PAID}`);
    expect(plain.status).toBe(403);
    expect(((await plain.json()) as { message: string }).message).toMatch(/x-searchboard: 1/);
    // …and from one with it
    const img = await globalThis.fetch(`${s.url}${PAID}`, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    });
    expect(img.status).toBe(403);
    expect(s.upstreamCalls).toEqual([]);
    expect(await spentToday()).toBe(0);
  });

  it('is refused on every /api path, read or write, even with the header, when the browser says cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      for (const [method, path] of [
        ['GET', PAID],
        ['GET', '/api/local/credits'],
        ['GET', '/api/project/account/balance'],
        ['POST', '/api/local/annotations?site_id=101'],
      ] as const) {
        const r = await s.api(path, { method, headers: { 'sec-fetch-site': site } });
        expect([site, method, path, r.status]).toEqual([site, method, path, 403]);
        expect(((await r.json()) as { message: string }).message).toMatch(/another web site/);
      }
    }
    expect(s.upstreamCalls).toEqual([]);
  });

  it('is refused under /share but for the top-level navigation that opens a share link', async () => {
    // raw requests: fetch sets its own Sec-Fetch-Mode
    const open = (path: string, mode: string, dest: string) =>
      rawRequest(
        port,
        `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nsec-fetch-site: cross-site\r\n` +
          `sec-fetch-mode: ${mode}\r\nsec-fetch-dest: ${dest}\r\nconnection: close\r\n\r\n`,
      );
    const img = await open('/share/abc.def', 'no-cors', 'image');
    expect([img.status, img.body]).toEqual([403, expect.stringMatching(/another web site/)]);
    expect((await open('/share/abc.def', 'navigate', 'iframe')).status).toBe(403);
    expect((await open('/share/leave', 'navigate', 'document')).status).toBe(403);
    // a link opened from mail or chat: the share gate answers it (here, a link that is not valid)
    const opened = await open('/share/abc.def', 'navigate', 'document');
    expect(opened.body).toMatch(/<h1>.*share link/i);
    expect(opened.body).not.toMatch(/another web site/);
  });

  it('passes the dashboard itself: same-origin, or a browser without Fetch Metadata, with the header', async () => {
    expect((await s.api('/api/local/status', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(
      200,
    );
    expect((await s.api('/api/local/status')).status).toBe(200);
  });
});

describe('the Host header', () => {
  const get = (headers: string) =>
    rawRequest(
      port,
      `GET /api/local/status HTTP/1.1\r\n${headers}x-searchboard: 1\r\nconnection: close\r\n\r\n`,
    );

  it('must name this server with the port the connection arrived on', async () => {
    expect((await get(`host: 127.0.0.1:${port}\r\n`)).status).toBe(200);
    expect((await get(`host: localhost:${port}\r\n`)).status).toBe(200);
    // another local server's port, or none (= 80): a page served there must not borrow this one
    expect((await get(`host: 127.0.0.1:${port === 4399 ? 4398 : 4399}\r\n`)).status).toBe(403);
    expect((await get('host: localhost\r\n')).status).toBe(403);
    expect((await get(`host: evil.example:${port}\r\n`)).status).toBe(403);
  });

  it('is refused when given twice', async () => {
    const twice = await get(`host: 127.0.0.1:${port}\r\nhost: evil.example\r\n`);
    // Node's parser may refuse it first (400); either way it is not served
    expect([400, 403]).toContain(twice.status);
    const r = await get(`host: 127.0.0.1:${port}\r\nHost: 127.0.0.1:${port}\r\n`);
    expect([400, 403]).toContain(r.status);
  });

  it('matches ALLOWED_HOSTS names port-less or on the listening port, and name:port entries exactly', () => {
    const req = (host: string, localPort = 4173) =>
      ({ headers: { host }, socket: { localPort } }) as unknown as IncomingMessage;
    const allowed = ['localhost', '127.0.0.1', '[::1]', 'dash.example.com', 'proxy.example.com:8443'];
    expect(hostAllowed(req('dash.example.com'), allowed)).toBe(true);
    expect(hostAllowed(req('dash.example.com:4173'), allowed)).toBe(true);
    expect(hostAllowed(req('dash.example.com:9999'), allowed)).toBe(false);
    expect(hostAllowed(req('proxy.example.com:8443'), allowed)).toBe(true);
    expect(hostAllowed(req('proxy.example.com'), allowed)).toBe(false);
    expect(hostAllowed(req('[::1]:4173'), allowed)).toBe(true);
    expect(hostAllowed(req('[::1]'), allowed)).toBe(false);
    expect(hostAllowed(req('127.0.0.1:80', 80), allowed)).toBe(true);
    expect(hostAllowed(req('127.0.0.1', 80), allowed)).toBe(true);
    expect(hostAllowed(req('127.0.0.1:4173@evil.example'), allowed)).toBe(false);
  });
});
