import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { formatNumber } from '../../lib/format.ts';
import { Difficulty, Features, Intents, NoValue, Num, Sparkline } from './cells.tsx';
import { COLUMN_LABELS, type ColumnId } from './columns.ts';
import { SORTABLE, sortRows, type KeywordRow, type SortColumn } from './rows.ts';

/** Rows drawn at once; longer results (an export of 5000) page through the table. */
const PAGE = 100;

export interface TableSort {
  by?: string;
  dir?: 'asc' | 'desc';
}

/**
 * The order the service sorts a paged answer in (its `sort` and `sort_order`). A header of one of these
 * columns asks the service for that order over every result rather than sorting the rows on screen, so
 * "Next page" continues in the same order.
 */
export interface ServiceSort {
  by?: string;
  dir: 'asc' | 'desc';
  columns: readonly string[];
  onSort: (s: { by: string; dir: 'asc' | 'desc' }) => void;
}

const sortKey = (c: ColumnId): SortColumn | undefined =>
  (SORTABLE as readonly string[]).includes(c) ? (c as SortColumn) : undefined;

function Cell({ row, col }: { row: KeywordRow; col: ColumnId }) {
  if (row.noData && col !== 'keyword' && col !== 'data') return <NoValue />;
  switch (col) {
    case 'keyword':
      return <span className="font-medium text-slate-900">{row.keyword ?? row.id}</span>;
    case 'relevance':
    case 'volume':
      return <Num value={row[col]} />;
    case 'difficulty':
      return <Difficulty value={row.difficulty} />;
    case 'cpc':
    case 'competition':
      return <Num value={row[col]} digits={2} />;
    case 'intents':
      return <Intents codes={row.intents} />;
    case 'serp_features':
      return <Features names={row.serp_features} />;
    case 'trend':
      return <Sparkline trend={row.history_trend} />;
    case 'data':
      return row.noData ? <Badge tone="warn">no data</Badge> : <Badge tone="good">found</Badge>;
  }
}

function SelectAll({
  rows,
  selected,
  onChange,
}: {
  rows: readonly KeywordRow[];
  selected: ReadonlySet<string>;
  onChange: (s: Set<string>) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const count = rows.filter((r) => selected.has(r.id)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < rows.length;
  }, [count, rows.length]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={`Select all ${rows.length} rows`}
      checked={rows.length > 0 && count === rows.length}
      onChange={(e) => onChange(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
    />
  );
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
  const byService = (k: string | undefined) => !!k && !!serviceSort?.columns.includes(k);
  // a local sort of a column the service sorts would only reorder this page: the service's order wins
  const by =
    sort.by && !byService(sort.by) && columns.some((c) => sortKey(c) === sort.by)
      ? (sort.by as SortColumn)
      : undefined;
  const dir = sort.dir ?? (by === 'keyword' ? 'asc' : 'desc');
  const state = (key: SortColumn | undefined): 'asc' | 'desc' | undefined => {
    if (!key) return undefined;
    if (byService(key)) return serviceSort?.by === key && !by ? serviceSort.dir : undefined;
    return by === key ? dir : undefined;
  };
  const sorted = useMemo(() => (by ? sortRows(rows, by, dir) : rows), [rows, by, dir]);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE));
  const current = Math.min(page, pages - 1);
  const shown = sorted.slice(current * PAGE, current * PAGE + PAGE);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const header = (c: ColumnId) => {
    const key = sortKey(c);
    if (!key) return COLUMN_LABELS[c];
    const current = state(key);
    const nextDir = current ? (current === 'asc' ? 'desc' : 'asc') : key === 'keyword' ? 'asc' : 'desc';
    const service = byService(key);
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:text-indigo-800"
        title={service ? 'Sorts every result: asks the service for this order' : 'Sorts this page only'}
        onClick={() =>
          service && serviceSort
            ? serviceSort.onSort({ by: key, dir: nextDir })
            : onSort({ by: key, dir: nextDir })
        }
      >
        {COLUMN_LABELS[c]}
        <span aria-hidden className="text-slate-400">
          {current ? (current === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    );
  };

  return (
    <div>
      <TableScroll className="rounded-md border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="w-8 px-2 py-2">
                <SelectAll rows={sorted} selected={selected} onChange={onSelect} />
              </th>
              {columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className={`px-2 py-2 ${['volume', 'cpc', 'competition', 'relevance'].includes(c) ? 'text-right' : ''}`}
                  aria-sort={
                    state(sortKey(c)) ? (state(sortKey(c)) === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {header(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr
                key={r.id}
                className={`border-t border-slate-100 ${selected.has(r.id) ? 'bg-indigo-50/60' : ''}`}
              >
                <td className="px-2 py-1.5">
                  <input
                    type="checkbox"
                    aria-label={`Select ${r.keyword ?? r.id}`}
                    checked={selected.has(r.id)}
                    onChange={(e) => toggle(r.id, e.target.checked)}
                  />
                </td>
                {columns.map((c) =>
                  c === 'keyword' ? (
                    <th key={c} scope="row" className="px-2 py-1.5 font-normal">
                      <Cell row={r} col={c} />
                    </th>
                  ) : (
                    <td
                      key={c}
                      className={`px-2 py-1.5 ${['volume', 'cpc', 'competition', 'relevance'].includes(c) ? 'text-right tabular-nums' : ''}`}
                    >
                      <Cell row={r} col={c} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {pages > 1 && (
        <nav aria-label="Table pages" className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <Button variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous rows
          </Button>
          <span>
            Rows {formatNumber(current * PAGE + 1)}–{formatNumber(current * PAGE + shown.length)} of{' '}
            {formatNumber(sorted.length)}
          </span>
          <Button variant="secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next rows
          </Button>
        </nav>
      )}
    </div>
  );
}
