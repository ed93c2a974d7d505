import { describe, expect, it } from 'vitest';
import type { AuditHistory } from '../../../api/audit-schemas.ts';
import { diffHistory, issueChange } from './history-diff.ts';

const snap = (
  totals: [number, number, number, number],
  pages_data: Record<string, number | null>,
): AuditHistory => ({
  audit_time: null,
  domain_data: null,
  settings: null,
  pages_data,
  totals: {
    total_pages: totals[0],
    total_errors: totals[1],
    total_warnings: totals[2],
    total_passed: totals[3],
  },
  version: '3',
});

describe('one issue code between two snapshots', () => {
  it('is new, fixed, worse, better or the same, with page counts', () => {
    expect(issueChange('a', 0, 5)).toMatchObject({ kind: 'new', change: 5 });
    expect(issueChange('a', 5, 0)).toMatchObject({ kind: 'fixed', change: -5 });
    expect(issueChange('a', 5, 9)).toMatchObject({ kind: 'worse', change: 4 });
    expect(issueChange('a', 9, 5)).toMatchObject({ kind: 'better', change: -4 });
    expect(issueChange('a', 5, 5)).toMatchObject({ kind: 'same', change: 0 });
  });

  it('never compares a null (no data) as 0', () => {
    expect(issueChange('a', null, 5)).toEqual({
      code: 'a',
      before: null,
      after: 5,
      change: null,
      kind: 'unknown',
    });
  });
});

describe('two snapshots compared', () => {
  const older = snap([100, 10, 20, 30], {
    error_4xx: 4,
    title_missing: 2,
    img_no_alt: 8,
    slow_pages: 3,
    h1_missing: 0,
  });
  const newer = snap([110, 7, 25, 31], {
    error_4xx: 6,
    img_no_alt: 5,
    slow_pages: 3,
    h1_missing: 1,
    mixed_content: null,
  });

  it('takes the earlier date as the base, whichever order the dates were picked in', () => {
    const d1 = diffHistory({ date: '2024-05-15', snapshot: newer }, { date: '2024-05-01', snapshot: older });
    const d2 = diffHistory({ date: '2024-05-01', snapshot: older }, { date: '2024-05-15', snapshot: newer });
    expect(d1).toEqual(d2);
    expect(d1.baseDate).toBe('2024-05-01');
    expect(d1.targetDate).toBe('2024-05-15');
  });

  it('gives the change in each total', () => {
    const d = diffHistory({ date: '2024-05-01', snapshot: older }, { date: '2024-05-15', snapshot: newer });
    expect(d.totals.map((t) => [t.key, t.before, t.after, t.change])).toEqual([
      ['total_pages', 100, 110, 10],
      ['total_errors', 10, 7, -3],
      ['total_warnings', 20, 25, 5],
      ['total_passed', 30, 31, 1],
    ]);
  });

  it('classifies every issue code; a code missing from one snapshot affected no page there', () => {
    const d = diffHistory({ date: '2024-05-01', snapshot: older }, { date: '2024-05-15', snapshot: newer });
    expect(d.issues.map((i) => [i.code, i.kind, i.before, i.after])).toEqual([
      ['h1_missing', 'new', 0, 1],
      ['error_4xx', 'worse', 4, 6],
      ['title_missing', 'fixed', 2, 0],
      ['img_no_alt', 'better', 8, 5],
      ['mixed_content', 'unknown', 0, null],
      ['slow_pages', 'same', 3, 3],
    ]);
    expect(d.counts).toEqual({ new: 1, worse: 1, fixed: 1, better: 1, unknown: 1, same: 1 });
  });
});
