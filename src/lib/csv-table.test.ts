import { describe, expect, it } from 'vitest';
import { csvName, csvStamp, READ_AT, tableOf } from './csv-table.ts';
import { toCsv } from './csv.ts';

const READ = Date.parse('2026-11-22T05:21:27.996Z');

describe('tableOf', () => {
  it('puts the read time (UTC) on every row as the last column, and keeps null as null', () => {
    const t = tableOf(
      'x.csv',
      [
        { k: 'boots', v: 3 },
        { k: 'zzqx', v: null },
      ],
      [
        { header: 'keyword', value: (r: { k: string; v: number | null }) => r.k },
        { header: 'volume', value: (r: { k: string; v: number | null }) => r.v },
      ],
      READ,
    );
    expect(t.header).toEqual(['keyword', 'volume', READ_AT]);
    expect(t.rows).toEqual([
      ['boots', 3, '2026-11-22 05:21:27'],
      ['zzqx', null, '2026-11-22 05:21:27'],
    ]);
    // through the writer, the null is an empty field, never 0
    expect(toCsv(t.header, t.rows).split('\r\n')[2]).toBe('"zzqx","","2026-11-22 05:21:27"');
  });

  it('leaves the read time empty when nothing was read', () => {
    expect(csvStamp(0)).toBe('');
  });
});

describe('csvName', () => {
  it('names what was exported and the day it was read', () => {
    expect(csvName(['audit', 5101, 'links', 'Internal', undefined, ''], READ)).toBe(
      'audit-5101-links-internal-2026-11-22.csv',
    );
    expect(csvName(['SERP', 'wanderschuhe größe 42'], READ)).toBe(
      'serp-wanderschuhe-große-42-2026-11-22.csv',
    );
  });
});
