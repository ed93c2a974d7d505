import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../http/config.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';
import { startReceiver, type TestReceiver } from './test-receiver.ts';

let proxy: Proxy | undefined;
let server: Server | undefined;
let receiver: TestReceiver | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  await proxy?.close();
  await receiver?.close();
  proxy = undefined;
  server = undefined;
  receiver = undefined;
});

describe('alerts in the server', () => {
  it('refuses a channel to this server or the embedded sandbox, takes one elsewhere, and checks on demand', async () => {
    proxy = await createProxy({ ...readConfig({}), sandboxDbPath: ':memory:', storeDir: ':memory:' });
    const handle = proxy.handle;
    server = createServer((req, res) => handle(req, res));
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    proxy.listening(url);
    receiver = await startReceiver();
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${url}/api/local${path}`, {
        method,
        headers: { host: new URL(url).host, 'x-searchboard': '1', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const sandbox = proxy.sandbox?.url ?? '';
    expect(sandbox).not.toBe('');
    for (const target of [
      `${url}/api/local/alerts`,
      `${sandbox}/data`,
      url.replace('127.0.0.1', 'localhost'),
    ]) {
      const res = await call('POST', '/alert-channels', { kind: 'webhook', url: target });
      expect(res.status, target).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'url' });
    }
    const made = await call('POST', '/alert-channels', { kind: 'webhook', url: receiver.url });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect(
      (await call('POST', '/alert-rules', { site_id: null, metric: 'jobs.failed', channels: [id] })).status,
    ).toBe(201);
    const check = await call('POST', '/alerts/check');
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ observed: expect.any(Number), fired: 0 });
    const list = await call('GET', '/alerts');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ items: [], total: 0, unseen: 0 });
    const test = await call('POST', `/alert-channels/${id}/test`);
    expect(test.status).toBe(202);
    await receiver.waitFor(1);
    expect(receiver.received[0]?.headers['x-searchboard-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});
