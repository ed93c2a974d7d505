import { flexRender, type Cell, type CellContext, type Header } from '@tanstack/react-table';
import { ResizeHandle } from '../ui/column-widths.tsx';
import { formatNumber } from '../../lib/format.ts';
import { NoData } from './empty-state.tsx';
import { SortHeader, type SortDirection } from './sort-header.tsx';
import './column-meta.ts';

const alignsRight = (meta: { numeric?: boolean; align?: 'right' } | undefined) =>
  meta?.numeric || meta?.align === 'right';

/** A cell without its own renderer: numbers formatted, "no data" as a dash (never a 0). */
export function defaultCell<T>(ctx: CellContext<T, unknown>) {
  const v = ctx.getValue();
  if (v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v))) return <NoData />;
  if (typeof v === 'number') return formatNumber(v);
  return String(v);
}

/**
 * One header cell: a SortHeader when the table sorts by this column, a plain `th` otherwise. `onSort` is the
 * table's (it decides the direction and where the order lives). A table sorting its own rows needs a value to
 * sort by (an accessor); one whose order lives elsewhere only needs the column's id.
 */
export function HeaderCell<T>({
  header,
  sorted,
  onSort,
  outer = false,
  className = '',
  resize,
}: {
  header: Header<T, unknown>;
  sorted: SortDirection | false;
  onSort?: (columnId: string) => void;
  /** the order lives elsewhere: any column not opted out sorts, with or without an accessor */
  outer?: boolean;
  className?: string;
  /** a table whose columns a person resizes: this column's width, and what a drag of its grip sets */
  resize?: { width: number; onResize: (px: number) => void };
}) {
  const meta = header.column.columnDef.meta;
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const classes = `${className} ${meta?.className ?? ''}`;
  const sortable = outer ? header.column.columnDef.enableSorting !== false : header.column.getCanSort();
  if (onSort && sortable)
    return (
      <SortHeader
        sorted={sorted}
        numeric={meta?.numeric}
        describedBy={meta?.describedBy}
        className={classes}
        onSort={() => onSort(header.column.id)}
        title={
          meta?.headerTitle ??
          (typeof header.column.columnDef.header === 'string'
            ? `Sort by ${header.column.columnDef.header}`
            : undefined)
        }
      >
        {content}
      </SortHeader>
    );
  if (resize) {
    const label =
      typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id;
    return (
      <th
        scope="col"
        className={`relative truncate ${alignsRight(meta) ? 'text-right' : 'text-left'} ${classes}`}
        title={label}
        aria-describedby={meta?.describedBy}
      >
        {content}
        <ResizeHandle label={label} width={resize.width} onResize={resize.onResize} />
      </th>
    );
  }
  return (
    <th
      scope="col"
      title={meta?.headerTitle}
      aria-describedby={meta?.describedBy}
      className={`${alignsRight(meta) ? 'text-right' : 'text-left'} ${classes}`}
    >
      {content}
    </th>
  );
}

/** How a cell of a fixed-width column fits: cut to its width, whole on hover (title) and, when long, on focus. */
const FIT = 'truncate align-top';
const LONG =
  'focus:whitespace-normal focus:[overflow-wrap:anywhere] focus:outline-2 focus:outline-indigo-600';

/**
 * One body cell: `th scope=row` for the column that names the row. In a table of fixed column widths (`fit`) a
 * value is cut to its column; its text shows whole on hover, and a `long` column's cell takes focus to show it.
 */
export function BodyCell<T>({
  cell,
  className = '',
  fit = false,
}: {
  cell: Cell<T, unknown>;
  className?: string;
  fit?: boolean;
}) {
  const meta = cell.column.columnDef.meta;
  const Tag = meta?.rowHeader ? 'th' : 'td';
  const value = fit ? cell.getValue() : undefined;
  return (
    <Tag
      scope={meta?.rowHeader ? 'row' : undefined}
      tabIndex={fit && meta?.long ? 0 : undefined}
      title={typeof value === 'string' || typeof value === 'number' ? String(value) : undefined}
      className={`${meta?.rowHeader ? 'text-left font-medium' : ''} ${meta?.numeric ? 'tabular-nums' : ''} ${alignsRight(meta) ? 'text-right' : ''} ${fit ? FIT : ''} ${fit && meta?.long ? LONG : ''} ${className} ${meta?.className ?? ''} ${meta?.cellClassName ?? ''}`}
    >
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </Tag>
  );
}
