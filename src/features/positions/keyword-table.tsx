import { useNavigate } from '@tanstack/react-router';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import type { TrackedKeyword } from '../../api/positions.ts';
import { VirtualTable } from '../../components/data-table/virtual-table.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { useRunByHand } from './run-by-hand.ts';
import { keywordColumns, LocationNames } from './keyword-columns.tsx';
import type { PositionsSearch } from './search.ts';
import { SORTS, type SortKey } from './search.ts';

export const ROW_HEIGHT = 52;

const isSortKey = (id: string): id is SortKey => (SORTS as readonly string[]).includes(id);

/**
 * The tracked keywords (up to 5,000 a site) through the kit's VirtualTable: they scroll like 30. The rows come
 * filtered and sorted (table-shape.ts); a header click puts another order in the URL.
 */
export function KeywordTable({
  rows,
  search,
  today,
  onRun,
  onRemove,
  picked,
  onPick,
  locationName,
}: {
  rows: TrackedKeyword[];
  locationName: (id: number) => string;
  search: PositionsSearch;
  today: string;
  onRun: (k: TrackedKeyword) => void;
  onRemove: (k: TrackedKeyword) => void;
  picked: ReadonlySet<number>;
  /** the ids given picked (`on`) or dropped */
  onPick: (ids: number[], on: boolean) => void;
}) {
  const navigate = useNavigate({ from: '/sites/$siteId/positions' });
  // a role that may not run or remove keywords gets no such buttons on any row (the card says why once)
  const canRun = useRunByHand().can;
  const canRemove = useCan('write');
  const scrollRef = useRef<HTMLDivElement>(null);
  const sort = search.sort ?? 'position';
  const dir = search.dir ?? 'asc';
  const shownPicked = rows.reduce((n, k) => n + (picked.has(k.id) ? 1 : 0), 0);
  const allPicked = shownPicked === 0 ? false : shownPicked === rows.length ? true : null;
  // drawn anew only when the pick changes: cells built anew on every render would replace the row's buttons
  // under a click (the rows are memoised on their cells, which the columns make)
  const columns = useMemo(
    () =>
      keywordColumns({
        today,
        onRun,
        onRemove,
        picked,
        allPicked,
        onPick: (k, on) => onPick([k.id], on),
        onPickAll: onPick,
        onHistory: (k) => void navigate({ search: (s) => ({ ...s, keyword: k.id }) }),
        canRun,
        canRemove,
      }),
    [today, onRun, onRemove, picked, allPicked, onPick, navigate, canRun, canRemove],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (k) => String(k.id),
  });
  const onSort = (key: string) => {
    if (!isSortKey(key)) return;
    void navigate({
      search: (s) => ({ ...s, sort: key, dir: sort === key && dir === 'asc' ? 'desc' : 'asc' }),
      replace: true,
    });
  };
  return (
    <LocationNames value={locationName}>
      <VirtualTable
        table={table}
        label="Tracked keywords"
        caption={`Tracked keywords, sorted by ${sort}`}
        scrollRef={scrollRef}
        testId="positions-scroll"
        boxClassName="max-h-[36rem]"
        count={rows.length}
        rowCount={rows.length + 1}
        rowHeight={ROW_HEIGHT}
        overscan={6}
        initialRect={{ width: 1000, height: 600 }}
        sort={{ by: sort, dir, onSort }}
      />
    </LocationNames>
  );
}
