import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { describePosition, type PromptPoint } from './prompt-series.ts';

const col = createColumnHelper<PromptPoint>();

const COLUMNS: Columns<PromptPoint> = [
  col.accessor('date', {
    header: 'Date',
    meta: { rowHeader: true, cellClassName: 'font-normal!' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  col.accessor('urlPosition', {
    header: 'Site link',
    cell: ({ getValue }) => describePosition(getValue(), 'not found'),
  }),
  col.accessor('urlsCount', { header: 'URLs', meta: { cellClassName: 'tabular-nums' } }),
  col.accessor('mentionPosition', {
    header: 'Brand mention',
    cell: ({ getValue }) => describePosition(getValue(), 'not mentioned'),
  }),
  col.accessor('mentionsCount', { header: 'Mentions', meta: { cellClassName: 'tabular-nums' } }),
  col.accessor('overlap', {
    header: 'Organic overlap',
    meta: { cellClassName: 'tabular-nums' },
    cell: ({ row: { original: p } }) =>
      `${formatNumber(p.overlap)}${p.overlapPercent !== null ? ` (${formatNumber(p.overlapPercent)}%)` : ''}`,
  }),
];

/** A prompt's checked days, newest first: the chart's figures as a table. */
export function DailyPositionsTable({
  keyword,
  points,
}: {
  keyword: string;
  points: readonly PromptPoint[];
}) {
  return (
    <div className="relative mt-2 max-h-72 overflow-auto">
      <DataTable
        caption={`Daily positions of “${keyword}”`}
        data={points.filter((p) => p.kind !== 'unchecked').reverse()}
        columns={COLUMNS}
        getRowId={(p) => p.date}
        scroll={false}
        stickyHead
      />
    </div>
  );
}
