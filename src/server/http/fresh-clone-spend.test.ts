import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { nodeRequest } from './test-request.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';

/**
 * A fresh clone in front of the embedded sandbox, as the account page reads it: the balance is money (backlink
 * reports withdraw from it, credits do not), the ledger counts the credits and the money apart, and the seeded
 * rank-tracking history is said to be demo history, with nothing of it in the ledger or the budget.
 */
let proxy: Proxy;
let server: Server;
let port: number;

beforeAll(async () => {
  proxy = await createProxy({
    ...readConfig({ CREDIT_BUDGET_MONTHLY: '5000' }),
    sandboxDbPath: ':memory:',
    storeDir: ':memory:',
    log: false,
  });
  await proxy.seedDemo();
  server = createServer((req, res) => proxy.handle(req, res, () => res.end('app')));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await proxy.close();
});

async function call(method: string, path: string, body?: unknown) {
  const r = await nodeRequest(port, {
    method,
    path,
    headers: { host: `127.0.0.1:${port}`, 'x-searchboard': '1', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(r.status, `${method} ${path}: ${r.body.toString()}`).toBeLessThan(300);
  return JSON.parse(r.body.toString() || '{}') as Record<string, unknown>;
}

interface Spend {
  month: number;
  byArea: Record<string, number>;
  money: { currency: string; amount: number; calls: number }[];
  demo: { site_ids: number[]; checks: number; from: string; to: string } | null;
  budget: { remainingMonth: number | null };
  latest: { op: string; credits: number | null; money_amount: number | null }[];
}
const spend = async () => (await call('GET', '/api/local/credits')) as unknown as Spend;
const balance = async () => Number((await call('GET', '/api/project/account/balance')).value);

describe('a fresh clone’s account, as the ledger and the balance tell it', () => {
  it('says the seeded rank-tracking history is demo history: 0 credits in the ledger, the budget whole', async () => {
    const s = await spend();
    expect(s.demo).toMatchObject({ site_ids: [101], checks: 60 * 89 });
    expect(s.month).toBe(0);
    expect(s.byArea).toEqual({});
    expect(s.latest).toEqual([]);
    expect(s.budget.remainingMonth).toBe(5000);
  });

  it('takes a backlink report’s price from the balance and from no credit; credits leave the balance alone', async () => {
    const before = await balance();
    await call('GET', '/api/data/v1/keywords/similar?source=us&keyword=hiking%20boots&limit=5');
    expect(await balance()).toBe(before);
    const info = await call('GET', '/api/backlinks/backlink-reports/info?mode=domain&target=example.org');
    const price = (info.price as { amount: number; currency: string }).amount;
    await call('POST', '/api/backlinks/backlink-reports', { mode: 'domain', target: 'example.org' });
    expect(await balance()).toBeCloseTo(before - price, 2);
    const s = await spend();
    expect(s.money).toEqual([{ currency: 'USD', amount: price, calls: 1 }]);
    // the credits are the search's alone: the report's dollars are not added to them
    const credits = s.latest.reduce((n, r) => n + (r.credits ?? 0), 0);
    expect(s.month).toBe(credits);
    expect(Object.entries(s.byArea).filter(([, n]) => n > 0)).toEqual([['keywords', credits]]);
  });
});
