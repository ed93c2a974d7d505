import { useState } from 'react';
import type { ColumnId } from './columns.ts';
import { KeywordTable } from './keyword-table.tsx';
import type { KeywordRow } from './rows.ts';
import type { KeywordTab } from './search.ts';
import { SelectionBar } from './selection-bar.tsx';
import { useKeywordSearch, useSetKeywordSearch } from './use-keyword-search.ts';

/** "2024-05-31" (UTC) of a fetch time: the data date written into exports. */
export const dataDate = (at: number) => new Date(at || Date.now()).toISOString().slice(0, 10);

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
}: {
  tab: KeywordTab;
  rows: readonly KeywordRow[];
  columns: readonly ColumnId[];
  caption: string;
  source: string;
  seed?: string;
  fetchedAt: number;
}) {
  const search = useKeywordSearch();
  const setSearch = useSetKeywordSearch();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
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
      <KeywordTable
        rows={rows}
        columns={columns}
        caption={caption}
        sort={{ by: search.by, dir: search.dir }}
        onSort={(s) => void setSearch((prev) => ({ ...prev, by: s.by, dir: s.dir }))}
        selected={selected}
        onSelect={setSelected}
      />
    </div>
  );
}
