import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';

// The request log is for someone chasing a problem: a day of `npm run dev` or `npm start` must not print a line
// per request unless asked to.
describe('the request log', () => {
  let proxy: Proxy | undefined;
  let server: Server | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    server?.closeAllConnections();
    server?.close();
    await proxy?.close();
    proxy = undefined;
    server = undefined;
  });

  /** serves one dashboard read through the proxy configured by `env`, and returns what went to stdout */
  const serveOne = async (env: Record<string, string>) => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    proxy = await createProxy({ ...readConfig(env), sandboxDbPath: ':memory:', storeDir: ':memory:' });
    const handle = proxy.handle;
    server = createServer((req, res) => handle(req, res));
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const res = await fetch(`${url}/api/project/account/balance`, {
      headers: { host: new URL(url).host, 'x-searchboard': '1' },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    // closing waits for every answer the proxy began, so any line it would print for the request is printed
    server.closeAllConnections();
    server.close();
    await proxy.close();
    server = undefined;
    proxy = undefined;
    return printed;
  };

  it('prints nothing for a served request by default', async () => {
    expect(await serveOne({})).toEqual([]);
  });

  it('prints one line per request with PROXY_LOG=1', async () => {
    const printed = await serveOne({ PROXY_LOG: '1' });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^\[proxy\] GET \/api\/project\/account\/balance 200 \d+ms$/);
  });
});
