import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { formatNumber } from '../../lib/format.ts';
import type { BarListRow } from './to-series.ts';

function Bar({ row }: { row: BarListRow }) {
  return (
    <div className="relative flex h-6 items-center justify-end rounded-sm">
      {row.pct !== null && (
        <div
          aria-hidden
          className="absolute inset-y-0 left-0 rounded-sm bg-indigo-100"
          style={{ width: `${row.pct}%` }}
        />
      )}
      <span className="relative pr-1.5 tabular-nums">{formatNumber(row.value)}</span>
    </div>
  );
}

/**
 * A ranked list as a table, each value with a bar behind it (the way top lists read best). Extra columns sit
 * between the label and the value. The rows come ranked (`barList`), so the headers do not sort.
 */
export function BarList<T>({
  caption,
  labelHeader,
  valueHeader,
  rows,
  extra = [],
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: BarListRow<T>[];
  extra?: { header: string; cell: (item: T) => string }[];
}) {
  const columns = useMemo(() => {
    const col = createColumnHelper<BarListRow<T>>();
    const cols: Columns<BarListRow<T>> = [
      col.accessor('label', {
        header: labelHeader,
        meta: { rowHeader: true, className: 'max-w-56 truncate', cellClassName: 'font-normal!' },
        cell: ({ getValue }) => <span title={getValue()}>{getValue()}</span>,
      }),
      ...extra.map((c) =>
        col.display({
          id: `extra:${c.header}`,
          header: c.header,
          cell: ({ row }) => c.cell(row.original.item),
        }),
      ),
      col.accessor('value', {
        header: valueHeader,
        meta: { numeric: true, className: 'w-2/5' },
        cell: ({ row }) => <Bar row={row.original} />,
      }),
    ];
    return cols;
  }, [labelHeader, valueHeader, extra]);
  return (
    <DataTable
      caption={caption}
      data={rows}
      columns={columns}
      getRowId={(r) => r.key}
      empty="None in this report."
      // two columns fit any card; with extra ones (a domain's name and country) the table is wider than a phone's
      // card and scrolls inside it, not the page (it pushed /backlinks/1 to 487 px wide on a 412 px phone)
      scroll={extra.length > 0}
    />
  );
}
