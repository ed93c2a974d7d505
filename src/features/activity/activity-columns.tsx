import { createColumnHelper } from '@tanstack/react-table';
import type { ActivityItem } from '../../api/activity.ts';
import type { Columns } from '../../components/data-table/data-table.tsx';
import { NoData } from '../../components/data-table/empty-state.tsx';
import { actionLabel } from '../../lib/local-schemas/activity.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { outcomeText, whoText } from './activity-view.ts';

const col = createColumnHelper<ActivityItem>();

/** The log's columns: a module constant, so a cell keeps its state between renders. */
export const ACTIVITY_COLUMNS: Columns<ActivityItem> = [
  col.accessor('at', {
    header: 'When',
    meta: { className: 'whitespace-nowrap', rowHeader: true },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue(), true)}</time>,
  }),
  col.accessor('email', {
    header: 'Who',
    meta: { cellClassName: 'max-w-56 truncate' },
    cell: ({ row: { original } }) => <span title={original.email ?? undefined}>{whoText(original)}</span>,
  }),
  col.accessor('action', {
    header: 'Action',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => <span title={getValue()}>{actionLabel(getValue())}</span>,
  }),
  col.accessor('operation', {
    header: 'What',
    meta: { cellClassName: 'max-w-72 truncate font-mono text-xs' },
    cell: ({ getValue }) => {
      const v = getValue();
      return v ? <span title={v}>{v}</span> : <NoData />;
    },
  }),
  col.accessor('site_id', {
    header: 'Site',
    meta: { numeric: true },
    cell: ({ getValue }) => {
      const v = getValue();
      return v === null ? <NoData /> : v;
    },
  }),
  col.accessor('credits', {
    header: 'Credits',
    meta: { numeric: true },
    // none is a dash, never 0: a call that spent nothing has no credits here
    cell: ({ getValue }) => {
      const v = getValue();
      return v === null ? <NoData /> : formatNumber(v);
    },
  }),
  col.display({
    id: 'outcome',
    header: 'Outcome',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original } }) => (
      <span className={original.outcome === 'ok' ? '' : 'font-medium text-red-800'}>
        {outcomeText(original)}
      </span>
    ),
  }),
];
