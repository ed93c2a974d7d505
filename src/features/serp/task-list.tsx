import { getRouteApi, Link } from '@tanstack/react-router';
import type { SerpTask } from '../../api/serp-schemas.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { formatDate } from '../../lib/format.ts';
import { locationLabel } from './countries.ts';
import { expiresAt, expiryLabel } from './expiry.ts';
import { languageName } from './languages.ts';
import { tasksCsv } from './serp-csv.ts';
import { filterTasks, PAGE_SIZE } from './task-filter.ts';
import { useNow } from './use-now.ts';
import { useLocationNames, useTaskExtras, useTaskList } from './use-task-list.ts';

const route = getRouteApi('/serp/');
const TH = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const TD = 'px-2 py-2 align-top text-sm text-slate-800';

/** Tasks added in the last 24 hours (spec: task list), filtered and paged through the URL. */
export function TaskList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tasks = useTaskList();
  const names = useLocationNames();
  const now = useNow(30_000);
  const { rows, total, pages, page } = filterTasks(tasks.data ?? [], search);
  const extras = useTaskExtras(rows);
  const running = (tasks.data ?? []).filter((t) => !t.is_completed).length;
  const set = (next: typeof search) =>
    void navigate({ search: (s) => ({ ...s, ...next, page: undefined }), replace: true });

  return (
    <Card>
      <CardTitle
        action={
          running > 0 ? (
            <span role="status" className="text-sm text-slate-600">
              {running} running · updating automatically
            </span>
          ) : null
        }
      >
        Tasks of the last 24 hours
      </CardTitle>
      <p className="mb-3 text-sm text-slate-600">
        The service keeps results for 24 hours after collection, then deletes them: open or download what you
        need before then.
      </p>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <TextField
          label="Find a query"
          type="search"
          value={search.q ?? ''}
          onChange={(e) => set({ q: e.target.value || undefined })}
        />
        <SelectField
          label="Status"
          value={search.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as typeof search.status })}
        >
          <option value="">All</option>
          <option value="running">Running</option>
          <option value="completed">Completed</option>
        </SelectField>
        {total > 0 && (
          <ExportCsvButton
            className="ml-auto"
            label={`Export ${total === 1 ? 'this task' : `all ${total} tasks`}${search.q || search.status ? ' shown' : ''} (CSV)`}
            build={() =>
              tasksCsv(
                filterTasks(tasks.data ?? [], { ...search, page: 1 }, Number.MAX_SAFE_INTEGER).rows,
                extras,
                names,
                tasks.dataUpdatedAt,
              )
            }
          />
        )}
      </div>
      {tasks.error ? <ErrorPanel error={tasks.error} onRetry={() => void tasks.refetch()} /> : null}
      {tasks.isPending && <Spinner label="Loading tasks…" />}
      {tasks.data && total === 0 && (
        <p className="text-sm text-slate-600">
          {tasks.data.length === 0 ? 'No tasks in the last 24 hours. Queue some above.' : 'No task matches.'}
        </p>
      )}
      {rows.length > 0 && (
        <TableScroll>
          <table className="w-full border-collapse">
            <caption className="sr-only">SERP tasks of the last 24 hours</caption>
            <thead className="border-b border-slate-200">
              <tr>
                {['Query', 'Location', 'Language', 'Device', 'Added', 'Status', 'Results'].map((h) => (
                  <th key={h} scope="col" className={TH}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <Row key={t.id} t={t} extras={extras.get(t.id)} names={names} now={now} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 && (
        <nav aria-label="Task list pages" className="mt-3 flex items-center gap-3 text-sm">
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() =>
              void navigate({ search: (s) => ({ ...s, page: page - 1 > 1 ? page - 1 : undefined }) })
            }
          >
            Previous
          </Button>
          <span>
            Page {page} of {pages} · {total} tasks, {PAGE_SIZE} per page
          </span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => void navigate({ search: (s) => ({ ...s, page: page + 1 }) })}
          >
            Next
          </Button>
        </nav>
      )}
    </Card>
  );
}

function Row({
  t,
  extras,
  names,
  now,
}: {
  t: SerpTask;
  extras: { device?: string; tag?: string; locationName?: string } | undefined;
  names: Map<string, string>;
  now: number;
}) {
  const location = names.get(String(t.location_id)) ?? extras?.locationName;
  return (
    <tr className="border-b border-slate-100">
      <td className={TD}>
        <Link
          to="/serp/$taskId"
          params={{ taskId: String(t.id) }}
          className="font-medium text-indigo-700 underline"
        >
          {t.query}
        </Link>
        <div className="mt-0.5 flex flex-wrap gap-1 text-xs text-slate-500">
          #{t.id}
          {extras?.tag && <Badge>tag: {extras.tag}</Badge>}
        </div>
      </td>
      <td className={TD}>
        {location ? locationLabel(location) : 'Location'}{' '}
        <span className="text-xs text-slate-500">({t.location_id})</span>
      </td>
      <td className={TD} title={languageName(t.language_code)}>
        {t.language_code}
      </td>
      <td className={TD}>{extras?.device ?? '—'}</td>
      <td className={`${TD} whitespace-nowrap`}>{formatDate(t.added, true)}</td>
      <td className={`${TD} whitespace-nowrap`}>
        {t.is_completed ? <Badge tone="good">✓ Completed</Badge> : <Badge tone="info">⟳ Running</Badge>}
      </td>
      <td
        className={`${TD} whitespace-nowrap`}
        title="Results are kept 24 hours after collection; counted here from when the task was added"
      >
        {expiryLabel(expiresAt(t.added), now, t.is_completed)}
      </td>
    </tr>
  );
}
