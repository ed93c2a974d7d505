import type { ColumnDef, HeaderContext, CellContext } from '@tanstack/react-table';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

interface Selection {
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  allLabel: string;
  rowLabel: (row: never) => string;
}

const SelectionContext = createContext<Selection | null>(null);

function useSelection() {
  const s = useContext(SelectionContext);
  if (!s) throw new Error('selectColumn() needs a RowSelection around its table');
  return s;
}

/**
 * The selection a `selectColumn()` shows and changes. `ids` are every row the header's box selects, which may be
 * more than the rows drawn (a table paged on screen selects across its pages); a row's id is the table's
 * `getRowId`. The selection lives with the caller, so it survives sorting and paging.
 */
export function RowSelection<T>({
  ids,
  selected,
  onChange,
  allLabel,
  rowLabel,
  children,
}: {
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  allLabel: string;
  rowLabel: (row: T) => string;
  children: ReactNode;
}) {
  return (
    <SelectionContext.Provider value={{ ids, selected, onChange, allLabel, rowLabel }}>
      {children}
    </SelectionContext.Provider>
  );
}

/** The header's box: checked when every row is, half-checked (indeterminate) when some are. */
function SelectAll<T>(_: HeaderContext<T, unknown>) {
  const { ids, selected, onChange, allLabel } = useSelection();
  const ref = useRef<HTMLInputElement>(null);
  const count = ids.filter((id) => selected.has(id)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < ids.length;
  }, [count, ids.length]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={allLabel}
      checked={ids.length > 0 && count === ids.length}
      onChange={(e) => onChange(e.target.checked ? new Set(ids) : new Set())}
    />
  );
}

function SelectRow<T>({ row }: CellContext<T, unknown>) {
  const { selected, onChange, rowLabel } = useSelection();
  return (
    <input
      type="checkbox"
      aria-label={(rowLabel as (row: T) => string)(row.original)}
      checked={selected.has(row.id)}
      onChange={(e) => {
        const next = new Set(selected);
        if (e.target.checked) next.add(row.id);
        else next.delete(row.id);
        onChange(next);
      }}
    />
  );
}

/**
 * A first column of checkboxes, inside a `RowSelection`. Its header and cells are components of their own, not
 * closures over the selection: the table draws a column's function as a component, so a new one at each click
 * would remount every box and drop the keyboard focus.
 */
export function selectColumn<T>(): ColumnDef<T, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    meta: { className: 'w-8' },
    header: SelectAll,
    cell: SelectRow,
  };
}
