import { describe, expect, it } from 'vitest';
import { AuditCharges } from './audit-charges.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';

describe.each(STORE_ENGINES)('AuditCharges (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  /** spec price table: "standard audit and standard recheck 2 per crawled page; advanced … 20 per crawled page" */
  async function setup() {
    const store = await fresh();
    let now = new Date('2026-11-22T10:00:00Z');
    const charges = new AuditCharges(store, () => now);
    const row = async (credits: number | null) =>
      (
        await store.db
          .insertInto('ledger')
          .values({
            at: now.toISOString(),
            area: 'audits',
            op: 'audits.x',
            target: null,
            credits,
            estimated: true,
            status: 200,
            outcome: 'ok',
            money_amount: null,
            money_currency: null,
            detail: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const credits = (id: number) =>
      store.db.selectFrom('ledger').select(['credits', 'estimated']).where('id', '=', id).executeTakeFirst();
    const pagesOf = async (id: number) =>
      (
        await store.db
          .selectFrom('audit_charges')
          .select('pages')
          .where('ledger_id', '=', id)
          .executeTakeFirst()
      )?.pages;
    return { charges, row, credits, pagesOf, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
  }

  it('a recheck is not settled by the previous crawl’s finished status, only by its own', async () => {
    const s = await setup();
    const id = await s.row(2000);
    await s.charges.opened(id, '7', 'audits.recheck.standard', 'recheck', 1000, 2000);
    // the status still shows the crawl before the recheck (finished before it was asked for)
    await s.charges.status('7', { status: 'finished', total_pages: 300, audit_time: '2026-11-22 09:00:00' });
    expect(await s.credits(id)).toEqual({ credits: 2000, estimated: true });
    await s.charges.status('7', { status: 'processing', total_pages: 10 });
    s.later(60_000);
    await s.charges.status('7', {
      status: 'finished',
      total_pages: '120',
      audit_time: '2026-11-22 09:00:00',
    });
    expect(await s.credits(id)).toEqual({ credits: 240, estimated: false });
    // settled once: a later read changes nothing
    await s.charges.status('7', { status: 'finished', total_pages: 999 });
    expect(await s.credits(id)).toEqual({ credits: 240, estimated: false });
  });

  it('a recheck whose crawl finished after it was asked for settles without a running status seen', async () => {
    const s = await setup();
    const id = await s.row(null);
    await s.charges.opened(id, '8', 'audits.recheck.advanced', 'recheck', null, null);
    await s.charges.status('8', { status: 'finished', total_pages: 5, audit_time: '2026-11-22 10:05:00' });
    expect(await s.credits(id)).toEqual({ credits: 100, estimated: false });
  });

  it('a creation is settled by its first ended status; unreadable answers change nothing', async () => {
    const s = await setup();
    const id = await s.row(80);
    await s.charges.opened(id, '9', 'audits.create.standard', 'create', 40, 80);
    expect(await s.charges.maxPagesOf('9')).toBe(40);
    await s.charges.status('9', { status: 'processing', total_pages: 3 });
    await s.charges.status('9', { status: 'finished', total_pages: 'many' });
    expect(await s.credits(id)).toEqual({ credits: 80, estimated: true });
    await s.charges.status('9', { status: 'finished', total_pages: 33, audit_time: '2026-11-22 08:00:00' });
    expect(await s.credits(id)).toEqual({ credits: 66, estimated: false });
  });

  it('a cancelled or expired crawl is settled at the pages it crawled before it stopped', async () => {
    // spec "Audit status": total_pages is "pages crawled so far"; the price is per crawled page
    const s = await setup();
    const created = await s.row(2000);
    await s.charges.opened(created, '10', 'audits.create.standard', 'create', 1000, 2000);
    await s.charges.status('10', { status: 'cancelled', total_pages: 12, start_time: '2026-11-22 10:00:00' });
    expect(await s.credits(created)).toEqual({ credits: 24, estimated: false });
    const rechecked = await s.row(null);
    s.later(3_600_000);
    await s.charges.opened(rechecked, '11', 'audits.recheck.advanced', 'recheck', null, null);
    // the crawl before the recheck expired long ago: not this recheck's
    await s.charges.status('11', { status: 'expired', total_pages: 50, start_time: '2026-11-20 08:00:00' });
    expect(await s.credits(rechecked)).toEqual({ credits: null, estimated: true });
    // the recheck's own crawl, started after it was asked for, then cancelled
    await s.charges.status('11', {
      status: 'cancelled',
      total_pages: '7',
      start_time: '2026-11-22 11:00:01',
    });
    expect(await s.credits(rechecked)).toEqual({ credits: 140, estimated: false });
  });

  it('remembers how many pages each audit’s latest finished crawl reached', async () => {
    const s = await setup();
    expect(await s.charges.lastPagesOf('12')).toBeNull();
    await s.charges.status('12', { status: 'finished', total_pages: '1270' });
    await s.charges.status('12', { status: 'processing', total_pages: 4 });
    await s.charges.status('12', { status: 'cancelled', total_pages: 9 });
    expect(await s.charges.lastPagesOf('12')).toBe(1270);
    await s.charges.status('12', { status: 'finished', total_pages: 1304 });
    expect(await s.charges.lastPagesOf('12')).toBe(1304);
  });

  it('a status with a count the service cannot send changes nothing, on either engine', async () => {
    // spec: total_pages is an integer and max_pages is 1-300000; the store's columns are 32-bit integers
    const s = await setup();
    const id = await s.row(2000);
    await s.charges.opened(id, '13', 'audits.create.standard', 'create', 1000, 2000);
    for (const total_pages of [3e9, 1e308, '1e308', -5, 'NaN', Infinity, 300_001, [], { n: 1 }])
      await s.charges.status('13', { status: 'finished', total_pages, audit_time: '2026-11-22 10:05:00' });
    // the charge stays at its bound, and no count is kept for a recheck's bound
    expect(await s.credits(id)).toEqual({ credits: 2000, estimated: true });
    expect(await s.charges.lastPagesOf('13')).toBeNull();
    await s.charges.status('13', {
      status: 'finished',
      total_pages: '46',
      audit_time: '2026-11-22 10:05:00',
    });
    expect(await s.credits(id)).toEqual({ credits: 92, estimated: false });
  });

  it('a settlement never exceeds the charge’s bound, whatever count the status names', async () => {
    const s = await setup();
    const id = await s.row(80);
    await s.charges.opened(id, '14', 'audits.create.standard', 'create', 40, 80);
    // more pages than the crawl's limit: it stopped at the limit
    await s.charges.status('14', { status: 'finished', total_pages: 250_000 });
    expect(await s.credits(id)).toEqual({ credits: 80, estimated: false });
    const settled = await s.pagesOf(id);
    expect(settled).toBe(40);
  });

  it('an answer naming no audit id opens no charge', async () => {
    const s = await setup();
    const id = await s.row(80);
    await s.charges.opened(id, 'x\u0000y', 'audits.create.standard', 'create', 40, 80);
    await s.charges.opened(id, '[object Object]', 'audits.create.standard', 'create', 40, 80);
    expect(await s.pagesOf(id)).toBeUndefined();
    expect(await s.charges.isCharged('x\u0000y')).toBe(true);
  });
});
