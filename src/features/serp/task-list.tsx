import { getRouteApi } from '@tanstack/react-router';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { Pager, pageOf } from '../../components/data-table/pager.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { tasksCsv } from './serp-csv.ts';
import { TASK_COLUMNS, TaskCellsContext } from './task-columns.tsx';
import { filterTasks, PAGE_SIZE } from './task-filter.ts';
import { useNow } from './use-now.ts';
import { useLocationNames, useTaskExtras, useTaskList } from './use-task-list.ts';

const route = getRouteApi('/serp/');

/** Tasks added in the last 24 hours (spec: task list), filtered and paged through the URL. */
export function TaskList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tasks = useTaskList();
  const names = useLocationNames();
  const now = useNow(30_000);
  const canQueue = useCan('paid');
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
          {tasks.data.length === 0
            ? `No tasks in the last 24 hours.${canQueue ? ' Queue some above.' : ''}`
            : 'No task matches.'}
        </p>
      )}
      {/* the table's first draw in slices (DrawAfter), with the pager below it so that nothing moves */}
      {tasks.data && (
        <DrawAfter fallback={rows.length > 0 ? <Spinner label="Loading tasks…" /> : null}>
          {rows.length > 0 && (
            <TaskCellsContext.Provider value={{ extras, names, now }}>
              <DataTable
                caption="SERP tasks of the last 24 hours"
                data={rows}
                columns={TASK_COLUMNS}
                getRowId={(t) => String(t.id)}
                className="w-full border-collapse text-sm"
              />
            </TaskCellsContext.Provider>
          )}
          {pages > 1 && (
            <Pager
              label="Task list pages"
              total={total}
              offset={(page - 1) * PAGE_SIZE}
              limit={PAGE_SIZE}
              noun="tasks"
              onChange={(p) =>
                void navigate({ search: (s) => ({ ...s, page: pageOf(p) > 1 ? pageOf(p) : undefined }) })
              }
            />
          )}
        </DrawAfter>
      )}
    </Card>
  );
}
