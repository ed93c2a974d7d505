import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { backlinkFiguresCsv, movesCsv, planProgressCsv } from './report-csv.ts';

const READ = Date.parse('2026-11-22T08:00:00Z');

describe('report CSV files', () => {
  it('writes gains then losses with the range, "not found" as 0', () => {
    const t = movesCsv(
      101,
      'Chat assistant #301 (US)',
      {
        gains: [{ keywordId: 1, keyword: 'best boots', from: 0, to: 1, change: 100 }],
        losses: [{ keywordId: 2, keyword: 'trail "shoes"', from: 2, to: 4, change: -2 }],
      },
      { from: '2026-10-24', to: '2026-11-22' },
      READ,
    );
    expect(t.filename).toBe(
      'report-101-chat-assistant-301-us-prompt-moves-2026-10-24-2026-11-22-2026-11-22.csv',
    );
    const lines = toCsv(t.header, t.rows).split('\r\n');
    expect(lines[1]).toBe(
      '"Chat assistant #301 (US)","gain","best boots","1","0","1","2026-10-24","2026-11-22","2026-11-22 08:00:00"',
    );
    expect(lines[2]).toContain('"loss","trail ""shoes""","2","2","4"');
  });

  it('leaves the percentage of a section without tasks empty (no data, not 0)', () => {
    const t = planProgressCsv(
      101,
      {
        overall: { title: 'Overall', checked: 1, count: 2, percent: 50 },
        sections: [{ title: 'Custom tasks', checked: 0, count: 0, percent: null }],
      },
      READ,
    );
    expect(toCsv(t.header, t.rows).split('\r\n')[2]).toBe('"Custom tasks","0","0","","2026-11-22 08:00:00"');
  });

  it("dates backlink figures by the report's creation and the read time", () => {
    const t = backlinkFiguresCsv(
      'northwind-outdoor.com',
      '2026-11-19 00:00:00',
      [['Inlink rank', null]],
      READ,
    );
    expect(t.rows).toEqual([
      ['northwind-outdoor.com', 'Inlink rank', null, '2026-11-19 00:00:00', '2026-11-22 08:00:00'],
    ]);
  });
});
