import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeRequest } from '../http/test-request.ts';
import { createStaticFiles, pickEncoding } from './static-files.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });
});

describe('the built app, served', () => {
  let dist: string;
  let server: Server;
  let port: number;
  const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'static-files-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>app</title></head>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'logo.png'), png);
    mkdirSync(join(dist, '.vite'));
    const manifest = {
      'index.html': {
        file: 'assets/index-E.js',
        isEntry: true,
        dynamicImports: ['src/routes/audits.$auditId.pages.tsx?tsr-split=component---loader'],
      },
      'src/routes/audits.$auditId.pages.tsx?tsr-split=component---loader': {
        file: 'assets/pages-P.js',
        src: 'src/routes/audits.$auditId.pages.tsx?tsr-split=component---loader',
      },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    mkdirSync(`${dist}-sibling`, { recursive: true });
    writeFileSync(join(`${dist}-sibling`, 'secret.txt'), 'not for the browser');
    const serve = createStaticFiles(dist);
    server = createServer(serve);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-sibling`, { recursive: true, force: true });
  });

  /** A raw GET (fetch would decode the body itself). */
  const get = (path: string, acceptEncoding?: string) =>
    nodeRequest(port, { path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends scripts brotli-compressed to a browser that takes it, much smaller and byte-identical once decoded', async () => {
    const r = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('accept-encoding');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(r.body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the plain file to one that takes neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves images as they are', async () => {
    const r = await get('/logo.png', 'br');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.body.equals(png)).toBe(true);
  });

  it('answers app routes with index.html, checked on every visit, and never leaves the build folder', async () => {
    const route = await get('/audits/5101/pages?x=1', 'gzip');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(route.body).toString()).toContain('<title>app</title>');
    // the page's own chunk is asked for with the page, not after the entry has run
    expect(gunzipSync(route.body).toString()).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/pages-P.js">',
    );
    expect((await get('/audits')).body.toString()).not.toContain('modulepreload');
    expect((await get('/.vite/manifest.json')).body.toString()).toContain('<title>app</title>');
    const name = dist.split('/').pop() ?? '';
    for (const path of [`/../${name}-sibling/secret.txt`, `/%2e%2e/${name}-sibling/secret.txt`]) {
      const r = await get(path);
      expect(r.body.toString()).not.toContain('not for the browser');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});
