import { describe, expect, it } from 'vitest';
import { AuditCharges } from './audit-charges.ts';
import { openStore } from './store.ts';

/** spec price table: "standard audit and standard recheck 2 per crawled page; advanced … 20 per crawled page" */
function setup() {
  const db = openStore(':memory:');
  let now = new Date('2026-11-22T10:00:00Z');
  const charges = new AuditCharges(db, () => now);
  const row = (credits: number | null) =>
    Number(
      db
        .prepare(
          `INSERT INTO ledger (at, area, op, target, credits, estimated, status, outcome)
           VALUES (?, 'audits', 'audits.x', null, ?, 1, 200, 'ok')`,
        )
        .run(now.toISOString(), credits).lastInsertRowid,
    );
  const credits = (id: number) =>
    db.prepare('SELECT credits, estimated FROM ledger WHERE id = ?').get(id) as {
      credits: number | null;
      estimated: number;
    };
  return { charges, row, credits, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('AuditCharges', () => {
  it('a recheck is not settled by the previous crawl’s finished status, only by its own', () => {
    const s = setup();
    const id = s.row(2000);
    s.charges.opened(id, '7', 'audits.recheck.standard', 'recheck', 1000, 2000);
    // the status still shows the crawl before the recheck (finished before it was asked for)
    s.charges.status('7', { status: 'finished', total_pages: 300, audit_time: '2026-11-22 09:00:00' });
    expect(s.credits(id)).toEqual({ credits: 2000, estimated: 1 });
    s.charges.status('7', { status: 'processing', total_pages: 10 });
    s.later(60_000);
    s.charges.status('7', { status: 'finished', total_pages: '120', audit_time: '2026-11-22 09:00:00' });
    expect(s.credits(id)).toEqual({ credits: 240, estimated: 0 });
    // settled once: a later read changes nothing
    s.charges.status('7', { status: 'finished', total_pages: 999 });
    expect(s.credits(id)).toEqual({ credits: 240, estimated: 0 });
  });

  it('a recheck whose crawl finished after it was asked for settles without a running status seen', () => {
    const s = setup();
    const id = s.row(null);
    s.charges.opened(id, '8', 'audits.recheck.advanced', 'recheck', null, null);
    s.charges.status('8', { status: 'finished', total_pages: 5, audit_time: '2026-11-22 10:05:00' });
    expect(s.credits(id)).toEqual({ credits: 100, estimated: 0 });
  });

  it('a creation is settled by its first ended status; unreadable answers change nothing', () => {
    const s = setup();
    const id = s.row(80);
    s.charges.opened(id, '9', 'audits.create.standard', 'create', 40, 80);
    expect(s.charges.maxPagesOf('9')).toBe(40);
    s.charges.status('9', { status: 'processing', total_pages: 3 });
    s.charges.status('9', { status: 'finished', total_pages: 'many' });
    expect(s.credits(id)).toEqual({ credits: 80, estimated: 1 });
    s.charges.status('9', { status: 'finished', total_pages: 33, audit_time: '2026-11-22 08:00:00' });
    expect(s.credits(id)).toEqual({ credits: 66, estimated: 0 });
  });

  it('a cancelled or expired crawl is settled at the pages it crawled before it stopped', () => {
    // spec "Audit status": total_pages is "pages crawled so far"; the price is per crawled page
    const s = setup();
    const created = s.row(2000);
    s.charges.opened(created, '10', 'audits.create.standard', 'create', 1000, 2000);
    s.charges.status('10', { status: 'cancelled', total_pages: 12, start_time: '2026-11-22 10:00:00' });
    expect(s.credits(created)).toEqual({ credits: 24, estimated: 0 });
    const rechecked = s.row(null);
    s.later(3_600_000);
    s.charges.opened(rechecked, '11', 'audits.recheck.advanced', 'recheck', null, null);
    // the crawl before the recheck expired long ago: not this recheck's
    s.charges.status('11', { status: 'expired', total_pages: 50, start_time: '2026-11-20 08:00:00' });
    expect(s.credits(rechecked)).toEqual({ credits: null, estimated: 1 });
    // the recheck's own crawl, started after it was asked for, then cancelled
    s.charges.status('11', { status: 'cancelled', total_pages: '7', start_time: '2026-11-22 11:00:01' });
    expect(s.credits(rechecked)).toEqual({ credits: 140, estimated: 0 });
  });

  it('remembers how many pages each audit’s latest finished crawl reached', () => {
    const s = setup();
    expect(s.charges.lastPagesOf('12')).toBeNull();
    s.charges.status('12', { status: 'finished', total_pages: '1270' });
    s.charges.status('12', { status: 'processing', total_pages: 4 });
    s.charges.status('12', { status: 'cancelled', total_pages: 9 });
    expect(s.charges.lastPagesOf('12')).toBe(1270);
    s.charges.status('12', { status: 'finished', total_pages: 1304 });
    expect(s.charges.lastPagesOf('12')).toBe(1304);
  });
});
