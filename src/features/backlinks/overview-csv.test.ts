import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { topAnchorsCsv, topDomainsCsv } from './overview-csv.ts';
import { sampleOverview } from './test-overview.ts';

const READ_AT = Date.UTC(2026, 10, 24, 9, 30, 0);

const overview = sampleOverview(
  {},
  {
    domains: {
      ...sampleOverview().domains,
      top_domains: [
        { domain: 'trailhead-journal.com', count: 412, name: 'Trailhead, "the" journal', country: 'US' },
        { domain: 'gear.example', count: null, name: null, country: null },
      ],
    },
    anchors: {
      total: 408,
      top_anchors: {
        links: [{ anchor: 'northwind boots', count: 930 }],
        domains: [{ anchor: 'northwind', count: 120 }],
      },
    },
  },
);

describe("the backlink overview's top lists as CSV", () => {
  it('writes every top referring domain with the report, and a missing count as empty, not 0', () => {
    const t = topDomainsCsv(overview, READ_AT);
    expect(t.filename).toBe('backlinks-northwind-outdoor-com-top-domains-2026-11-24.csv');
    // the one CSV writer quotes every field and starts the file with a BOM (Excel reads it as UTF-8)
    expect(
      toCsv(t.header, t.rows)
        .replace(/^\uFEFF/, '')
        .split('\r\n'),
    ).toEqual([
      '"report_id","target","domain","backlinks","name","country","read_at_utc"',
      '"1","northwind-outdoor.com","trailhead-journal.com","412","Trailhead, ""the"" journal","US","2026-11-24 09:30:00"',
      '"1","northwind-outdoor.com","gear.example","","","","2026-11-24 09:30:00"',
      '',
    ]);
  });

  it('names the count of each anchor ranking by what it counts', () => {
    const byLinks = topAnchorsCsv(overview, 'links', READ_AT);
    const byDomains = topAnchorsCsv(overview, 'domains', READ_AT);
    expect(byLinks.header).toEqual(['report_id', 'target', 'anchor', 'backlinks', 'read_at_utc']);
    expect(byLinks.rows).toEqual([
      ['1', 'northwind-outdoor.com', 'northwind boots', 930, '2026-11-24 09:30:00'],
    ]);
    expect(byDomains.header[3]).toBe('referring_domains');
    expect(byDomains.filename).toBe('backlinks-northwind-outdoor-com-top-anchors-by-domains-2026-11-24.csv');
  });
});
