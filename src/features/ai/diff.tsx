import { formatNumber } from '../../lib/format.ts';

/**
 * A change from the first to the last date of the range, with an arrow and words, so colour is never the
 * only signal. `null` (not known) shows a dash, never "0".
 */
export function Diff({
  value,
  unit = 'pp',
  unitWords = 'percentage points',
}: {
  value: number | null;
  unit?: string;
  unitWords?: string;
}) {
  if (value === null)
    return (
      <span className="text-xs text-slate-500">
        —<span className="sr-only"> no change known</span>
      </span>
    );
  const size = formatNumber(Math.abs(value), { maximumFractionDigits: 2 });
  if (value === 0) {
    return (
      <span className="text-xs text-slate-600">
        <span aria-hidden>→ </span>no change
      </span>
    );
  }
  const up = value > 0;
  return (
    <span className={`text-xs font-medium ${up ? 'text-emerald-700' : 'text-red-700'}`}>
      <span aria-hidden>{up ? '▲' : '▼'} </span>
      <span aria-hidden>
        {up ? '+' : '−'}
        {size}
        {unit ? ` ${unit}` : ''}
      </span>
      <span className="sr-only">
        {up ? 'up' : 'down'} {size} {unitWords}
      </span>
    </span>
  );
}
