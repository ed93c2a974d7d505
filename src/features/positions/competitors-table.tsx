import { createColumnHelper } from '@tanstack/react-table';
import type { PositionsTrends } from '../../api/positions.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { formatNumber, formatPercent } from '../../lib/format.ts';

type Competitor = PositionsTrends['competitors'][number];

const col = createColumnHelper<Competitor>();

const COLUMNS: Columns<Competitor> = [
  col.accessor('domain', {
    header: 'Domain',
    meta: { rowHeader: true, className: 'whitespace-nowrap', cellClassName: 'text-slate-900' },
  }),
  col.accessor('appearances', {
    header: 'Keyword-days in top 10',
    meta: { numeric: true },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  col.accessor('share', {
    header: 'Share',
    meta: { numeric: true },
    cell: ({ getValue }) => formatPercent(getValue() * 100),
  }),
];

/** The domains most often in the site's top 10s, as the trends read gives them (most often first). */
export function CompetitorsTable({ competitors }: { competitors: readonly Competitor[] }) {
  return (
    <DataTable
      caption="Competitors most often in the top 10"
      data={competitors}
      columns={COLUMNS}
      getRowId={(c) => c.domain}
    />
  );
}
