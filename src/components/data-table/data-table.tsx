import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useColumnWidths } from '../ui/column-widths.tsx';
import { TableScroll } from '../ui/table-scroll.tsx';
import { BodyCell, defaultCell, HeaderCell } from './cells.tsx';
import { EmptyState } from './empty-state.tsx';
import type { SortDirection } from './sort-header.tsx';
import { sortRows } from './sort-rows.ts';
import { useLocalSort, type SortState } from './use-sorting.ts';

/** An order that lives elsewhere (the URL, the service): the rows come sorted, a header click asks for another. */
export interface OuterSort {
  by: string | undefined;
  dir: SortDirection;
  onSort: (columnId: string) => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
export type Columns<T> = ColumnDef<T, any>[];

export const HEAD_CELL = 'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600';
export const BODY_CELL = 'px-3 py-1.5';
const CAPTION = 'mb-1 text-left text-sm font-semibold text-slate-800';

/**
 * A table from TanStack column definitions. `sort="local"` sorts the rows on screen by the clicked column (no data
 * last in either direction); an `OuterSort` only shows and asks for the order; without `sort` nothing sorts.
 * Columns opt out of sorting with `enableSorting: false`; `meta.numeric` and `meta.rowHeader` set alignment and the
 * row's header cell. With `empty`, a table without rows says so instead of drawing an empty grid; with `emptyRow`
 * it keeps its caption and headers and says so in a row (tables side by side, where each keeps its title).
 */
export function DataTable<T>({
  caption,
  data,
  columns,
  getRowId,
  sort,
  initialSort,
  empty,
  emptyRow,
  showCaption = false,
  rowClassName,
  rowLabel,
  className = 'w-full text-sm',
  boxClassName,
  scroll = true,
  stickyHead = false,
  resizable,
}: {
  caption: ReactNode;
  data: readonly T[];
  columns: Columns<T>;
  getRowId?: (row: T, index: number) => string;
  sort?: 'local' | OuterSort;
  initialSort?: SortState;
  empty?: ReactNode;
  emptyRow?: ReactNode;
  /** the caption is the table's visible title (otherwise it is for screen readers only) */
  showCaption?: boolean;
  rowClassName?: (row: T) => string;
  /** a row's own accessible name, for a row that stands out (e.g. "Your site: … at 3") */
  rowLabel?: (row: T) => string | undefined;
  className?: string;
  /** the scroll box's classes (a border, a background) */
  boxClassName?: string;
  /** false: the caller gives the scroll box */
  scroll?: boolean;
  /** the header stays in view in a caller's box that scrolls down */
  stickyHead?: boolean;
  /**
   * Columns a person resizes by their header's grip (or its arrow keys), kept in this browser under `table`; each
   * column starts at its width in `defaults` (px). Values are cut to their column (column meta `long`: see BodyCell).
   */
  resizable?: { table: string; defaults: Record<string, number> };
}) {
  const local = useLocalSort(initialSort);
  const widths = useColumnWidths(resizable?.table ?? '', resizable?.defaults ?? {});
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId,
    defaultColumn: { cell: defaultCell },
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSorting: sort !== undefined,
  });
  const order: SortState | undefined = sort === 'local' ? local.sort : sort;
  const onSort =
    sort === 'local'
      ? (id: string) => local.toggle(id, table.getColumn(id)?.columnDef.meta?.numeric ? 'desc' : 'asc')
      : sort?.onSort;
  const coreRows = table.getRowModel().rows;
  const rows = useMemo(
    () =>
      sort === 'local' && order?.by
        ? sortRows(coreRows, (r) => r.getValue(order.by as string), order.dir === 'desc')
        : coreRows,
    [coreRows, sort, order?.by, order?.dir],
  );

  if (empty !== undefined && data.length === 0) return <EmptyState>{empty}</EmptyState>;
  const columnIds = table.getVisibleLeafColumns().map((c) => c.id);
  const grid = (
    <table
      className={resizable ? `table-fixed ${className.replace(/\bw-full\b/, '')}` : className}
      style={resizable ? { width: columnIds.reduce((sum, id) => sum + widths.widthOf(id), 0) } : undefined}
    >
      <caption className={showCaption ? CAPTION : 'sr-only'}>{caption}</caption>
      {resizable && (
        <colgroup>
          {columnIds.map((id) => (
            <col key={id} style={{ width: widths.widthOf(id) }} />
          ))}
        </colgroup>
      )}
      <thead className={`border-b border-slate-200 bg-slate-50 ${stickyHead ? 'sticky top-0 z-10' : ''}`}>
        {table.getHeaderGroups().map((g) => (
          <tr key={g.id}>
            {g.headers.map((h) => (
              <HeaderCell
                key={h.id}
                header={h}
                sorted={order?.by === h.column.id ? order.dir : false}
                onSort={onSort}
                outer={sort !== undefined && sort !== 'local'}
                className={HEAD_CELL}
                resize={
                  resizable
                    ? {
                        width: widths.widthOf(h.column.id),
                        onResize: (px) => widths.setWidth(h.column.id, px),
                      }
                    : undefined
                }
              />
            ))}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 && emptyRow !== undefined && (
          <tr>
            <td colSpan={columnIds.length} className={`${BODY_CELL} text-slate-600`}>
              {emptyRow}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr
            key={row.id}
            className={rowClassName?.(row.original) ?? 'hover:bg-slate-50'}
            aria-label={rowLabel?.(row.original)}
          >
            {row.getVisibleCells().map((cell) => (
              <BodyCell key={cell.id} cell={cell} className={BODY_CELL} fit={resizable !== undefined} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scroll ? <TableScroll className={boxClassName}>{grid}</TableScroll> : grid;
}
