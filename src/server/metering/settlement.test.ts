import { describe, expect, it } from 'vitest';
import { findOperation, type UpstreamBase } from '../../lib/operations.ts';
import { Metering, type MeterRequest } from './metering.ts';
import { readMeterRequest } from './paid-request.ts';
import type { Store } from '../store/store.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';

/**
 * What a paid call is settled to never exceeds what was reserved for it, whatever the service's answer claims
 * (more rows than asked for, more pages than the crawl's limit). On both engines.
 */
async function request(
  base: UpstreamBase,
  method: string,
  path: string,
  json?: unknown,
): Promise<MeterRequest> {
  const u = new URL(path, 'http://upstream.invalid');
  const found = findOperation(base, method, u.pathname);
  if (!found) throw new Error(`no operation ${method} ${path}`);
  const read = await readMeterRequest({
    op: found.op,
    query: u.searchParams,
    raw: Buffer.from(json === undefined ? '' : JSON.stringify(json)),
    contentType: json === undefined ? undefined : 'application/json',
    refresh: false,
  });
  if (!read.ok) throw new Error(read.message);
  return read.request;
}

describe.each(STORE_ENGINES)('settlement (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  const ledgerRow = async (store: Store, id: number) =>
    (await store.db
      .selectFrom('ledger')
      .select(['outcome', 'credits'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as { outcome: string; credits: number | null };

  it('charges a search no more than its reservation when the answer lists more rows than asked for', async () => {
    const store = await fresh();
    const m = new Metering(store, { daily: 5000 });
    // spec: "similar, related and question keywords 10 per returned keyword"; limit 1: up to 10
    const r = await request('data', 'GET', '/v1/keywords/similar?source=us&keyword=tent&limit=1');
    const reserved = await m.reserve(r);
    if ('refusal' in reserved) throw new Error(reserved.refusal);
    expect(reserved.bound).toBe(10);
    const hostile = { keywords: Array.from({ length: 500 }, (_, i) => ({ keyword: `tent ${i}` })) };
    await m.settle(reserved, r, 200, hostile);
    expect(await ledgerRow(store, reserved.id)).toEqual({ outcome: 'ok', credits: 10 });
  });

  it("settles an audit's crawl no higher than its page limit, whatever page count the status reports", async () => {
    const store = await fresh();
    const m = new Metering(store, { daily: 5000 });
    const r = await request('data', 'POST', '/v1/site-audit/audits/standard', {
      domain: 'example.com',
      settings: { max_pages: 10 },
    });
    const reserved = await m.reserve(r);
    if ('refusal' in reserved) throw new Error(reserved.refusal);
    await m.settle(reserved, r, 200, { id: 5101 });
    for (const total of [5000, '3e9', 1e308]) {
      await m.audits.status('5101', { status: 'finished', total_pages: total });
      const row = await ledgerRow(store, reserved.id);
      expect(row.outcome).toBe('ok');
      expect(Number(row.credits)).toBeLessThanOrEqual(reserved.bound);
    }
  });
});
