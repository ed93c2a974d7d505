import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withScriptsAfterPaint } from './after-paint.ts';
import { withBrandName } from './brand-page.ts';
import { earlyReads, withEarlyReads, withPageHeading } from './route-data.ts';
import { preloadsFor, withPreloads, type Manifest } from './route-preloads.ts';
import type { PageFacts } from '../http/app.ts';
import { appPolicy, htmlSecurityHeaders } from '../http/security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/** Text types shrink 3–5× compressed; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

export type Encoding = 'br' | 'gzip';

/** What to send for an Accept-Encoding header: brotli, else gzip, else nothing; `;q=0` refuses one. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const weight = params.find((p) => p.startsWith('q='));
    if (name) q.set(name, weight ? Number(weight.slice(2)) : 1);
  }
  const takes = (e: string) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

interface Entry {
  mtimeMs: number;
  /** made for one answer only: no slow best compression for later */
  once?: boolean;
  raw: Buffer;
  /** an HTML page's Content-Security-Policy, worked out from its inline scripts once */
  policy?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The built app's files, read once and kept with their compressed forms: a fast brotli at once, replaced by the
 * smallest (quality 11, slow, off the main thread) when it is ready. A file that changes on disk is read again.
 */
export function createStaticFiles(dist: string) {
  const cache = new Map<string, Entry>();

  function entry(file: string): Entry {
    const { mtimeMs } = statSync(file);
    const known = cache.get(file);
    if (known?.mtimeMs === mtimeMs) return known;
    const fresh: Entry = { mtimeMs, raw: readFileSync(file) };
    cache.set(file, fresh);
    return fresh;
  }

  let manifest: { mtimeMs: number; value: Manifest } | undefined;
  function readManifest(): Manifest {
    const file = join(dist, '.vite', 'manifest.json');
    try {
      const e = entry(file);
      if (manifest?.mtimeMs !== e.mtimeMs)
        manifest = { mtimeMs: e.mtimeMs, value: JSON.parse(e.raw.toString()) as Manifest };
      return manifest.value;
    } catch {
      return {}; // built without a manifest: no preloads
    }
  }

  /**
   * index.html for an app address, with the chunks that address needs preloaded, all asked for once the static frame
   * has painted (one variant per chunk set).
   */
  function page(pathname: string): Entry {
    const html = entry(join(dist, 'index.html'));
    const paths = preloadsFor(readManifest(), pathname);
    const key = `index.html ${html.mtimeMs} ${paths.join(' ')}`;
    let variant = cache.get(key);
    if (!variant) {
      variant = {
        mtimeMs: html.mtimeMs,
        raw: Buffer.from(withScriptsAfterPaint(withPreloads(html.raw.toString(), paths))),
      };
      cache.set(key, variant);
    }
    return variant;
  }

  function encoded(e: Entry, encoding: Encoding): Buffer {
    if (encoding === 'gzip') return (e.gzip ??= gzipSync(e.raw, { level: 9 }));
    if (!e.br) {
      const quality = (q: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: q } });
      e.br = brotliCompressSync(e.raw, quality(5));
      if (!e.once)
        brotliCompress(e.raw, quality(11), (err, best) => {
          if (!err) e.br = best;
        });
    }
    return e.br;
  }

  /** A file of the build, or null for any other path (an app address). Dot folders (.vite) stay private. */
  function resolveFile(pathname: string): { file: string; hashed: boolean } | null {
    const file = normalize(join(dist, pathname));
    if (!file.startsWith(dist + sep) || pathname.split('/').some((s) => s.startsWith('.'))) return null;
    try {
      return statSync(file).isFile() ? { file, hashed: pathname.startsWith('/assets/') } : null;
    } catch {
      return null;
    }
  }

  function appPage(pathname: string, search: string, cookie: string | undefined, facts: PageFacts) {
    const plain = page(pathname);
    const html = plain.raw.toString();
    const made = withBrandName(
      withPageHeading(withEarlyReads(html, earlyReads(pathname, search, cookie)), pathname, cookie),
      facts.brand,
    );
    return made === html ? plain : { mtimeMs: 0, once: true, raw: Buffer.from(made) };
  }

  return function serve(req: IncomingMessage, res: ServerResponse, facts: PageFacts = {}): void {
    let pathname: string;
    let search: string;
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('Bad request');
    }
    const found = resolveFile(pathname);
    const ext = found ? extname(found.file) : '.html';
    // an app address: its page with the chunks it needs, and (made per request, not kept) its first reads started
    // and its heading in the static frame; for a client, the agency's name where the product's would be
    const e = found ? entry(found.file) : appPage(pathname, search, req.headers.cookie, facts);
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : undefined;
    const body = encoding ? encoded(e, encoding) : e.raw;
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
      // hashed names never change content; everything else is checked every time
      'cache-control': found?.hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...(COMPRESSIBLE.has(ext) ? { vary: 'accept-encoding' } : {}),
      // a page of the app: no other site frames it, and only the scripts the server wrote into it run inline
      ...(ext === '.html' ? htmlSecurityHeaders((e.policy ??= appPolicy(e.raw.toString()))) : {}),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
