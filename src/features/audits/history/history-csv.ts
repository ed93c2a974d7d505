import type { AuditCheck, AuditHistory } from '../../../api/audit-schemas.ts';
import { fieldColumns } from '../../../lib/csv-fields.ts';
import { csvName, tableOf, type CsvTable } from '../../../lib/csv-table.ts';
import type { HistoryDiff } from './history-diff.ts';

/** One snapshot: its totals, then the pages per issue code; `snapshot_date` and `audit_time` date the crawl. */
export function snapshotCsv(
  auditId: number,
  date: string,
  s: AuditHistory,
  checks: ReadonlyMap<string, AuditCheck>,
  readAt: number,
): CsvTable {
  const totals = (['total_pages', 'total_errors', 'total_warnings', 'total_passed'] as const).map((k) => ({
    kind: 'total',
    code: k,
    name: null as string | null,
    pages: s.totals[k] as number | null,
  }));
  const issues = Object.entries(s.pages_data).map(([code, pages]) => ({
    kind: 'issue',
    code,
    name: checks.get(code)?.name ?? null,
    pages: pages ?? null,
  }));
  const rows = [...totals, ...issues];
  return tableOf(
    csvName(['audit', auditId, 'snapshot', date], readAt),
    rows,
    [
      { header: 'snapshot_date', value: () => date },
      { header: 'audit_time', value: () => s.audit_time },
      ...fieldColumns<(typeof rows)[number]>('kind', 'code', 'name'),
      { header: 'value', value: (r) => r.pages },
    ],
    readAt,
  );
}

/** Two crawls compared: each total, then each issue code with its change and kind (new, fixed, …). */
export function compareCsv(
  auditId: number,
  diff: HistoryDiff,
  checks: ReadonlyMap<string, AuditCheck>,
  readAt: number,
): CsvTable {
  const rows = [
    ...diff.totals.map((t) => ({
      kind: 'total',
      code: t.key as string,
      name: t.label as string | null,
      before: t.before as number | null,
      after: t.after as number | null,
      change: t.change as number | null,
      verdict: null as string | null,
    })),
    ...diff.issues.map((i) => ({
      kind: 'issue',
      code: i.code,
      name: checks.get(i.code)?.name ?? null,
      before: i.before,
      after: i.after,
      change: i.change,
      verdict: i.kind === 'unknown' ? 'no data' : i.kind,
    })),
  ];
  return tableOf(
    csvName(['audit', auditId, 'compare', diff.baseDate, diff.targetDate], readAt),
    rows,
    [
      { header: 'base_date', value: () => diff.baseDate },
      { header: 'target_date', value: () => diff.targetDate },
      ...fieldColumns<(typeof rows)[number]>('kind', 'code', 'name', 'before', 'after', 'change', 'verdict'),
    ],
    readAt,
  );
}
