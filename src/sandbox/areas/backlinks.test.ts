import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { getBalance, withdraw } from '../core-data.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';

// Contract of the backlink-report headers: list, info, create, update (refresh), delete, and their
// errors (spec, Errors 4, messages verbatim). Rows of the reports are covered in backlinks-rows.test.ts.

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('backlink reports', () => {
  const t = useTestSandbox({ now: '2026-11-22T12:00:00Z' });
  const balance = () => getBalance(t.sandbox.ctx.db).balance;
  /** Leaves exactly `amount` on the account. */
  const setBalance = (amount: number) => {
    expect(withdraw(t.sandbox.ctx.db, Math.round((balance() - amount) * 100) / 100)).toBe(true);
  };
  const topUp = () => t.sandbox.ctx.db.prepare('UPDATE account SET balance = 250 WHERE id = 1').run();

  beforeEach(() => {
    topUp();
  });

  describe('GET /backlink-reports', () => {
    it('lists the seeded reports as `{total_reports, reports[]}` with string id, backlinks and refdomains', async () => {
      const r = await t.call('backlinks', 'GET', '/backlink-reports');
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['reports', 'total_reports']);
      expect(r.body.total_reports).toBe(6);
      for (const item of r.body.reports) {
        expect(Object.keys(item).sort()).toEqual([
          'backlinks',
          'created',
          'id',
          'mode',
          'refdomains',
          'target',
        ]);
        // spec: "List item: `id` string, ... `backlinks` string, `refdomains` string, `created` string (YYYY-MM-DD HH:MM:SS)"
        expect(item.id).toMatch(/^\d+$/);
        expect(item.backlinks).toMatch(/^\d+$/);
        expect(item.refdomains).toMatch(/^\d+$/);
        expect(item.created).toMatch(DATETIME);
        expect(['host', 'domain', 'url']).toContain(item.mode);
      }
      // Newest first; seeded dates are relative to the clock at seeding.
      expect(r.body.reports[0]).toEqual({
        id: '3',
        target: 'https://www.quantaledger.io/pricing',
        mode: 'url',
        backlinks: '186',
        refdomains: '64',
        created: '2026-11-21 10:00:00',
      });
      expect(r.body.reports.find((x: any) => x.id === '1')).toEqual({
        id: '1',
        target: 'northwind-outdoor.com',
        mode: 'domain',
        backlinks: '12840',
        refdomains: '1164',
        created: '2026-11-19 08:00:00',
      });
    });

    it('pages with limit and offset while total_reports ignores them', async () => {
      const all = await t.call('backlinks', 'GET', '/backlink-reports');
      const page = await t.call('backlinks', 'GET', '/backlink-reports', { query: { limit: 2, offset: 1 } });
      expect(page.body.total_reports).toBe(all.body.total_reports);
      expect(page.body.reports.map((x: any) => x.id)).toEqual(
        all.body.reports.slice(1, 3).map((x: any) => x.id),
      );
    });

    it('searches the target with `query`', async () => {
      const r = await t.call('backlinks', 'GET', '/backlink-reports', {
        query: { query: 'BLOOM', limit: 1 },
      });
      expect(r.body.total_reports).toBe(2);
      expect(r.body.reports).toHaveLength(1);
      expect(r.body.reports[0].target).toContain('bloom-botanics.co.uk');
      const none = await t.call('backlinks', 'GET', '/backlink-reports', {
        query: { query: 'nothing-like-this' },
      });
      expect(none.body).toEqual({ total_reports: 0, reports: [] });
    });

    it('rejects a limit outside 1–10000 and a negative offset', async () => {
      for (const query of [{ limit: 0 }, { limit: 10001 }, { limit: 'ten' }, { offset: -1 }] as Record<
        string,
        string | number
      >[]) {
        const r = await t.call('backlinks', 'GET', '/backlink-reports', { query });
        expect(r.status).toBe(400);
        expect(r.body.message).toMatch(/limit|offset/);
      }
    });
  });

  describe('GET /backlink-reports/info', () => {
    it('answers `{backlinks, domains, price: {amount, currency}, note}` for a target', async () => {
      const r = await t.call('backlinks', 'GET', '/backlink-reports/info', {
        query: { mode: 'domain', target: 'northwind-outdoor.com' },
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        backlinks: 12840,
        domains: 1164,
        price: { amount: 6, currency: 'USD' },
        note: 'Only the first 10000 backlinks are shown in the report',
      });
    });

    it('prices a target deterministically by its size, a few dollars at most', async () => {
      const q = { mode: 'url', target: 'https://www.quantaledger.io/pricing' };
      const a = await t.call('backlinks', 'GET', '/backlink-reports/info', { query: q });
      const b = await t.call('backlinks', 'GET', '/backlink-reports/info', { query: q });
      expect(a.body).toEqual(b.body);
      expect(a.body.backlinks).toBe(186);
      expect(a.body.price.amount).toBe(1.09);
      const other = await t.call('backlinks', 'GET', '/backlink-reports/info', {
        query: { mode: 'host', target: 'www.example.org' },
      });
      expect(other.body.price.amount).toBeGreaterThanOrEqual(1);
      expect(other.body.price.amount).toBeLessThanOrEqual(6);
    });

    // spec, Errors 4: info | 400 | `Invalid url`, `Invalid domain`, `Invalid mode`, `Not enough money in your balance`
    it.each([
      [{ target: 'northwind-outdoor.com' }, 'Invalid mode'],
      [{ mode: 'page', target: 'northwind-outdoor.com' }, 'Invalid mode'],
      [{ mode: 'url', target: 'not a url' }, 'Invalid url'],
      [{ mode: 'url', target: 'ftp://northwind-outdoor.com/' }, 'Invalid url'],
      [{ mode: 'url' }, 'Invalid url'],
      [{ mode: 'domain', target: 'not a domain' }, 'Invalid domain'],
      [{ mode: 'domain' }, 'Invalid domain'],
      [{ mode: 'host', target: 'https://www.northwind-outdoor.com/tents' }, 'Invalid domain'],
    ])('400 for %j: %s', async (query, message) => {
      const r = await t.call('backlinks', 'GET', '/backlink-reports/info', { query });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
    });

    it('400 `Not enough money in your balance` when the balance is below the price', async () => {
      setBalance(5.99);
      const r = await t.call('backlinks', 'GET', '/backlink-reports/info', {
        query: { mode: 'domain', target: 'northwind-outdoor.com' },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Not enough money in your balance' });
    });
  });

  describe('POST /backlink-reports', () => {
    it('creates a report, returns `{report_id}` as an integer and withdraws the info price', async () => {
      const target = 'alpine-stride.com';
      const info = await t.call('backlinks', 'GET', '/backlink-reports/info', {
        query: { mode: 'domain', target },
      });
      const before = balance();
      const r = await t.call('backlinks', 'POST', '/backlink-reports', { json: { mode: 'domain', target } });
      expect(r.status).toBe(200);
      expect(Object.keys(r.body)).toEqual(['report_id']);
      expect(Number.isInteger(r.body.report_id)).toBe(true);
      expect(balance()).toBeCloseTo(before - info.body.price.amount, 2);
      const list = await t.call('backlinks', 'GET', '/backlink-reports', { query: { limit: 1 } });
      expect(list.body.reports[0]).toEqual({
        id: String(r.body.report_id),
        target,
        mode: 'domain',
        backlinks: String(info.body.backlinks),
        refdomains: String(info.body.domains),
        created: '2026-11-22 12:00:00',
      });
      const account = await t.call('project', 'GET', '/account/balance');
      expect(account.body.value).toBeCloseTo(before - info.body.price.amount, 2);
    });

    // spec, Errors 4: create | 400 | ... `Failed to get backlinks. Try again later` (sandbox: targets containing "unreachable")
    it('400 `Failed to get backlinks. Try again later` for an unreachable target, charging nothing', async () => {
      const before = balance();
      const r = await t.call('backlinks', 'POST', '/backlink-reports', {
        json: { mode: 'domain', target: 'unreachable-shop.com' },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Failed to get backlinks. Try again later' });
      expect(balance()).toBe(before);
    });

    it.each([
      [{ mode: 'everything', target: 'x.com' }, 'Invalid mode'],
      [{ mode: 'url', target: 'x.com/no-scheme' }, 'Invalid url'],
      [{ mode: 'domain', target: 'x' }, 'Invalid domain'],
      [{}, 'Invalid mode'],
    ])('400 for %j: %s', async (json, message) => {
      const r = await t.call('backlinks', 'POST', '/backlink-reports', { json });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
    });

    it('400 `Not enough money in your balance` leaves the balance and the report list unchanged', async () => {
      setBalance(0.5);
      const before = (await t.call('backlinks', 'GET', '/backlink-reports')).body.total_reports;
      const r = await t.call('backlinks', 'POST', '/backlink-reports', {
        json: { mode: 'domain', target: 'northwind-outdoor.com' },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Not enough money in your balance' });
      expect(balance()).toBe(0.5);
      expect((await t.call('backlinks', 'GET', '/backlink-reports')).body.total_reports).toBe(before);
    });
  });

  describe('PUT /backlink-reports (refresh)', () => {
    it('204, withdraws the price again and moves `created` to now', async () => {
      t.clock.advance(2 * DAY_MS);
      const before = balance();
      const r = await t.call('backlinks', 'PUT', '/backlink-reports', { json: { report_id: 2 } });
      expect(r.status).toBe(204);
      expect(r.text).toBe('');
      // bloom-botanics.co.uk: 2315 backlinks → $1 + 0.0005 × 2315
      expect(balance()).toBeCloseTo(before - 2.16, 2);
      const list = await t.call('backlinks', 'GET', '/backlink-reports', {
        query: { query: 'bloom-botanics.co.uk' },
      });
      const item = list.body.reports.find((x: any) => x.id === '2');
      expect(item.created).toBe('2026-11-24 12:00:00');
      const overview = await t.call('backlinks', 'GET', '/backlink-reports/2/overview');
      expect(overview.body.created).toBe('2026-11-24');
    });

    it('accepts the report id as a string', async () => {
      const r = await t.call('backlinks', 'PUT', '/backlink-reports', { json: { report_id: '5' } });
      expect(r.status).toBe(204);
    });

    // spec, Errors 4: update | 400 `Invalid report ID` ... | 404 `Backlink report not found`
    it.each([[{}], [{ report_id: 'abc' }], [{ report_id: '' }], [{ report_id: 1.5 }]])(
      '400 `Invalid report ID` for %j',
      async (json) => {
        const r = await t.call('backlinks', 'PUT', '/backlink-reports', { json });
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ message: 'Invalid report ID' });
      },
    );

    it('404 `Backlink report not found` for an unknown id', async () => {
      const r = await t.call('backlinks', 'PUT', '/backlink-reports', { json: { report_id: 999 } });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'Backlink report not found' });
    });

    it('400 `Failed to get backlinks. Try again later` when the target is unreachable', async () => {
      const id = t.sandbox.ctx.db
        .prepare(
          "INSERT INTO backlink_reports (mode, target, backlinks, refdomains, created_at) VALUES ('domain', 'unreachable.net', 50, 9, 0)",
        )
        .run().lastInsertRowid;
      const before = balance();
      const r = await t.call('backlinks', 'PUT', '/backlink-reports', { json: { report_id: Number(id) } });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Failed to get backlinks. Try again later' });
      expect(balance()).toBe(before);
    });

    it('400 `Not enough money in your balance` keeps the old created date', async () => {
      setBalance(1);
      const listBefore = await t.call('backlinks', 'GET', '/backlink-reports', {
        query: { query: 'trailforge' },
      });
      t.clock.advance(DAY_MS);
      const r = await t.call('backlinks', 'PUT', '/backlink-reports', { json: { report_id: 4 } });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Not enough money in your balance' });
      const listAfter = await t.call('backlinks', 'GET', '/backlink-reports', {
        query: { query: 'trailforge' },
      });
      expect(listAfter.body.reports).toEqual(listBefore.body.reports);
      expect(balance()).toBe(1);
    });
  });

  describe('DELETE /backlink-reports/{report_id}', () => {
    it('204, then the report is gone and a second delete is 404 `Backlink report not found`', async () => {
      const r = await t.call('backlinks', 'DELETE', '/backlink-reports/6');
      expect(r.status).toBe(204);
      const list = await t.call('backlinks', 'GET', '/backlink-reports');
      expect(list.body.reports.map((x: any) => x.id)).not.toContain('6');
      const again = await t.call('backlinks', 'DELETE', '/backlink-reports/6');
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'Backlink report not found' });
      const overview = await t.call('backlinks', 'GET', '/backlink-reports/6/overview');
      expect(overview.status).toBe(404);
    });

    it('404 for an id that is not a number (the spec lists only 404 for delete)', async () => {
      const r = await t.call('backlinks', 'DELETE', '/backlink-reports/abc');
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'Backlink report not found' });
    });
  });

  it('answers 401 without the data key', async () => {
    const r = await t.call('backlinks', 'GET', '/backlink-reports', { key: null });
    expect(r.status).toBe(401);
  });
});
