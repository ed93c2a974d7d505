import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CrawledPage } from '../../../api/audit-page-schemas.ts';
import { VirtualTable } from '../../../components/data-table/virtual-table.tsx';
import { PAGE_COLUMNS, type PagesMeta } from './crawled-page-cells.tsx';
import type { PageRows } from './use-crawled-page-rows.ts';

export const ROW_HEIGHT = 40;
/**
 * The virtualizer lays out groups of this many rows: it measures every item it counts up front, and 60,000
 * groups cost a fifth of 300,000 rows on the way to the first rows.
 */
export const GROUP = 5;

/**
 * The crawled pages, 300,000 of them scrolling like 30 (the kit's VirtualTable). Only the pages in view go to
 * TanStack Table: it makes cells for every row it holds. Rows not read yet show as "Loading…" until their block
 * arrives.
 */
export function CrawledPagesTable({
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
  const [[first, last], setWindow] = useState<[number, number]>([0, -1]);
  const onWindow = useCallback(
    (a: number, b: number) =>
      setWindow((w) => {
        if (w[0] === a && w[1] === b) return w;
        return [a, b];
      }),
    [],
  );
  // the caller hears of a new window only, not of every count change
  useEffect(() => {
    if (last >= first) onRange([first, last]);
  }, [first, last, onRange]);
  const pages: CrawledPage[] = [];
  for (let i = first; i <= last; i++) {
    const page = rows.row(i);
    if (page) pages.push(page);
  }
  // the same rows keep the same array, so the table does not rebuild them on every render
  const pagesKey = pages.map((p) => p.id).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const windowPages = useMemo(() => pages, [pagesKey, rows.version]);
  // only the chosen columns go to the table: cells are made for every column it holds
  const columnDefs = useMemo(() => PAGE_COLUMNS.filter((c) => c.id && columns.includes(c.id)), [columns]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler
  const table = useReactTable<CrawledPage>({
    data: windowPages,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (p) => p.id,
    manualSorting: true,
    // no pagination here: a data change must not queue a page-index reset (and a re-render) every time
    autoResetAll: false,
    meta: { onOpen } satisfies PagesMeta,
  });
  const byId = table.getCoreRowModel().rowsById;

  return (
    <VirtualTable
      table={table}
      label="Crawled pages"
      caption="Crawled pages; choose a page’s URL to open its issues"
      scrollRef={scrollRef}
      testId="pages-scroll"
      boxClassName="h-[calc(100vh-22rem)] min-h-96"
      count={rows.count}
      rowCount={rows.count + 1}
      rowAt={(i) => {
        const page = rows.row(i);
        return page ? byId[page.id] : undefined;
      }}
      placeholder={(i) => `Loading page ${i + 1}…`}
      rowHeight={ROW_HEIGHT}
      group={GROUP}
      overscan={2}
      initialRect={{ width: 1000, height: 600 }}
      sort={{ by: sort, dir: desc ? 'desc' : 'asc', onSort }}
      rowLook={(row) =>
        row
          ? {
              className: `cursor-pointer hover:bg-slate-50 ${row.id === openId ? 'bg-indigo-50' : 'bg-white'}`,
              onClick: () => onOpen(row.id),
            }
          : {}
      }
      onRange={onWindow}
    />
  );
}
