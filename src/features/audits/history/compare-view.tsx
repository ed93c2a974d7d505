import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditCheck } from '../../../api/audit-schemas.ts';
import { DataTable, type Columns } from '../../../components/data-table/data-table.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Change } from '../../../components/change.tsx';
import { compareCsv } from './history-csv.ts';
import type { HistoryDiff, IssueChange, IssueChangeKind, TotalChange } from './history-diff.ts';
import { TitledCard } from '../../../components/ui/titled-card.tsx';

const KIND: Record<IssueChangeKind, ['bad' | 'good' | 'warn' | 'info' | 'neutral', string]> = {
  new: ['bad', 'New'],
  worse: ['warn', 'Worse'],
  fixed: ['good', 'Fixed'],
  better: ['info', 'Better'],
  unknown: ['neutral', 'No data'],
  same: ['neutral', 'Same'],
};

const total = createColumnHelper<TotalChange>();
const issue = createColumnHelper<IssueChange>();

/** The totals of both crawls and their change; the date columns are named by the crawls' dates. */
function totalColumns(baseDate: string, targetDate: string): Columns<TotalChange> {
  return [
    total.accessor('label', { header: 'Total', meta: { rowHeader: true, cellClassName: 'font-normal!' } }),
    total.accessor('before', { header: formatDate(baseDate), meta: { numeric: true } }),
    total.accessor('after', { header: formatDate(targetDate), meta: { numeric: true } }),
    total.accessor('change', {
      header: 'Change',
      meta: { numeric: true },
      cell: ({ row: { original: t } }) => (
        <Change value={t.change} rise={t.rise} words={`since ${formatDate(baseDate)}`} unknown="hidden" />
      ),
    }),
  ];
}

/** Each issue's pages in both crawls: no data stays a dash, never a 0. */
function issueColumns(
  baseDate: string,
  targetDate: string,
  checks: ReadonlyMap<string, AuditCheck>,
): Columns<IssueChange> {
  return [
    issue.accessor('code', {
      header: 'Issue',
      meta: { rowHeader: true, cellClassName: 'font-normal!' },
      cell: ({ getValue }) => (
        <>
          {checks.get(getValue())?.name ?? getValue()}{' '}
          <code className="text-xs text-slate-500">{getValue()}</code>
        </>
      ),
    }),
    issue.accessor('kind', {
      header: 'Change',
      cell: ({ row: { original: i } }) => <Badge tone={KIND[i.kind][0]}>{KIND[i.kind][1]}</Badge>,
    }),
    issue.accessor('before', { header: `Pages ${formatDate(baseDate)}`, meta: { numeric: true } }),
    issue.accessor('after', { header: `Pages ${formatDate(targetDate)}`, meta: { numeric: true } }),
    issue.accessor('change', {
      header: 'Difference',
      meta: { numeric: true },
      cell: ({ getValue }) => <Change value={getValue()} rise="bad" words="pages" unknown="hidden" />,
    }),
  ];
}

/** Two crawls side by side: the change in each total, and every issue new, fixed, worse or better. */
export function CompareView({
  auditId,
  diff,
  checks,
  readAt,
}: {
  auditId: number;
  diff: HistoryDiff;
  checks: ReadonlyMap<string, AuditCheck>;
  readAt: number;
}) {
  const moved = diff.issues.filter((i) => i.kind !== 'same');
  const same = diff.issues.filter((i) => i.kind === 'same');
  const c = diff.counts;
  // the same columns while the dates and checks are: new ones would draw every cell anew
  const { baseDate, targetDate } = diff;
  const issues = useMemo(() => issueColumns(baseDate, targetDate, checks), [baseDate, targetDate, checks]);
  const totals = useMemo(() => totalColumns(baseDate, targetDate), [baseDate, targetDate]);
  return (
    <TitledCard
      title={
        <>
          From {formatDate(diff.baseDate)} to {formatDate(diff.targetDate)}
        </>
      }
      action={<ExportCsvButton build={() => compareCsv(auditId, diff, checks, readAt)} />}
    >
      <DataTable caption="Change in each total" data={diff.totals} columns={totals} getRowId={(t) => t.key} />
      <h3 className="mt-5 mb-1 text-sm font-semibold">Issues</h3>
      <p className="mb-2 text-sm text-slate-700">
        {c.new} new · {c.fixed} fixed · {c.worse} worse · {c.better} better · {c.same} unchanged
        {c.unknown ? ` · ${c.unknown} without data` : ''}
      </p>
      {moved.length > 0 && (
        <DataTable caption="Issues that changed" data={moved} columns={issues} getRowId={(i) => i.code} />
      )}
      {same.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-slate-700">{same.length} unchanged issues</summary>
          <div className="mt-2">
            <DataTable
              caption="Issues that did not change"
              data={same}
              columns={issues}
              getRowId={(i) => i.code}
            />
          </div>
        </details>
      )}
    </TitledCard>
  );
}
