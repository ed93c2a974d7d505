import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { upstreamsThrough } from './test-server.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';

/**
 * For tests: the proxy in front of a sandbox with a manual clock, with a
 * counting hop between them that records every call reaching the sandbox and can hold answers back:
 * - `hold(prefix)`: calls whose `METHOD /path` starts with `prefix` reach the sandbox (the work is done) but their
 *   answers wait until the returned `release()`;
 * - `withhold(prefix)`: such calls never reach the sandbox and are never answered (the proxy times out).
 */
export interface TestProxy {
  t: TestSandbox;
  proxy: Proxy;
  url: string;
  /** `METHOD /path?query` of every call that reached the hop */
  upstreamCalls: string[];
  /** the body of every call that reached the hop, in the same order */
  upstreamBodies: string[];
  hold(prefix: string): () => void;
  withhold(prefix: string): void;
  /** GET or another method on the proxy, with the headers the dashboard sends */
  api(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestProxy(
  opts: {
    budget?: ServerConfig['budget'];
    timeoutMs?: number;
    /** the proxy's store reads the sandbox's manual clock (default: the system clock) */
    sandboxClock?: boolean;
    /** more of the server's environment settings (PACE_DATA_RPS, …) */
    env?: Record<string, string>;
  } = {},
): Promise<TestProxy> {
  const t = await startTestSandbox({ timing: { serpMs: 1000 } });
  const upstreamCalls: string[] = [];
  const upstreamBodies: string[] = [];
  const holds: { prefix: string; gate: Promise<void> }[] = [];
  const withheld: string[] = [];
  const counter = createServer((req, res) => {
    const path = req.url ?? '/';
    const call = `${req.method} ${path}`;
    upstreamCalls.push(call);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      upstreamBodies.push(body.toString('utf8'));
      if (withheld.some((p) => call.startsWith(p))) return; // never answered
      try {
        const r = await fetch(new URL(path, t.sandbox.url), {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: body.length ? body : undefined,
        });
        const buf = Buffer.from(await r.arrayBuffer());
        await Promise.all(holds.filter((h) => call.startsWith(h.prefix)).map((h) => h.gate));
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' });
        res.end(buf);
      } catch {
        res.destroy();
      }
    });
  });
  await new Promise<void>((r) => counter.listen(0, '127.0.0.1', r));
  const via = `http://127.0.0.1:${(counter.address() as AddressInfo).port}`;
  const proxy = await createProxy({
    ...readConfig({
      ...upstreamsThrough({ url: via }),
      ...(opts.timeoutMs ? { PROXY_TIMEOUT_MS: String(opts.timeoutMs) } : {}),
      // the hop stands in for the embedded sandbox: no pace unless a test sets one
      PACE_PROJECT_RPS: '0',
      PACE_DATA_RPS: '0',
      PACE_BACKLINKS_RPS: '0',
      ...opts.env,
    }),
    storeDir: ':memory:',
    log: false,
    budget: opts.budget ?? {},
    ...(opts.sandboxClock ? { now: () => t.clock.now() } : {}),
  });
  const app: Server = createServer((req, res) => proxy.handle(req, res));
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  return {
    t,
    proxy,
    url,
    upstreamCalls,
    upstreamBodies,
    hold(prefix) {
      let release = () => {};
      const gate = new Promise<void>((r) => (release = r));
      holds.push({ prefix, gate });
      return () => {
        holds.splice(
          holds.findIndex((h) => h.gate === gate),
          1,
        );
        release();
      };
    },
    withhold(prefix) {
      withheld.push(prefix);
    },
    api(path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('x-searchboard', '1');
      return fetch(`${url}${path}`, { ...init, headers });
    },
    close: async () => {
      app.closeAllConnections();
      app.close();
      counter.closeAllConnections();
      counter.close();
      await proxy.close();
      await t.close();
    },
  };
}
