import type { AuditHistory } from '../../../api/audit-schemas.ts';

/**
 * Two history snapshots compared: for each issue code in pages_data, new, fixed, worse or better, with page
 * counts. The earlier snapshot is the base whatever order the dates were picked in. pages_data maps an
 * issue code to the pages it affects, so a code absent from one snapshot affected no page there; an explicit
 * null is "no data" and is never compared as 0.
 */
export type IssueChangeKind = 'new' | 'fixed' | 'worse' | 'better' | 'same' | 'unknown';

export interface IssueChange {
  code: string;
  before: number | null;
  after: number | null;
  /** after − before; null when either side has no data */
  change: number | null;
  kind: IssueChangeKind;
}

export type TotalKey = 'total_pages' | 'total_errors' | 'total_warnings' | 'total_passed';
export interface TotalChange {
  key: TotalKey;
  label: string;
  before: number;
  after: number;
  change: number;
  /** whether a rise is good news, bad news or neither */
  rise: 'good' | 'bad' | 'neutral';
}

export interface HistoryDiff {
  baseDate: string;
  targetDate: string;
  totals: TotalChange[];
  issues: IssueChange[];
  counts: Record<IssueChangeKind, number>;
}

const TOTALS: readonly [TotalKey, string, TotalChange['rise']][] = [
  ['total_pages', 'Pages crawled', 'neutral'],
  ['total_errors', 'Errors', 'bad'],
  ['total_warnings', 'Warnings', 'bad'],
  ['total_passed', 'Passed checks', 'good'],
];

const ORDER: Record<IssueChangeKind, number> = { new: 0, worse: 1, fixed: 2, better: 3, unknown: 4, same: 5 };

export function issueChange(code: string, before: number | null, after: number | null): IssueChange {
  if (before === null || after === null) return { code, before, after, change: null, kind: 'unknown' };
  const change = after - before;
  const kind: IssueChangeKind =
    before === 0 && after > 0
      ? 'new'
      : before > 0 && after === 0
        ? 'fixed'
        : change > 0
          ? 'worse'
          : change < 0
            ? 'better'
            : 'same';
  return { code, before, after, change, kind };
}

const side = (data: Record<string, number | null>, code: string): number | null =>
  code in data ? (data[code] ?? null) : 0;

export function diffHistory(
  a: { date: string; snapshot: AuditHistory },
  b: { date: string; snapshot: AuditHistory },
): HistoryDiff {
  const [base, target] = a.date <= b.date ? [a, b] : [b, a];
  const totals = TOTALS.map(([key, label, rise]) => {
    const before = base.snapshot.totals[key];
    const after = target.snapshot.totals[key];
    return { key, label, before, after, change: after - before, rise };
  });
  const before = base.snapshot.pages_data;
  const after = target.snapshot.pages_data;
  const codes = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const issues = codes
    .map((code) => issueChange(code, side(before, code), side(after, code)))
    // a code that affected no page on either date says nothing
    .filter((c) => !(c.before === 0 && c.after === 0))
    .sort(
      (x, y) =>
        ORDER[x.kind] - ORDER[y.kind] ||
        Math.abs(y.change ?? 0) - Math.abs(x.change ?? 0) ||
        x.code.localeCompare(y.code),
    );
  const counts: Record<IssueChangeKind, number> = {
    new: 0,
    fixed: 0,
    worse: 0,
    better: 0,
    same: 0,
    unknown: 0,
  };
  for (const i of issues) counts[i.kind]++;
  return { baseDate: base.date, targetDate: target.date, totals, issues, counts };
}
