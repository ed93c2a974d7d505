import type { Cell, Row, Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, type ReactNode } from 'react';
import { BodyCell, HeaderCell } from './cells.tsx';
import type { OuterSort } from './data-table.tsx';

/** The first column stays in view while the others scroll sideways. */
const STICKY = 'sticky left-0 z-[1] border-r border-r-slate-200';
const HEAD = 'border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-700';
const BODY = 'overflow-hidden border-b border-slate-100 bg-inherit px-3 align-middle';

export interface RowLook {
  className?: string;
  onClick?: () => void;
}

/**
 * A table that renders only the rows in view (plus a few either side) between two spacer rows, so 300,000 rows
 * scroll like 30. Native table markup, a sticky header, aria-rowcount and aria-rowindex keep it a table for
 * assistive technology. Rows may arrive later than the count (`rowAt` gives undefined): those show `placeholder`.
 * `group` lays rows out in groups, because the virtualizer measures every item up front and a fifth of 300,000
 * items reaches the first rows sooner. `onRange` gets the first and last row rendered, so the caller can read
 * or load what comes into view.
 */
export function VirtualTable<T>({
  table,
  label,
  caption,
  scrollRef,
  count,
  rowCount,
  rowAt = (i) => table.getRowModel().rows[i],
  placeholder,
  rowHeight,
  group = 1,
  overscan = 6,
  initialRect,
  sort,
  stickyFirst = false,
  rowLook,
  onRange,
  footer,
  testId,
  boxClassName = 'h-[calc(100vh-22rem)] min-h-80',
}: {
  table: Table<T>;
  /** names the scrollable region ("…, scrollable"); stays the same while filters change */
  label: string;
  /** the table's caption, which may say what is filtered */
  caption: string;
  scrollRef: React.RefObject<HTMLDivElement | null>;
  /** rows to lay out */
  count: number;
  /** aria-rowcount (header row included), or -1 while it is not known */
  rowCount: number;
  rowAt?: (index: number) => Row<T> | undefined;
  placeholder?: (index: number) => ReactNode;
  rowHeight: number;
  group?: number;
  overscan?: number;
  /** the box before it is measured (it is at least this big): rows in the very first render */
  initialRect?: { width: number; height: number };
  sort?: OuterSort;
  stickyFirst?: boolean;
  rowLook?: (row: Row<T> | undefined, index: number) => RowLook;
  onRange?: (first: number, last: number) => void;
  footer?: ReactNode;
  testId?: string;
  boxClassName?: string;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler
  const virtualizer = useVirtualizer({
    count: Math.ceil(count / group),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight * group,
    overscan,
    initialRect,
  });
  const items = virtualizer.getVirtualItems();
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const first = (firstItem?.index ?? 0) * group;
  const last = lastItem ? Math.min(count, (lastItem.index + 1) * group) - 1 : -1;
  // before paint: a caller that builds its rows from the range has them in the same frame
  useLayoutEffect(() => onRange?.(first, last), [first, last, count, onRange]);
  const indexes: number[] = [];
  for (let i = first; i <= last; i++) indexes.push(i);

  const columns = table.getVisibleLeafColumns();
  const top = firstItem?.start ?? 0;
  const bottom = lastItem ? virtualizer.getTotalSize() - lastItem.end : 0;
  const spacer = (height: number) => (
    <tr aria-hidden>
      <td colSpan={columns.length} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${label}, scrollable`}
      tabIndex={0}
      data-testid={testId}
      className={`relative overflow-auto rounded-md border border-slate-200 bg-white focus:outline-2 focus:outline-indigo-600 ${boxClassName}`}
    >
      <table
        className="table-fixed border-separate border-spacing-0 text-sm"
        style={{ width: table.getTotalSize() }}
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
                <HeaderCell
                  key={h.id}
                  header={h}
                  sorted={sort?.by === h.column.id ? sort.dir : false}
                  onSort={sort?.onSort}
                  outer
                  className={`${HEAD} ${stickyFirst && i === 0 ? STICKY : ''}`}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {top > 0 && spacer(top)}
          {indexes.map((index) => {
            const row = rowAt(index);
            const look = rowLook?.(row, index) ?? {};
            return row ? (
              <VirtualRow
                key={row.id}
                cells={row.getVisibleCells()}
                index={index}
                height={rowHeight}
                sticky={stickyFirst}
                className={look.className ?? 'bg-white'}
                onClick={look.onClick}
              />
            ) : (
              <tr key={`at-${index}`} aria-rowindex={index + 2} data-row="" style={{ height: rowHeight }}>
                <td colSpan={columns.length} className="border-b border-slate-100 px-3 text-slate-500">
                  {placeholder?.(index)}
                </td>
              </tr>
            );
          })}
          {bottom > 0 && spacer(bottom)}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

interface VirtualRowProps<T> {
  cells: Cell<T, unknown>[];
  index: number;
  height: number;
  sticky: boolean;
  className: string;
  onClick?: () => void;
}

/**
 * One row; memoised so that scrolling renders only the rows that come into view, not the ones already there
 * (the cells array changes only when the row's data or the columns do).
 */
const VirtualRow = memo(function VirtualRow({
  cells,
  index,
  height,
  sticky,
  className,
  onClick,
}: VirtualRowProps<unknown>) {
  return (
    <tr aria-rowindex={index + 2} data-row="" style={{ height }} className={className} onClick={onClick}>
      {cells.map((cell, i) => (
        <BodyCell key={cell.id} cell={cell} className={`${BODY} ${sticky && i === 0 ? STICKY : ''}`} />
      ))}
    </tr>
  );
}) as <T>(props: VirtualRowProps<T>) => ReactNode;
