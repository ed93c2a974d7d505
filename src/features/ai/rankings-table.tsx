import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useMemo } from 'react';
import type { RankingItem } from '../../api/ai-schemas.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { IntentChips } from './intent-chips.tsx';
import { describePosition } from './prompt-series.ts';
import { Sparkline } from './sparkline.tsx';

function Latest({
  value,
  absent,
}: {
  value: number | null | undefined;
  absent: 'not found' | 'not mentioned';
}) {
  if (value === undefined) return <span className="text-slate-500">—</span>;
  const text = describePosition(value, absent);
  return (
    <span className={value === null || value === 0 ? 'text-slate-600' : 'font-medium tabular-nums'}>
      {text}
    </span>
  );
}

const col = createColumnHelper<RankingItem>();
const lastDay = (item: RankingItem) => item.positions[item.positions.length - 1];

/**
 * Which prompt's chart is open, for the Chart buttons: read from here, not built into the columns, so opening a
 * chart keeps every cell (and the focus on the button just pressed) where it was.
 */
const OpenChart = createContext<{ openId: number | undefined; onOpen: (keywordId: number) => void }>({
  openId: undefined,
  onOpen: () => {},
});

function ChartButton({ item }: { item: RankingItem }) {
  const { openId, onOpen } = useContext(OpenChart);
  return (
    <Button
      variant="ghost"
      aria-pressed={item.keyword_id === openId}
      aria-label={`Open chart for ${item.keyword}`}
      onClick={() => onOpen(item.keyword_id)}
    >
      Chart
    </Button>
  );
}

const COLUMNS: Columns<RankingItem> = [
  col.accessor('keyword', {
    header: 'Prompt',
    meta: { rowHeader: true, className: 'max-w-md', cellClassName: 'font-normal! text-slate-900' },
  }),
  col.accessor('search_volume', { header: 'Volume', meta: { numeric: true } }),
  col.accessor('search_intent', {
    header: 'Intent',
    cell: ({ getValue }) => <IntentChips intents={getValue()} />,
  }),
  col.accessor('positions', {
    header: 'Daily positions',
    cell: ({ getValue }) => <Sparkline positions={getValue()} />,
  }),
  col.display({
    id: 'last_link',
    header: 'Last link',
    cell: ({ row }) => <Latest value={lastDay(row.original)?.url_position} absent="not found" />,
  }),
  col.display({
    id: 'last_mention',
    header: 'Last mention',
    cell: ({ row }) => <Latest value={lastDay(row.original)?.mention_position} absent="not mentioned" />,
  }),
  col.display({
    id: 'chart',
    header: () => <span className="sr-only">Chart</span>,
    cell: ({ row: { original: item } }) => <ChartButton item={item} />,
  }),
];

/** One row per prompt: keyword, volume, intents, daily positions, the last day's positions. */
export function RankingsTable({
  items,
  openId,
  onOpen,
}: {
  items: readonly RankingItem[];
  openId: number | undefined;
  onOpen: (keywordId: number) => void;
}) {
  const open = useMemo(() => ({ openId, onOpen }), [openId, onOpen]);
  return (
    <OpenChart.Provider value={open}>
      <DataTable
        caption="Prompt rankings"
        data={items}
        columns={COLUMNS}
        getRowId={(item) => String(item.keyword_id)}
        rowClassName={(item) => (item.keyword_id === openId ? 'bg-indigo-50' : 'hover:bg-slate-50')}
      />
    </OpenChart.Provider>
  );
}
