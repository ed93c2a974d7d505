import { describe, expect, it } from 'vitest';
import type { AuditListItem, FinishedAuditReport } from '../../../api/audit-schemas.ts';
import { listedAudit } from '../../../components/testing/audit-item.ts';
import { toCsv } from '../../../lib/csv.ts';
import { auditListCsv, checksCsv, linksCsv, pageIssuesCsv } from './audits-csv.ts';
import { compareCsv } from '../history/history-csv.ts';
import { diffHistory } from '../history/history-diff.ts';

const READ = Date.parse('2026-11-22T08:00:00Z');
const item = (over: Partial<AuditListItem>): AuditListItem =>
  listedAudit({ stats: { score: 80, errors: 3, warnings: 4, notices: 5, crawled: 100 }, ...over });
const line = (csv: string, n: number) => csv.split('\r\n')[n];

describe('audit CSV files', () => {
  it('lists audits with stats and previous stats; no previous run is empty fields, never 0', () => {
    const t = auditListCsv([item({}), item({ id: 2, stats: null, status: 'queued' })], 1, READ);
    expect(t.filename).toBe('audits-2026-11-22.csv');
    const csv = toCsv(t.header, t.rows);
    expect(line(csv, 0)).toBe(
      '\uFEFF"id","title","url","site_id","group_id","status","score","errors","warnings","notices","crawled","prev_score","prev_errors","prev_warnings","prev_notices","prev_crawled","last_update","read_at_utc"',
    );
    expect(line(csv, 1)).toBe(
      '"1","Example","https://example.com","101","","finished","80","3","4","5","100","","","","","","2026-11-21","2026-11-22 08:00:00"',
    );
    expect(line(csv, 2)).toContain('"queued","","","","",""');
  });

  it("writes every check of every section with the crawl's time", () => {
    const report = {
      is_finished: true,
      audit_time: '2026-11-21 09:39:00',
      sections: [
        {
          uid: 'a',
          name: 'Links',
          props: { broken: { code: 'broken', status: 'error', name: 'Broken links', value: 7 } },
        },
        {
          uid: 'b',
          name: 'Meta',
          props: { title: { code: 'title', status: 'passed', name: 'Title', value: 0 } },
        },
      ],
    } as unknown as FinishedAuditReport;
    const t = checksCsv(5101, report, READ);
    expect(t.filename).toBe('audit-5101-checks-2026-11-22.csv');
    expect(t.rows).toEqual([
      ['Links', 'broken', 'Broken links', 'error', 7, '2026-11-21 09:39:00', '2026-11-22 08:00:00'],
      ['Meta', 'title', 'Title', 'passed', 0, '2026-11-21 09:39:00', '2026-11-22 08:00:00'],
    ]);
  });

  it("gives one row per snippet row of a page's issues, and one for an issue without a snippet", () => {
    const issues = [
      {
        code: 'broken',
        type: 'error',
        group: 'links',
        snippet: {
          type: 'list',
          value: [
            { url: '/a', status: '404' },
            { url: '/b', status: '500' },
          ],
        },
      },
      { code: 'h1', type: 'warning', group: null, snippet: { type: null, value: [], raw: 'x' } },
    ];
    const t = pageIssuesCsv(1, 'https://example.com/p', issues as never, new Map(), READ);
    expect(t.header).toEqual([
      'page_url',
      'code',
      'issue',
      'type',
      'group',
      'snippet_type',
      'snippet_url',
      'snippet_status',
      'read_at_utc',
    ]);
    expect(t.rows.map((r) => [r[1], r[6], r[7]])).toEqual([
      ['broken', '/a', '404'],
      ['broken', '/b', '500'],
      ['h1', null, null],
    ]);
  });

  it('names the links file by tab and page', () => {
    expect(linksCsv(9, 'internal', [], 3, READ).filename).toBe(
      'audit-9-links-internal-page-3-2026-11-22.csv',
    );
  });

  it('compares two crawls: a code without data is "no data" with empty counts, never 0', () => {
    const snap = (pages: Record<string, number | null>, errors: number) => ({
      audit_time: null,
      domain_data: null,
      settings: null,
      pages_data: pages,
      totals: { total_pages: 10, total_errors: errors, total_warnings: 0, total_passed: 1 },
      version: '1',
    });
    const diff = diffHistory(
      { date: '2026-11-01', snapshot: snap({ a: 2, b: null }, 5) },
      { date: '2026-11-08', snapshot: snap({ a: 0, b: 3 }, 2) },
    );
    const t = compareCsv(7, diff, new Map(), READ);
    const b = t.rows.find((r) => r[3] === 'b');
    expect(b?.slice(5, 9)).toEqual([null, 3, null, 'no data']);
    const a = t.rows.find((r) => r[3] === 'a');
    expect(a?.slice(5, 9)).toEqual([2, 0, -2, 'fixed']);
    expect(t.rows.find((r) => r[3] === 'total_errors')?.slice(5, 8)).toEqual([5, 2, -3]);
  });
});
