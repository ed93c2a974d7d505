import { flexRender, type Cell, type CellContext, type Header } from '@tanstack/react-table';
import { formatNumber } from '../../lib/format.ts';
import { NoData } from './empty-state.tsx';
import { SortHeader, type SortDirection } from './sort-header.tsx';
import './column-meta.ts';

/** A cell without its own renderer: numbers formatted, "no data" as a dash (never a 0). */
export function defaultCell<T>(ctx: CellContext<T, unknown>) {
  const v = ctx.getValue();
  if (v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v))) return <NoData />;
  if (typeof v === 'number') return formatNumber(v);
  return String(v);
}

/**
 * One header cell: a SortHeader when the table sorts by this column, a plain `th` otherwise. `onSort` is the
 * table's (it decides the direction and where the order lives).
 */
export function HeaderCell<T>({
  header,
  sorted,
  onSort,
  className = '',
}: {
  header: Header<T, unknown>;
  sorted: SortDirection | false;
  onSort?: (columnId: string) => void;
  className?: string;
}) {
  const meta = header.column.columnDef.meta;
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const classes = `${className} ${meta?.className ?? ''}`;
  if (onSort && header.column.getCanSort())
    return (
      <SortHeader
        sorted={sorted}
        numeric={meta?.numeric}
        className={classes}
        onSort={() => onSort(header.column.id)}
      >
        {content}
      </SortHeader>
    );
  return (
    <th scope="col" className={`${meta?.numeric ? 'text-right' : 'text-left'} ${classes}`}>
      {content}
    </th>
  );
}

/** One body cell: `th scope=row` for the column that names the row. */
export function BodyCell<T>({ cell, className = '' }: { cell: Cell<T, unknown>; className?: string }) {
  const meta = cell.column.columnDef.meta;
  const Tag = meta?.rowHeader ? 'th' : 'td';
  return (
    <Tag
      scope={meta?.rowHeader ? 'row' : undefined}
      className={`${meta?.rowHeader ? 'text-left font-medium' : ''} ${meta?.numeric ? 'text-right tabular-nums' : ''} ${className}`}
    >
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </Tag>
  );
}
