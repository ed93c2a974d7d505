import { useMemo, useState } from 'react';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Pager } from '../../components/data-table/pager.tsx';
import { RowSelection, selectColumn } from '../../components/data-table/select-column.tsx';
import type { SortDirection } from '../../components/data-table/sort-header.tsx';
import type { ColumnId } from './columns.ts';
import { isSortable, keywordColumns } from './keyword-columns.tsx';
import { sortRows, type KeywordRow, type SortColumn } from './rows.ts';

/** Rows drawn at once; longer results (an export of 5000) page through the table. */
const PAGE = 100;

export interface TableSort {
  by?: string;
  dir?: SortDirection;
}

/**
 * The order the service sorts a paged answer in (its `sort` and `sort_order`). A header of one of these
 * columns asks the service for that order over every result rather than sorting the rows on screen, so
 * "Next page" continues in the same order.
 */
export interface ServiceSort {
  by?: string;
  dir: SortDirection;
  columns: readonly string[];
  onSort: (s: { by: string; dir: SortDirection }) => void;
}

export function KeywordTable({
  rows,
  columns,
  caption,
  sort,
  onSort,
  serviceSort,
  selected,
  onSelect,
}: {
  rows: readonly KeywordRow[];
  columns: readonly ColumnId[];
  caption: string;
  sort: TableSort;
  onSort: (s: TableSort) => void;
  serviceSort?: ServiceSort;
  selected: ReadonlySet<string>;
  onSelect: (s: Set<string>) => void;
}) {
  const serviceColumns = serviceSort?.columns ?? [];
  const byService = (k: string | undefined) => !!k && serviceColumns.includes(k);
  // a local sort of a column the service sorts would only reorder this page: the service's order wins
  const by =
    sort.by && !byService(sort.by) && columns.some((c) => c === sort.by && isSortable(c))
      ? (sort.by as SortColumn)
      : undefined;
  const dir = sort.dir ?? (by === 'keyword' ? 'asc' : 'desc');
  const shownOrder =
    by !== undefined
      ? { by, dir }
      : byService(serviceSort?.by) && serviceSort
        ? { by: serviceSort.by, dir: serviceSort.dir }
        : { by: undefined, dir };
  const sorted = useMemo(() => (by ? sortRows(rows, by, dir) : rows), [rows, by, dir]);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE));
  const current = Math.min(page, pages - 1);
  const shown = sorted.slice(current * PAGE, current * PAGE + PAGE);

  // the columns keep their identity while only the selection or the rows change: the table would remount
  // cells drawn by new column functions, and a checkbox would lose its focus on each click
  const idsKey = columns.join(' ');
  const serviceKey = serviceColumns.join(' ');
  const tableColumns = useMemo(
    () => [
      selectColumn<KeywordRow>(),
      ...keywordColumns(idsKey.split(' ') as ColumnId[], serviceKey ? serviceKey.split(' ') : []),
    ],
    [idsKey, serviceKey],
  );
  const ids = useMemo(() => sorted.map((r) => r.id), [sorted]);

  const ask = (key: string) => {
    const now = shownOrder.by === key ? shownOrder.dir : undefined;
    const next: SortDirection = now ? (now === 'asc' ? 'desc' : 'asc') : key === 'keyword' ? 'asc' : 'desc';
    if (byService(key) && serviceSort) serviceSort.onSort({ by: key, dir: next });
    else onSort({ by: key, dir: next });
  };

  return (
    <div>
      <RowSelection
        ids={ids}
        selected={selected}
        onChange={onSelect}
        allLabel={`Select all ${sorted.length} rows`}
        rowLabel={(r: KeywordRow) => `Select ${r.keyword ?? r.id}`}
      >
        <DataTable
          caption={caption}
          data={shown}
          columns={tableColumns}
          getRowId={(r) => r.id}
          sort={{ ...shownOrder, onSort: ask }}
          rowClassName={(r) => (selected.has(r.id) ? 'bg-indigo-50/60' : '')}
          boxClassName="rounded-md border border-slate-200"
        />
      </RowSelection>
      {pages > 1 && (
        <Pager
          label="Table pages"
          total={sorted.length}
          offset={current * PAGE}
          limit={PAGE}
          noun="rows"
          onChange={(p) => setPage(Math.floor(p.offset / PAGE))}
        />
      )}
    </div>
  );
}
