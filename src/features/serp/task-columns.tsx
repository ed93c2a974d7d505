import { Link } from '@tanstack/react-router';
import { createColumnHelper, type CellContext } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { SerpTask } from '../../api/serp-schemas.ts';
import type { Columns } from '../../components/data-table/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { locationLabel } from './countries.ts';
import { expiresAt, expiryLabel } from './expiry.ts';
import { languageName } from './languages.ts';
import type { TaskExtras } from './use-task-list.ts';

/**
 * What the cells read besides the task: what the service's list lacks (device, tag, a location's name, from each
 * task's own answer) and the clock "Results" counts down by. A context rather than new columns at each tick: the
 * table remounts cells drawn by new column functions, and a focused link would lose its focus.
 */
export const TaskCellsContext = createContext<{
  extras: ReadonlyMap<number, TaskExtras>;
  names: ReadonlyMap<string, string>;
  now: number;
}>({ extras: new Map(), names: new Map(), now: 0 });

type Ctx = CellContext<SerpTask, unknown>;

function QueryCell({ row: { original: t } }: Ctx) {
  const tag = useContext(TaskCellsContext).extras.get(t.id)?.tag;
  return (
    <>
      <Link to="/serp/$taskId" params={{ taskId: t.id }} className="font-medium text-indigo-700 underline">
        {t.query}
      </Link>
      <div className="mt-0.5 flex flex-wrap gap-1 text-xs text-slate-500">
        #{t.id}
        {tag && <Badge>tag: {tag}</Badge>}
      </div>
    </>
  );
}

function LocationCell({ row: { original: t } }: Ctx) {
  const { names, extras } = useContext(TaskCellsContext);
  const location = names.get(String(t.location_id)) ?? extras.get(t.id)?.locationName;
  return (
    <>
      {location ? locationLabel(location) : 'Location'}{' '}
      <span className="text-xs text-slate-500">({t.location_id})</span>
    </>
  );
}

function DeviceCell({ row: { original: t } }: Ctx) {
  return useContext(TaskCellsContext).extras.get(t.id)?.device ?? '—';
}

function ResultsCell({ row: { original: t } }: Ctx) {
  const { now } = useContext(TaskCellsContext);
  return (
    <span title="Results are kept 24 hours after collection; counted here from when the task was added">
      {expiryLabel(expiresAt(t.added), now, t.is_completed)}
    </span>
  );
}

const col = createColumnHelper<SerpTask>();
const TOP = 'align-top text-slate-800';
const NOWRAP = `${TOP} whitespace-nowrap`;

/** The task list's columns; the cells that need more than the task read it from TaskCellsContext. */
export const TASK_COLUMNS: Columns<SerpTask> = [
  col.accessor('query', { header: 'Query', meta: { cellClassName: TOP }, cell: QueryCell }),
  col.accessor('location_id', { header: 'Location', meta: { cellClassName: TOP }, cell: LocationCell }),
  col.accessor('language_code', {
    header: 'Language',
    meta: { cellClassName: TOP },
    cell: ({ getValue }) => <span title={languageName(getValue())}>{getValue()}</span>,
  }),
  col.display({ id: 'device', header: 'Device', meta: { cellClassName: TOP }, cell: DeviceCell }),
  col.accessor('added', {
    header: 'Added',
    meta: { cellClassName: NOWRAP },
    cell: ({ getValue }) => formatDate(getValue(), true),
  }),
  col.accessor('is_completed', {
    header: 'Status',
    meta: { cellClassName: NOWRAP },
    cell: ({ getValue }) =>
      getValue() ? <Badge tone="good">✓ Completed</Badge> : <Badge tone="info">⟳ Running</Badge>,
  }),
  col.display({ id: 'results', header: 'Results', meta: { cellClassName: NOWRAP }, cell: ResultsCell }),
];
