import { flexRender, type Row, type Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, type ReactNode, type RefObject } from 'react';

export const ROW_HEIGHT = 52;
/** The first column stays in view while the others scroll sideways. */
const STICKY = 'sticky left-0 z-[1] border-r border-r-slate-200';

/**
 * A table that renders only the rows in view (plus a few either side) between two spacer rows, so 10,000 rows
 * scroll like 30. Native table markup, a sticky header and aria-rowindex keep it a table for assistive tech.
 * `onReach` gets the index of the last rendered row, so the caller can load the next page in time.
 */
export function VirtualTable<T>({
  table,
  label,
  caption,
  scrollRef,
  rowCount,
  numeric,
  rowClassName,
  onReach,
  footer,
}: {
  table: Table<T>;
  /** names the scrollable region; stays the same while filters change */
  label: string;
  /** the table's caption, which may say what is filtered */
  caption: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** aria-rowcount: every row of the set, or -1 while it is not known */
  rowCount: number;
  numeric: Set<string>;
  rowClassName?: (row: Row<T>) => string;
  onReach: (lastIndex: number) => void;
  footer?: ReactNode;
}) {
  const rows = table.getRowModel().rows;
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? (items[items.length - 1]?.index ?? -1) : -1;
  useEffect(() => {
    onReach(lastIndex);
  }, [lastIndex, rows.length, onReach]);

  const first = items[0];
  const last = items[items.length - 1];
  const top = first ? first.start : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const columns = table.getVisibleLeafColumns();
  const width = table.getTotalSize();
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${label}, scrollable`}
      tabIndex={0}
      className="relative h-[calc(100vh-22rem)] min-h-80 overflow-auto rounded-md border border-slate-200 focus:outline-2 focus:outline-indigo-600"
    >
      <table
        className="table-fixed border-separate border-spacing-0 text-sm"
        style={{ width }}
        aria-rowcount={rowCount}
      >
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {columns.map((c) => (
            <col key={c.id} style={{ width: c.getSize() }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-50">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id} aria-rowindex={1}>
              {g.headers.map((h, i) => (
                <th
                  key={h.id}
                  scope="col"
                  className={`border-b border-slate-200 bg-slate-50 px-2.5 py-2 text-xs font-semibold text-slate-700 ${numeric.has(h.column.id) ? 'text-right' : 'text-left'} ${i === 0 ? STICKY : ''}`}
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((v) => {
            const row = rows[v.index];
            if (!row) return null;
            return (
              <VirtualRow
                key={row.id}
                row={row}
                index={v.index}
                numeric={numeric}
                className={rowClassName?.(row) ?? 'bg-white'}
              />
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

/**
 * One row; memoised so that scrolling renders only the rows that come into view, not the ones already there
 * (a row object changes only when its page of data does).
 */
const VirtualRow = memo(function VirtualRow({
  row,
  index,
  numeric,
  className,
}: {
  row: Row<unknown>;
  index: number;
  numeric: Set<string>;
  className: string;
}) {
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }} className={className}>
      {row.getVisibleCells().map((cell, i) => (
        <td
          key={cell.id}
          className={`overflow-hidden border-b border-slate-100 bg-inherit px-2.5 align-middle ${numeric.has(cell.column.id) ? 'text-right tabular-nums' : ''} ${i === 0 ? STICKY : ''}`}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: { row: Row<T>; index: number; numeric: Set<string>; className: string }) => ReactNode;
