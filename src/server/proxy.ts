import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { SANDBOX_DATA_KEY, SANDBOX_PROJECT_KEY } from '../sandbox/keys.ts';
import { startSandbox, type RunningSandbox } from '../sandbox/server.ts';
import type { ServerConfig, Upstream } from './config.ts';
import { findOperation, type UpstreamBase } from './operations.ts';
import { checkRequestOrigin, safeSubPath } from './guards.ts';

export type Next = (err?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next?: Next) => void;

export interface Proxy {
  handle: Middleware;
  /** which upstreams are the embedded sandbox */
  mode: Record<UpstreamBase, 'sandbox' | 'live'>;
  sandbox: RunningSandbox | undefined;
  close(): Promise<void>;
}

const BASES: UpstreamBase[] = ['project', 'data', 'backlinks'];

/** Request headers passed on; everything else (cookies, Authorization, Origin, Host…) stays here. */
const FORWARD_REQUEST = ['accept', 'content-type', 'content-length', 'accept-language', 'if-none-match'];
/** Response headers passed back. */
const FORWARD_RESPONSE = [
  'content-type',
  'content-length',
  'content-disposition',
  'retry-after',
  'etag',
  'last-modified',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
];

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

export async function createProxy(config: ServerConfig): Promise<Proxy> {
  let sandbox: RunningSandbox | undefined;
  const upstreams = { ...config.upstreams } as Record<UpstreamBase, Upstream | undefined>;
  const mode = {} as Proxy['mode'];
  if (BASES.some((b) => !upstreams[b])) {
    sandbox = await startSandbox({
      port: 0,
      dbPath: config.sandboxDbPath ?? join(config.dataDir, 'sandbox.db'),
    });
    const demo: Record<UpstreamBase, Upstream> = {
      project: { url: `${sandbox.url}/project`, key: SANDBOX_PROJECT_KEY },
      data: { url: `${sandbox.url}/data`, key: SANDBOX_DATA_KEY },
      backlinks: { url: `${sandbox.url}/backlinks`, key: SANDBOX_DATA_KEY },
    };
    for (const b of BASES) upstreams[b] ??= demo[b];
  }
  for (const b of BASES) mode[b] = config.upstreams[b] ? 'live' : 'sandbox';
  const keys = BASES.map((b) => upstreams[b]?.key).filter((k): k is string => Boolean(k));

  const log = (line: string) => {
    if (!config.log) return;
    // Belt and braces: a key never reaches a log line, whatever the line holds.
    let safe = line;
    for (const k of keys) safe = safe.split(k).join('[key]');
    console.log(safe);
  };

  const handle: Middleware = (req, res, next) => {
    const url = req.url ?? '/';
    const m = /^\/api\/(project|data|backlinks)(\/[^?#]*)?(\?[^#]*)?$/.exec(url);
    if (url.startsWith('/api/local/status')) {
      const guard = checkRequestOrigin(req, config.allowedHosts);
      if (guard) return sendJson(res, 403, { message: guard });
      return sendJson(res, 200, { upstreams: mode });
    }
    if (!m) {
      if (url.startsWith('/api/')) return sendJson(res, 404, { message: 'Not a service operation' });
      return next ? next() : sendJson(res, 404, { message: 'Not found' });
    }
    const base = m[1] as UpstreamBase;
    const method = (req.method ?? 'GET').toUpperCase();
    const started = Date.now();
    const finish = (status: number) =>
      log(`[proxy] ${method} /api/${base}${m[2] ?? ''} ${status} ${Date.now() - started}ms`);

    const refuse = (status: number, message: string) => {
      req.resume(); // drain what the browser is still sending, so the answer reaches it
      finish(status);
      sendJson(res, status, { message });
    };
    const guard = checkRequestOrigin(req, config.allowedHosts);
    if (guard) return refuse(403, guard);
    const sub = safeSubPath(m[2] ?? '/');
    const found = sub ? findOperation(base, method, sub) : undefined;
    if (!sub || !found) return refuse(404, 'Not a service operation');
    if (Number(req.headers['content-length'] ?? 0) > config.maxBodyBytes) {
      return refuse(413, `Request body over ${config.maxBodyBytes} bytes`);
    }
    const upstream = upstreams[base] as Upstream;
    const target = new URL(upstream.url + sub + (m[3] ?? ''));
    const headers: Record<string, string> = {};
    for (const h of FORWARD_REQUEST) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    headers.authorization = `Token ${upstream.key}`;
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const out = send(target, { method, headers, timeout: config.timeoutMs }, (up) => {
      const resHeaders: Record<string, string> = { 'cache-control': 'no-store' };
      for (const h of FORWARD_RESPONSE) {
        const v = up.headers[h];
        if (typeof v === 'string') resHeaders[h] = v;
      }
      res.writeHead(up.statusCode ?? 502, resHeaders);
      up.pipe(res);
      up.on('end', () => finish(up.statusCode ?? 502));
      up.on('error', () => res.destroy());
    });
    out.on('timeout', () => {
      out.destroy(new Error('timeout'));
    });
    out.on('error', (err) => {
      if (res.headersSent) return void res.destroy();
      const timedOut = err.message === 'timeout';
      finish(timedOut ? 504 : 502);
      sendJson(res, timedOut ? 504 : 502, {
        message: timedOut
          ? `The ${base} service did not answer within ${Math.round(config.timeoutMs / 1000)} s. Try again.`
          : `Searchboard could not reach the ${base} service (${(err as NodeJS.ErrnoException).code ?? 'connection failed'}).`,
      });
    });
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > config.maxBodyBytes) {
        out.destroy();
        if (!res.headersSent)
          sendJson(res, 413, { message: `Request body over ${config.maxBodyBytes} bytes` });
        req.destroy();
      }
    });
    req.pipe(out);
  };

  return {
    handle,
    mode,
    sandbox,
    close: async () => {
      await sandbox?.close();
    },
  };
}
