import type { RankingItem } from '../../api/ai-tracking-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { formatNumber } from '../../lib/format.ts';
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
  return (
    <TableScroll>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Prompt rankings</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            <th scope="col" className="py-2 pr-3">
              Prompt
            </th>
            <th scope="col" className="pr-3 text-right">
              Volume
            </th>
            <th scope="col" className="pr-3">
              Intent
            </th>
            <th scope="col" className="pr-3">
              Daily positions
            </th>
            <th scope="col" className="pr-3">
              Last link
            </th>
            <th scope="col" className="pr-3">
              Last mention
            </th>
            <th scope="col">
              <span className="sr-only">Chart</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const last = item.positions[item.positions.length - 1];
            const open = item.keyword_id === openId;
            return (
              <tr key={item.keyword_id} className={`border-b border-slate-100 ${open ? 'bg-indigo-50' : ''}`}>
                <th scope="row" className="max-w-md py-2 pr-3 font-normal text-slate-900">
                  {item.keyword}
                </th>
                <td className="pr-3 text-right tabular-nums">{formatNumber(item.search_volume)}</td>
                <td className="pr-3">
                  <IntentChips intents={item.search_intent} />
                </td>
                <td className="pr-3">
                  <Sparkline positions={item.positions} />
                </td>
                <td className="pr-3">
                  <Latest value={last?.url_position} absent="not found" />
                </td>
                <td className="pr-3">
                  <Latest value={last?.mention_position} absent="not mentioned" />
                </td>
                <td>
                  <Button
                    variant="ghost"
                    aria-pressed={open}
                    aria-label={`Open chart for ${item.keyword}`}
                    onClick={() => onOpen(item.keyword_id)}
                  >
                    Chart
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
