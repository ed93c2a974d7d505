import { formatNumber } from '../lib/format.ts';
import { verdict } from '../lib/period-change.ts';

/**
 * A change of a period's mean against the period before, said the same way by arrow, colour and words: "▲ 2.1
 * places better" in green, "▼ 3.4 pp worse" in red. The arrow points the way of the news (up: better), so a
 * position that fell to a smaller number is drawn up and green, like a share that rose; it is never green when worse.
 *
 * `change` is now − before: for a position (`lowerIsBetter`) a negative change is better. null: the period before had
 * no figure, said in words (never a 0).
 */
export function PeriodMove({
  change,
  unit,
  lowerIsBetter = false,
}: {
  change: number | null;
  /** "places", "pp" */
  unit: string;
  lowerIsBetter?: boolean;
}) {
  const news = verdict(change, lowerIsBetter);
  if (news === null || change === null)
    return <span className="text-xs text-slate-600">no earlier period to compare</span>;
  if (news === 'same') return <span className="text-xs whitespace-nowrap text-slate-600">no change</span>;
  const better = news === 'better';
  const size = formatNumber(Math.abs(change), { maximumFractionDigits: 2 });
  return (
    <span className={`text-xs font-medium whitespace-nowrap ${better ? 'text-emerald-700' : 'text-red-700'}`}>
      <span aria-hidden>{better ? '▲ ' : '▼ '}</span>
      {`${size} ${unit} ${news}`}
    </span>
  );
}
