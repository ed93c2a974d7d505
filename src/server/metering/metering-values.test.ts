import { describe, expect, it } from 'vitest';
import { operation } from '../../lib/operations.ts';
import { Metering } from './metering.ts';
import type { MeterRequest } from './paid-request.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';

/** What the server keeps from an answer is what its columns can hold, on either engine, whatever the answer says. */
describe.each(STORE_ENGINES)('values from the upstream reach the store checked (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  const request = (id: string, query: string, json?: unknown): MeterRequest => {
    const op = operation(id);
    if (!op) throw new Error(id);
    return {
      op,
      query: new URLSearchParams(query),
      json,
      form: undefined,
      refresh: false,
      body: undefined,
      contentType: undefined,
    };
  };
  const json = (v: unknown) => Buffer.from(JSON.stringify(v));

  it('an audit status naming 3e9 or 1e308 pages is read without a failure and changes no count', async () => {
    const store = await fresh();
    const m = new Metering(store);
    for (const total_pages of [3e9, 1e308, '1e308', 2 ** 31, -1])
      await m.observe(
        request('audits.status', 'audit_id=9'),
        200,
        'application/json',
        json({ status: 'finished', total_pages, audit_time: '2026-11-22 10:00:00' }),
      );
    expect(await m.audits.lastPagesOf('9')).toBeNull();
    // the date of the finished crawl is still learnt
    expect((await m.dates.list('9')).map((d) => d.date)).toEqual(['2026-11-22']);
  });

  it('a SERP result is archived whole, with the labels its list shows only when a column can hold them', async () => {
    const store = await fresh();
    const m = new Metering(store);
    const meta = {
      keyword: 'tents\u0000',
      device: { d: 1 },
      location_id: 2840,
      language_code: 'e'.repeat(5000),
      crawled_at: '2026-11-22 10:00:00',
    };
    const body = json({ request_metadata: meta, items: [] });
    await m.observe(request('serp.tasks.list_or_result', 'task_id=77'), 200, 'application/json', body);
    const [kept] = await m.archiveList();
    expect(kept).toMatchObject({
      task_id: '77',
      keyword: null,
      device: null,
      location_id: '2840',
      language_code: null,
      crawled_at: '2026-11-22 10:00:00',
    });
    expect((await m.archived(request('serp.tasks.list_or_result', 'task_id=77')))?.body).toEqual(body);
  });

  it('a backlink report is recorded with the quoted price, and a currency no column holds is left out', async () => {
    const store = await fresh();
    const m = new Metering(store);
    const info = request('backlinks.info', 'mode=domain&target=example.com');
    await m.observe(info, 200, 'application/json', json({ price: { amount: 12.5, currency: 'U\u0000SD' } }));
    const create = request('backlinks.create', '', { mode: 'domain', target: 'example.com' });
    const res = await m.reserve(create);
    if ('refusal' in res) throw new Error(res.refusal);
    await m.settle(res, create, 200, { id: 1 });
    const row = await store.db
      .selectFrom('ledger')
      .select(['money_amount', 'money_currency', 'outcome'])
      .where('id', '=', res.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ money_amount: 12.5, money_currency: '', outcome: 'ok' });
  });

  it('a quote past any real price is not taken, so the month’s money total still adds up', async () => {
    const store = await fresh();
    const m = new Metering(store);
    // two reports quoted at the largest double: kept as prices, their sum overflows PostgreSQL's numeric sum
    for (const target of ['a.example', 'b.example']) {
      await m.observe(
        request('backlinks.info', `mode=domain&target=${target}`),
        200,
        'application/json',
        json({ price: { amount: 1e308, currency: 'USD' } }),
      );
      const create = request('backlinks.create', '', { mode: 'domain', target });
      const res = await m.reserve(create);
      if ('refusal' in res) throw new Error(res.refusal);
      await m.settle(res, create, 200, { id: 1 });
    }
    const summary = await m.ledger.summary();
    expect({ money: summary.money, unquoted: summary.moneyUnquoted }).toEqual({ money: [], unquoted: 2 });
  });
});
