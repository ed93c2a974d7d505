import { createColumnHelper } from '@tanstack/react-table';
import type { PositionsHistory } from '../../api/positions.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { PathFirst } from '../../components/ui/path-first.tsx';
import { NO_DATA } from '../../lib/format.ts';

type Day = PositionsHistory['days'][number];

const col = createColumnHelper<Day>();

const COLUMNS: Columns<Day> = [
  // the wide domains column must not squeeze a date or "not in top 100" onto two lines
  col.accessor('day', {
    header: 'Day',
    meta: { className: 'whitespace-nowrap', cellClassName: 'tabular-nums' },
  }),
  col.accessor('position', {
    header: 'Position',
    meta: { className: 'whitespace-nowrap', cellClassName: 'tabular-nums' },
    // a checked day without the site in the results: words, never a 0
    cell: ({ getValue }) => getValue() ?? 'not in top 100',
  }),
  col.accessor('url', {
    header: 'Ranking URL',
    meta: { cellClassName: 'max-w-64 truncate' },
    // the site's URLs share its host: the path tells the days apart, so it leads and survives the cut
    cell: ({ getValue }) => {
      const url = getValue();
      return url ? (
        <span title={url}>
          <PathFirst url={url} />
        </span>
      ) : (
        NO_DATA
      );
    },
  }),
  col.accessor('top10', {
    header: 'Top 10 domains',
    meta: { cellClassName: 'text-xs text-slate-600' },
    cell: ({ getValue }) => getValue().join(', '),
  }),
];

/** One keyword's checked days, newest first. */
export function HistoryTable({ days }: { days: readonly Day[] }) {
  return (
    <DataTable
      caption="Positions by day"
      data={[...days].reverse()}
      columns={COLUMNS}
      getRowId={(d) => d.day}
      boxClassName="mt-3"
    />
  );
}
