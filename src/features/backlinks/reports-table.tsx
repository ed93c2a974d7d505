import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { BacklinkReport } from '../../api/backlink-schemas.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { HostName } from '../../components/ui/host-name.tsx';
import { formatDate } from '../../lib/format.ts';
import { ReportActions } from './report-actions.tsx';
import type { ReportRef } from './report-ref.ts';

const col = createColumnHelper<BacklinkReport>();

function reportColumns(
  onRefreshed: (r: ReportRef) => void,
  onDeleted: (r: ReportRef) => void,
  withActions: boolean,
) {
  const columns = [
    col.accessor('target', {
      header: 'Target',
      meta: { rowHeader: true, className: 'max-w-md' },
      cell: ({ row: { original: r } }) => (
        <Link
          to="/backlinks/$reportId"
          params={{ reportId: r.id }}
          className="text-indigo-700 underline-offset-2 hover:underline"
        >
          <HostName value={r.target} />
        </Link>
      ),
    }),
    col.accessor('mode', {
      header: 'Mode',
      cell: ({ getValue }) => <Badge tone={getValue() === 'url' ? 'info' : 'neutral'}>{getValue()}</Badge>,
    }),
    col.accessor('backlinks', { header: 'Backlinks', meta: { numeric: true } }),
    col.accessor('refdomains', { header: 'Referring domains', meta: { numeric: true } }),
    col.accessor('created', {
      header: 'Created',
      meta: { className: 'whitespace-nowrap text-slate-700' },
      cell: ({ getValue }) => formatDate(getValue(), true),
    }),
  ];
  if (!withActions) return columns;
  return [
    ...columns,
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: r } }) => (
        <ReportActions report={r} compact onRefreshed={onRefreshed} onDeleted={onDeleted} />
      ),
    }),
  ];
}

/**
 * The reports of one page of the list, each with its refresh and delete; without that column for a role that may
 * do neither (the page says why once, where a new report would be made).
 */
export function ReportsTable({
  reports,
  onRefreshed,
  onDeleted,
}: {
  reports: readonly BacklinkReport[];
  onRefreshed: (r: ReportRef) => void;
  onDeleted: (r: ReportRef) => void;
}) {
  const can = useCan('write');
  const columns = useMemo(() => reportColumns(onRefreshed, onDeleted, can), [onRefreshed, onDeleted, can]);
  return <DataTable caption="Backlink reports" data={reports} columns={columns} getRowId={(r) => r.id} />;
}
