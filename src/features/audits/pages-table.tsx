import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { CrawledPage } from '../../api/audit-page-schemas.ts';
import { columnLabel, isNumericKey } from './page-columns.ts';
import { PAGE_COLUMNS, type PagesMeta } from './page-cells.tsx';
import type { PageRows } from './use-page-rows.ts';

export const ROW_HEIGHT = 40;
/**
 * The virtualizer lays out groups of this many rows: it measures every item it counts up front, and 60,000
 * groups cost a fifth of 300,000 rows on the way to the first rows.
 */
export const GROUP = 5;

/**
 * The crawled pages as a table that renders only the rows in view (plus a few either side) between two spacer
 * rows: 300,000 pages scroll like 30. Native table markup, a sticky header, aria-rowcount and aria-rowindex keep
 * it a table for assistive technology. Rows not read yet show as "Loading…" until their block arrives.
 */
export function PagesTable({
  rows,
  columns,
  sort,
  desc,
  onSort,
  onOpen,
  onRange,
  openId,
}: {
  rows: PageRows;
  columns: readonly string[];
  sort: string | undefined;
  desc: boolean;
  onSort: (key: string) => void;
  onOpen: (id: string) => void;
  onRange: (range: [number, number]) => void;
  openId: string | undefined;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: Math.ceil(rows.count / GROUP),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT * GROUP,
    overscan: 2,
    // rows in the very first render, before the scroll box is measured (it is at least this tall)
    initialRect: { width: 1000, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = (items[0]?.index ?? 0) * GROUP;
  const lastIndex = Math.min(rows.count, ((items[items.length - 1]?.index ?? 0) + 1) * GROUP) - 1;
  useEffect(() => onRange([firstIndex, lastIndex]), [firstIndex, lastIndex, onRange]);
  const indexes: number[] = [];
  for (let i = firstIndex; i <= lastIndex; i++) indexes.push(i);

  const pages = indexes.map((i) => rows.row(i)).filter((p): p is CrawledPage => p !== undefined);
  // the same rows keep the same array, so the table does not rebuild them on every render
  const pagesKey = pages.map((p) => p.id).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const windowPages = useMemo(() => pages, [pagesKey, rows.version]);
  // only the chosen columns go to the table: cells are made for every column it holds
  const columnDefs = useMemo(() => PAGE_COLUMNS.filter((c) => c.id && columns.includes(c.id)), [columns]);
  const table = useReactTable<CrawledPage>({
    data: windowPages,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (p) => p.id,
    manualSorting: true,
    // no pagination here: a data change must not queue a page-index reset (and a re-render) every time
    autoResetAll: false,
    state: { sorting: sort ? [{ id: sort, desc }] : [] },
    meta: { onOpen } satisfies PagesMeta,
  });
  const visible = table.getVisibleLeafColumns();
  const top = items[0]?.start ?? 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Crawled pages, scrollable"
      tabIndex={0}
      data-testid="pages-scroll"
      className="relative h-[calc(100vh-22rem)] min-h-96 overflow-auto rounded-md border border-slate-200 bg-white focus:outline-2 focus:outline-indigo-600"
    >
      <table
        className="table-fixed border-separate border-spacing-0 text-sm"
        style={{ width: table.getTotalSize() }}
        aria-rowcount={rows.count + 1}
      >
        <caption className="sr-only">Crawled pages; choose a page’s URL to open its issues</caption>
        <colgroup>
          {visible.map((c) => (
            <col key={c.id} style={{ width: c.getSize() }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr aria-rowindex={1}>
            {table.getHeaderGroups()[0]?.headers.map((h) => {
              const key = h.column.id;
              const sorted = sort === key ? (desc ? 'descending' : 'ascending') : undefined;
              return (
                <th
                  key={h.id}
                  scope="col"
                  aria-sort={sorted}
                  className={`border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 ${isNumericKey(key) ? 'text-right' : 'text-left'}`}
                >
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    className="inline-flex max-w-full items-center gap-1 truncate hover:text-slate-900"
                    title={`Sort by ${columnLabel(key)}`}
                  >
                    {flexRender(h.column.columnDef.header, h.getContext())}
                    <span aria-hidden>
                      {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden>
              <td colSpan={visible.length} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {indexes.map((index) => {
            const page = rows.row(index);
            const row = page ? table.getRow(page.id, true) : undefined;
            return (
              <tr
                key={index}
                aria-rowindex={index + 2}
                data-row=""
                style={{ height: ROW_HEIGHT }}
                onClick={page ? () => onOpen(page.id) : undefined}
                className={`${page ? 'cursor-pointer hover:bg-slate-50' : ''} ${page && page.id === openId ? 'bg-indigo-50' : ''}`}
              >
                {row ? (
                  row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`overflow-hidden border-b border-slate-100 px-3 align-middle ${isNumericKey(cell.column.id) ? 'text-right tabular-nums' : ''}`}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))
                ) : (
                  <td colSpan={visible.length} className="border-b border-slate-100 px-3 text-slate-500">
                    Loading page {index + 1}…
                  </td>
                )}
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden>
              <td colSpan={visible.length} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
