import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditListItem } from '../../../api/audit-schemas.ts';
import { Change } from '../../../components/change.tsx';
import { DataTable, type Columns } from '../../../components/data-table/data-table.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { RISE, statChange, type StatKey } from '../shared/report-shape.ts';
import { AuditStatusBadge } from './status-badge.tsx';

const FIGURES: [StatKey, string][] = [
  ['score', 'Score'],
  ['errors', 'Errors'],
  ['warnings', 'Warnings'],
  ['notices', 'Notices'],
  ['crawled', 'Pages crawled'],
];

const col = createColumnHelper<AuditListItem>();

const COLUMNS: Columns<AuditListItem> = [
  col.accessor((a) => a.title || a.url, {
    id: 'audit',
    header: 'Audit',
    meta: { rowHeader: true, className: 'max-w-xs', cellClassName: 'font-normal!' },
    cell: ({ row: { original: a } }) => (
      <>
        <Link
          to="/audits/$auditId"
          params={{ auditId: a.id }}
          className="font-medium text-indigo-700 hover:underline"
        >
          {a.title || a.url}
        </Link>
        <div className="truncate text-xs text-slate-500">
          {a.url} · #{a.id}
        </div>
      </>
    ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <AuditStatusBadge status={getValue()} />,
  }),
  ...FIGURES.map(([k, label]) =>
    col.accessor((a) => (a.stats ? a.stats[k] : null), {
      id: k,
      header: label,
      meta: { numeric: true },
      cell: ({ row: { original: a }, getValue }) => (
        <>
          <div className={k === 'score' ? 'font-semibold' : ''}>{formatNumber(getValue())}</div>
          <Change
            value={statChange(a.stats, a.prev_stats, k)}
            rise={RISE[k]}
            words="since the previous crawl"
            unknown="hidden"
          />
        </>
      ),
    }),
  ),
  col.accessor('last_update', {
    header: 'Last update',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];

/** The audit list: each figure with its change against prev_stats (none shown when there was no earlier run). */
export function AuditsTable({ items }: { items: readonly AuditListItem[] }) {
  return (
    <DataTable
      caption="Website audits, newest activity first"
      data={items}
      columns={COLUMNS}
      getRowId={(a) => String(a.id)}
      rowClassName={() => 'align-top hover:bg-slate-50'}
      boxClassName="rounded-md border border-slate-200 bg-white"
    />
  );
}
