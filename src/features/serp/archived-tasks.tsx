import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { archiveQueries, type ArchivedTask } from '../../api/ledger.ts';
import { serpQueries } from '../../api/serp.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { formatDate } from '../../lib/format.ts';
import { archivedCsv } from './serp-csv.ts';

const col = createColumnHelper<ArchivedTask>();

const COLUMNS: Columns<ArchivedTask> = [
  col.accessor('keyword', {
    header: 'Query',
    cell: ({ row: { original: t } }) => (
      <>
        <Link
          to="/serp/$taskId"
          params={{ taskId: Number(t.task_id) }}
          className="font-medium text-indigo-700 underline"
        >
          {t.keyword ?? `Task ${t.task_id}`}
        </Link>{' '}
        <Badge tone="neutral">Archived</Badge>
      </>
    ),
  }),
  col.accessor('device', { header: 'Device' }),
  col.accessor('language_code', { header: 'Language' }),
  col.accessor('location_id', { header: 'Location id' }),
  col.accessor('crawled_at', { header: 'Collected', cell: ({ getValue }) => formatDate(getValue(), true) }),
  col.accessor('kinds', {
    header: 'Kept',
    cell: ({ row: { original: t } }) =>
      t.kinds.map((k) => (k === 'advanced' ? 'advanced' : 'standard')).join(' + '),
  }),
];

/** Archived tasks: those the service no longer lists (past its 24 hours) but whose results Searchboard kept. */
export function archivedOnly(archive: readonly ArchivedTask[], liveIds: ReadonlySet<string>): ArchivedTask[] {
  return archive.filter((t) => !liveIds.has(t.task_id));
}

export function ArchivedTasks() {
  const archive = useQuery(archiveQueries.list());
  const live = useQuery(serpQueries.tasks());
  if (!archive.data || !live.data) return null;
  const rows = archivedOnly(archive.data, new Set(live.data.map((t) => String(t.id))));
  if (rows.length === 0) return null;
  return (
    <Card aria-labelledby="archived-title">
      <CardTitle action={<ExportCsvButton build={() => archivedCsv(rows, archive.dataUpdatedAt)} />}>
        <span id="archived-title">Archived results</span>
      </CardTitle>
      <p className="mb-2 text-sm text-slate-600">
        The service deletes results 24 hours after collection; Searchboard kept these copies. Opening them
        costs nothing.
      </p>
      <DataTable caption="Archived results" data={rows} columns={COLUMNS} getRowId={(t) => t.task_id} />
    </Card>
  );
}
