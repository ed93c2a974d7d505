import { createColumnHelper } from '@tanstack/react-table';
import type { LedgerRow } from '../../api/ledger.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { creditsCell, moneyText, operationLabel, outcomeText } from './spend-view.ts';

const col = createColumnHelper<LedgerRow>();

const COLUMNS: Columns<LedgerRow> = [
  col.accessor('at', {
    header: 'When',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDate(getValue(), true),
  }),
  col.accessor('op', {
    header: 'Operation',
    cell: ({ getValue }) => <span title={getValue()}>{operationLabel(getValue())}</span>,
  }),
  col.accessor('target', {
    header: 'Target',
    meta: { cellClassName: 'max-w-48 truncate' },
    cell: ({ getValue }) => <span title={getValue() ?? undefined}>{getValue() ?? '—'}</span>,
  }),
  col.display({
    id: 'credits',
    header: 'Credits',
    meta: { numeric: true },
    cell: ({ row: { original } }) => creditsCell(original, (n) => formatNumber(n)),
  }),
  // money is its own column: a backlink report's price is withdrawn from the balance, never turned into credits
  col.display({
    id: 'money',
    header: 'Money',
    meta: { numeric: true },
    cell: ({ row: { original } }) => moneyText(original),
  }),
  col.display({
    id: 'outcome',
    header: 'Outcome',
    cell: ({ row: { original } }) => outcomeText(original),
  }),
];

/** The ledger's latest paid calls, newest first, in a box that scrolls under its header. */
export function LatestCallsTable({ rows }: { rows: readonly LedgerRow[] }) {
  return (
    <div className="relative mt-2 max-h-80 overflow-auto">
      <DataTable
        caption="Latest paid calls"
        data={rows}
        columns={COLUMNS}
        getRowId={(r) => String(r.id)}
        scroll={false}
        stickyHead
      />
    </div>
  );
}
