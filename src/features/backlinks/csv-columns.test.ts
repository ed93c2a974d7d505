import { describe, expect, it } from 'vitest';
import type { ReferringDomain } from '../../api/backlink-schemas.ts';
import { toCsv } from '../../lib/csv.ts';
import { tableOf } from '../../lib/csv-table.ts';
import { DOMAIN_CSV } from './csv-columns.ts';

describe('a backlink table as CSV', () => {
  it('writes every field of the spec’s domain item, an unknown as empty, and when the rows were read', () => {
    // spec "Domain item: id, domain_inlink_rank, backlinks, first_seen, lost_date, domain"
    const domain = {
      id: '7',
      domain: 'trailhead-journal.com',
      domain_inlink_rank: 41,
      backlinks: 12,
      first_seen: '2026-03-02',
      lost_date: null,
    } as ReferringDomain;
    const table = tableOf('', [domain], DOMAIN_CSV, Date.UTC(2026, 10, 24, 8, 0, 0));
    const lines = toCsv(table.header, table.rows)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      '"id","domain","domain_inlink_rank","backlinks","first_seen","lost_date","read_at_utc"',
      '"7","trailhead-journal.com","41","12","2026-03-02","","2026-11-24 08:00:00"',
    ]);
  });
});
