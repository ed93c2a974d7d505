import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { TableScroll } from '../../components/ui/table-scroll.tsx';

/** One page of rows as a plain table, from TanStack column definitions; paging is the caller's (server side). */
export function DataTable<T>({
  caption,
  data,
  columns,
  numeric,
  rowHeader,
}: {
  caption: string;
  data: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<T, any>[];
  numeric: Set<string>;
  /** the column whose cell names the row */
  rowHeader: string;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <TableScroll>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  className={`px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 ${numeric.has(h.column.id) ? 'text-right' : 'text-left'}`}
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              {row.getVisibleCells().map((cell) => {
                const Cell = cell.column.id === rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    scope={Cell === 'th' ? 'row' : undefined}
                    className={`px-3 py-1.5 ${Cell === 'th' ? 'text-left font-medium' : ''} ${numeric.has(cell.column.id) ? 'text-right tabular-nums' : ''}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
