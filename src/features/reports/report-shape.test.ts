import { describe, expect, it } from 'vitest';
import { latestAudit, matchingReport, planProgress, promptMoves, topChecks } from './report-shape.ts';
import { reportRange } from './report-range.ts';
import { parseReportSearch, shownSections } from './search.ts';

const pos = (date: string, url_position: number | null) => ({
  date,
  url_position,
  urls_count: null,
  mention_position: null,
  mentions_count: null,
  organic_overlap: null,
  organic_overlap_percent: null,
});

describe('promptMoves', () => {
  it('compares the first and last answered day, skipping null days (no AI block, not "not found")', () => {
    const { gains, losses } = promptMoves([
      {
        keyword_id: 1,
        keyword: 'up',
        positions: [pos('2026-11-01', 8), pos('2026-11-02', 3), pos('2026-11-03', null)],
      },
      { keyword_id: 2, keyword: 'found', positions: [pos('2026-11-01', 0), pos('2026-11-03', 10)] },
      { keyword_id: 3, keyword: 'down', positions: [pos('2026-11-03', 9), pos('2026-11-01', 2)] },
      { keyword_id: 4, keyword: 'lost', positions: [pos('2026-11-01', 4), pos('2026-11-02', 0)] },
      { keyword_id: 5, keyword: 'one day', positions: [pos('2026-11-01', 1), pos('2026-11-02', null)] },
      { keyword_id: 6, keyword: 'flat', positions: [pos('2026-11-01', 5), pos('2026-11-02', 5)] },
    ]);
    expect(gains.map((g) => [g.keyword, g.from, g.to, g.change])).toEqual([
      ['found', 0, 10, 91],
      ['up', 8, 3, 5],
    ]);
    expect(losses.map((l) => [l.keyword, l.from, l.to, l.change])).toEqual([
      ['lost', 4, 0, -97],
      ['down', 2, 9, -7],
    ]);
  });
});

describe('audit shaping', () => {
  it("picks the site's newest audit only", () => {
    const items = [
      { id: 1, site_id: 101, last_update: '2026-11-01 10:00:00' },
      { id: 2, site_id: 102, last_update: '2026-11-20 10:00:00' },
      { id: 3, site_id: 101, last_update: '2026-11-10 10:00:00' },
    ];
    expect(latestAudit(items, 101)?.id).toBe(3);
    expect(latestAudit(items, 999)).toBeUndefined();
  });

  it('lists the 10 checks with most pages affected, without passed or zero checks', () => {
    const props = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `c${i}`,
        { code: `c${i}`, status: 'error', name: `Check ${i}`, value: i },
      ]),
    );
    props.ok = { code: 'ok', status: 'passed', name: 'Passed', value: 500 };
    const top = topChecks([{ uid: 's', name: 'Meta', props }]);
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ name: 'Check 11', value: 11, section: 'Meta' });
    expect(top.map((c) => c.code)).not.toContain('ok');
    expect(top.map((c) => c.code)).not.toContain('c0');
  });

  // by severity first (errors, warnings, notices), then by pages
  it('ranks errors before warnings before notices, then by pages, whatever notices count', () => {
    const check = (code: string, status: string, value: number) => [
      code,
      { code, status, name: code, value },
    ];
    const props = Object.fromEntries([
      ...Array.from({ length: 10 }, (_, i) => check(`n${i}`, 'notice', 5000 + i)),
      check('w1', 'warning', 300),
      check('e1', 'error', 2),
      check('e2', 'error', 40),
      check('w2', 'warning', 900),
    ]);
    const top = topChecks([{ uid: 's', name: 'Meta', props }]);
    expect(top.map((c) => c.code)).toEqual(['e2', 'e1', 'w2', 'w1', 'n9', 'n8', 'n7', 'n6', 'n5', 'n4']);
  });
});

describe('planProgress', () => {
  it('sums sections and leaves an empty section without a percentage (no data, not 0 %)', () => {
    const p = planProgress([
      { id: '1', title: 'Content', items_count: 4, items_checked: 1, items: [] },
      { id: '2', title: 'Empty', items_count: 0, items_checked: 0, items: [] },
    ]);
    expect(p.overall).toMatchObject({ checked: 1, count: 4, percent: 25 });
    expect(p.sections[1]?.percent).toBeNull();
  });
});

describe('backlinks match', () => {
  it('matches the newest report on the same domain, ignoring scheme, www and path', () => {
    const reports = [
      { id: '1', target: 'example.com', created: '2026-10-01 00:00:00' },
      { id: '2', target: 'https://www.example.com/', created: '2026-11-01 00:00:00' },
      { id: '3', target: 'other.com', created: '2026-11-20 00:00:00' },
    ];
    expect(matchingReport(reports, 'http://example.com')?.id).toBe('2');
    expect(matchingReport(reports, 'nothing.org')).toBeUndefined();
  });
});

describe('report search', () => {
  it('keeps valid dates and known sections, and defaults to the last 30 days', () => {
    expect(parseReportSearch({ from: '2026-10-02', to: '2026-11-01', sections: 'ai,bogus,plan' })).toEqual({
      from: '2026-10-02',
      to: '2026-11-01',
      sections: 'ai,plan',
    });
    // a range with a date that is no day, or that ends before it starts, is dropped whole: the default view
    expect(parseReportSearch({ from: '2026-02-30', to: '2026-11-01', sections: 'ai,bogus,plan' })).toEqual({
      sections: 'ai,plan',
    });
    expect(parseReportSearch({ from: '2026-13-45', to: 'garbage' })).toEqual({});
    expect(parseReportSearch({ from: '2026-11-10', to: '2026-11-01' })).toEqual({});
    expect(parseReportSearch({ to: '2026-11-01' })).toEqual({ to: '2026-11-01' });
    expect(shownSections(undefined)).toEqual(['ai', 'audits', 'plan', 'backlinks', 'positions']);
    expect(reportRange({}, new Date('2026-11-22T05:00:00Z'))).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
    });
    expect(reportRange({ from: '2026-11-10', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });
});
