import type { ColumnDef } from '@tanstack/react-table';
import type { Columns } from '../../components/data-table/data-table.tsx';
import { NoData } from '../../components/data-table/empty-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Difficulty, Features, Intents, Num, Sparkline } from './cells.tsx';
import { COLUMN_LABELS, type ColumnId } from './columns.ts';
import { SORTABLE, type KeywordRow } from './rows.ts';

const NUMERIC: readonly ColumnId[] = ['volume', 'cpc', 'competition', 'relevance'];

export const isSortable = (c: string) => (SORTABLE as readonly string[]).includes(c);

function Cell({ row, col }: { row: KeywordRow; col: ColumnId }) {
  if (row.noData && col !== 'keyword' && col !== 'data') return <NoData />;
  switch (col) {
    case 'keyword':
      return <span className="font-medium text-slate-900">{row.keyword ?? row.id}</span>;
    case 'relevance':
    case 'volume':
      return <Num value={row[col]} />;
    case 'difficulty':
      return <Difficulty value={row.difficulty} />;
    case 'cpc':
    case 'competition':
      return <Num value={row[col]} digits={2} />;
    case 'intents':
      return <Intents codes={row.intents} />;
    case 'serp_features':
      return <Features names={row.serp_features} />;
    case 'trend':
      return <Sparkline trend={row.history_trend} />;
    case 'data':
      return row.noData ? <Badge tone="warn">no data</Badge> : <Badge tone="good">found</Badge>;
  }
}

/**
 * The columns a result shows, by id (the ids are the sort keys). A column the service sorts says so on its
 * header: its order covers every result, a local one only reorders the rows on screen.
 */
export function keywordColumns(
  ids: readonly ColumnId[],
  serviceSorts: readonly string[],
): Columns<KeywordRow> {
  return ids.map((c): ColumnDef<KeywordRow, unknown> => ({
    id: c,
    header: COLUMN_LABELS[c],
    enableSorting: isSortable(c),
    meta: {
      numeric: NUMERIC.includes(c),
      rowHeader: c === 'keyword',
      headerTitle: !isSortable(c)
        ? undefined
        : serviceSorts.includes(c)
          ? 'Sorts every result: asks the service for this order'
          : 'Sorts this page only',
    },
    cell: ({ row: { original } }) => <Cell row={original} col={c} />,
  }));
}
