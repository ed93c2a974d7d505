import { formatNumber } from '../../lib/format.ts';

/**
 * A change against an earlier figure: "▲ 12" / "▼ 3" / "no change", with words for screen readers and a colour
 * that says whether the move is good news. null (no earlier run) shows nothing, never "0".
 */
export function Change({
  value,
  rise,
  since = 'since the previous crawl',
}: {
  value: number | null;
  rise: 'good' | 'bad' | 'neutral';
  since?: string;
}) {
  if (value === null) return null;
  if (value === 0)
    return (
      <span className="text-xs text-slate-500">
        ±0<span className="sr-only"> {since}</span>
      </span>
    );
  const up = value > 0;
  const good = rise === 'neutral' ? null : (rise === 'good') === up;
  const colour = good === null ? 'text-slate-600' : good ? 'text-emerald-700' : 'text-red-700';
  return (
    <span className={`text-xs font-medium whitespace-nowrap ${colour}`}>
      <span aria-hidden>{up ? '▲' : '▼'} </span>
      <span className="sr-only">{up ? 'up' : 'down'} </span>
      {formatNumber(Math.abs(value))}
      <span className="sr-only"> {since}</span>
    </span>
  );
}
