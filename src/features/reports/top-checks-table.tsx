import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import type { topChecks } from './report-shape.ts';

type Check = ReturnType<typeof topChecks>[number];

const col = createColumnHelper<Check>();

const COLUMNS: Columns<Check> = [
  col.accessor('name', { header: 'Check' }),
  col.accessor('status', { header: 'Severity', meta: { cellClassName: 'capitalize' } }),
  col.accessor('value', { header: 'Pages', meta: { numeric: true } }),
];

/** The audit's worst checks, in the order topChecks gives (severity, then pages affected). */
export function TopChecksTable({ checks }: { checks: readonly Check[] }) {
  return (
    <DataTable
      caption="Top 10 checks by severity, then pages affected"
      showCaption
      data={checks}
      columns={COLUMNS}
      getRowId={(c) => c.code}
    />
  );
}
