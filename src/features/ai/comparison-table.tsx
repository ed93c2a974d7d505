import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { formatPercent } from '../../lib/format.ts';
import type { ComparisonRow } from './comparison-series.ts';

const col = createColumnHelper<ComparisonRow>();

// a null is an engine with no answer in the range: a dash, as the chart draws no bar, never 0%
const COLUMNS: Columns<ComparisonRow> = [
  col.accessor('label', { header: 'Engine', meta: { rowHeader: true, cellClassName: 'font-normal!' } }),
  col.accessor('link', {
    header: 'Link presence',
    meta: { cellClassName: 'tabular-nums' },
    cell: ({ getValue }) => formatPercent(getValue()),
  }),
  col.accessor('mention', {
    header: 'Mention presence',
    meta: { cellClassName: 'tabular-nums' },
    cell: ({ getValue }) => formatPercent(getValue()),
  }),
];

/** The comparison chart's figures as a table, for reading exact values and for screen readers. */
export function ComparisonTable({ rows }: { rows: readonly ComparisonRow[] }) {
  return (
    <DataTable
      caption="Link and mention presence by engine"
      data={rows}
      columns={COLUMNS}
      getRowId={(r) => String(r.engineId)}
      boxClassName="mt-2"
    />
  );
}
