import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';

// 10,000 requests through the proxy at 64 connections to the sandbox must see no error; the proxy's memory before
// and after is printed. Loopback only, bounded in count and time.
describe('the proxy under load', () => {
  let proxy: Proxy;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    proxy = await createProxy({ ...readConfig({}), sandboxDbPath: ':memory:', log: false });
    server = createServer((req, res) => proxy.handle(req, res));
    server.keepAliveTimeout = 10_000;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await proxy.close();
  });

  it('answers 10,000 requests at 64 connections with no error', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const result = await autocannon({
      url: `${url}/api/project/account/balance`,
      connections: 64,
      amount: 10_000,
      timeout: 30,
      headers: { host: new URL(url).host, 'x-searchboard': '1' },
    });
    const after = process.memoryUsage().rss;
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
    console.log(
      `load: ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx, ` +
        `${result.requests.average} req/s; proxy process RSS ${mb(before)} before, ${mb(after)} after`,
    );
    // every one of the 10,000 requests was sent and answered 2xx
    expect(result.requests.sent).toBeGreaterThanOrEqual(10_000);
    expect(result['2xx']).toBe(result.requests.sent);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
  }, 120_000);
});
