import { useMemo } from 'react';
import type { AuditCheck, AuditHistory } from '../../../api/audit-schemas.ts';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type Columns } from '../../../components/data-table/data-table.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { snapshotCsv } from './history-csv.ts';
import { SeverityBadge } from '../shared/severity-badge.tsx';
import { TitledCard } from '../../../components/ui/titled-card.tsx';
import { MoreFigures } from '../shared/more-figures.tsx';
import { crawlerLabel, figure, indexedFigures } from '../shared/service-names.ts';

type IssueCount = [code: string, pages: number | null];
const col = createColumnHelper<IssueCount>();

const issueColumns = (checks: ReadonlyMap<string, AuditCheck>): Columns<IssueCount> => [
  col.accessor(([code]) => checks.get(code)?.name ?? code, {
    id: 'issue',
    header: 'Issue',
    cell: ({ row, getValue }) => {
      const check = checks.get(row.original[0]);
      return (
        <>
          <span className="mr-2">{getValue()}</span>
          {/* the check's severity, as the current report names it (a passed check has none) */}
          {check && check.status !== 'passed' && <SeverityBadge severity={check.status ?? ''} />}
        </>
      );
    },
  }),
  col.accessor(([, n]) => n, { id: 'pages', header: 'Pages', meta: { numeric: true } }),
];

/** One crawl as it was: totals, domain figures, pages per issue code and the settings it ran with. */
export function SnapshotView({
  auditId,
  date,
  snapshot: s,
  checks,
  readAt,
}: {
  auditId: number;
  date: string;
  snapshot: AuditHistory;
  checks: ReadonlyMap<string, AuditCheck>;
  readAt: number;
}) {
  const issues: IssueCount[] = Object.entries(s.pages_data)
    .filter(([, n]) => n !== 0)
    .sort(([, a], [, b]) => (b ?? -1) - (a ?? -1));
  // the same columns while `checks` is: new ones would draw every cell anew
  const columns = useMemo(() => issueColumns(checks), [checks]);
  const indexed = indexedFigures(s.domain_data ?? {});
  return (
    <TitledCard
      title={<>Snapshot of {formatDate(date)}</>}
      action={<ExportCsvButton build={() => snapshotCsv(auditId, date, s, checks, readAt)} />}
    >
      <p className="-mt-2 mb-3 text-xs text-slate-500">Crawl finished {formatDate(s.audit_time, true)}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['Pages', s.totals.total_pages],
            ['Errors', s.totals.total_errors],
            ['Warnings', s.totals.total_warnings],
            ['Passed', s.totals.total_passed],
          ] as const
        ).map(([label, v]) => (
          <div key={label} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatNumber(v)}</dd>
          </div>
        ))}
      </dl>
      {s.domain_data && (
        <p className="mt-3 text-sm text-slate-700">
          {[
            `Backlinks ${figure(s.domain_data.backlinks)}`,
            ...indexed.named.map((f) => `${f.label} ${f.value}`),
          ].join(' · ')}
        </p>
      )}
      {/* figures whose meaning the service's documentation does not give (spec: `dt`, `version`) */}
      <MoreFigures
        figures={[
          indexed.unnamed,
          s.domain_data?.dt !== undefined &&
            s.domain_data?.dt !== null && { label: 'dt', value: figure(s.domain_data.dt) },
          { label: 'Report version', value: s.version },
        ]}
      />
      <h3 className="mt-4 mb-1 text-sm font-semibold">Pages per issue</h3>
      <DataTable
        caption={`Pages affected per issue on ${formatDate(date)}`}
        data={issues}
        columns={columns}
        getRowId={([code]) => code}
        empty="No issue affected any page."
        scroll={false}
      />
      {s.settings && Object.keys(s.settings).length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-slate-700">Settings this crawl used</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-xs">
            {Object.entries(s.settings).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-slate-500">{k}</dt>
                <dd>
                  {v === null
                    ? 'not set'
                    : k === 'password'
                      ? '••••'
                      : k === 'user_agent'
                        ? crawlerLabel(v)
                        : String(v)}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </TitledCard>
  );
}
