import { useState } from 'react';
import type { ColumnId } from './columns.ts';
import { formatNumber } from '../../lib/format.ts';
import { COLUMN_LABELS } from './columns.ts';
import { KeywordTable, type ServiceSort } from './keyword-table.tsx';
import type { KeywordRow } from './rows.ts';
import type { KeywordTab } from './search.ts';
import { SelectionBar } from './selection-bar.tsx';
import { useKeywordSearch, useSetKeywordSearch } from './use-keyword-search.ts';
import { isoDay } from '../../lib/dates.ts';

/** "2024-05-31" (UTC) of a fetch time: the data date written into exports. */
export const dataDate = (at: number) => isoDay(at || Date.now());

/**
 * A result's table with its selection and actions. The table's own sort lives in the URL (`by`, `dir`); the
 * selection belongs to this answer (the parent keys this by the query), so a new search starts with none.
 */
export function KeywordResults({
  tab,
  rows,
  columns,
  caption,
  source,
  seed,
  fetchedAt,
  page,
}: {
  tab: KeywordTab;
  rows: readonly KeywordRow[];
  columns: readonly ColumnId[];
  caption: string;
  source: string;
  seed?: string;
  fetchedAt: number;
  /** one page of a longer paged answer: the service's own order and how many results it has in all */
  page?: { total: number; offset: number; serviceSort?: ServiceSort };
}) {
  const search = useKeywordSearch();
  const setSearch = useSetKeywordSearch();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const serviceColumns = page?.serviceSort?.columns ?? [];
  const localBy =
    search.by && !serviceColumns.includes(search.by) && (columns as readonly string[]).includes(search.by)
      ? (search.by as ColumnId)
      : undefined;
  const partial = page && page.total > rows.length;
  return (
    <div className="flex flex-col gap-3">
      <SelectionBar
        rows={rows}
        selected={selected}
        columns={columns}
        tab={tab}
        source={source}
        seed={seed}
        date={dataDate(fetchedAt)}
        readAt={fetchedAt}
      />
      {partial && serviceColumns.length > 0 && (
        <p className="text-xs text-slate-600">
          Sorting by {serviceColumns.map((c) => COLUMN_LABELS[c as ColumnId]).join(', ')} asks the service for
          that order across all {formatNumber(page.total)} results: a new search, its cost shown before it
          runs.
        </p>
      )}
      {partial && localBy && (
        <p role="status" className="text-sm text-amber-800">
          Sorted by {COLUMN_LABELS[localBy]} on this page only (keywords {formatNumber(page.offset + 1)}–
          {formatNumber(page.offset + rows.length)} of {formatNumber(page.total)}): the service cannot sort by
          it, so Next page continues in the service&apos;s order.
        </p>
      )}
      <KeywordTable
        rows={rows}
        columns={columns}
        caption={caption}
        sort={{ by: search.by, dir: search.dir }}
        onSort={(s) => void setSearch((prev) => ({ ...prev, by: s.by, dir: s.dir }))}
        serviceSort={page?.serviceSort}
        selected={selected}
        onSelect={setSelected}
      />
    </div>
  );
}
