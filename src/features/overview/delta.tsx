import { formatNumber } from '../../lib/format.ts';

/** A change with an arrow and words (colour is never the only signal); null = unknown, a dash, never "0". */
export function Delta({ value, unit = '', words }: { value: number | null; unit?: string; words: string }) {
  if (value === null)
    return (
      <span className="text-xs text-slate-500">
        —<span className="sr-only"> no change known</span>
      </span>
    );
  if (value === 0) return <span className="text-xs text-slate-600">no change</span>;
  const up = value > 0;
  return (
    <span className={`text-xs font-medium ${up ? 'text-emerald-700' : 'text-red-700'}`}>
      <span aria-hidden>{up ? '▲ +' : '▼ −'}</span>
      {formatNumber(Math.abs(value), { maximumFractionDigits: 2 })}
      {unit}
      <span className="sr-only">
        {' '}
        {up ? 'up' : 'down'} {words}
      </span>
    </span>
  );
}
