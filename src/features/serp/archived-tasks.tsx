import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { archiveQueries, type ArchivedTask } from '../../api/ledger.ts';
import { serpQueries } from '../../api/serp.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { formatDate } from '../../lib/format.ts';
import { archivedCsv } from './serp-csv.ts';

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
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-2">
              Query
            </th>
            <th scope="col" className="py-1 pr-2">
              Device
            </th>
            <th scope="col" className="py-1 pr-2">
              Language
            </th>
            <th scope="col" className="py-1 pr-2">
              Location id
            </th>
            <th scope="col" className="py-1 pr-2">
              Collected
            </th>
            <th scope="col" className="py-1">
              Kept
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.task_id} className="border-t border-slate-100">
              <td className="py-1 pr-2">
                <Link
                  to="/serp/$taskId"
                  params={{ taskId: t.task_id }}
                  className="font-medium text-indigo-700 underline"
                >
                  {t.keyword ?? `Task ${t.task_id}`}
                </Link>{' '}
                <Badge tone="neutral">Archived</Badge>
              </td>
              <td className="py-1 pr-2">{t.device ?? '—'}</td>
              <td className="py-1 pr-2">{t.language_code ?? '—'}</td>
              <td className="py-1 pr-2">{t.location_id ?? '—'}</td>
              <td className="py-1 pr-2">{formatDate(t.crawled_at, true)}</td>
              <td className="py-1">
                {t.kinds.map((k) => (k === 'advanced' ? 'advanced' : 'standard')).join(' + ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
