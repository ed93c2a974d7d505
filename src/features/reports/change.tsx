import { formatNumber } from '../../lib/format.ts';

/** A change with an arrow and words (colour is never the only signal); null = unknown, shown as a dash. */
export function Change({
  value,
  unit = '',
  words = '',
  riseIsGood = true,
}: {
  value: number | null;
  unit?: string;
  words?: string;
  /** null: neither good nor bad (pages crawled) */
  riseIsGood?: boolean | null;
}) {
  if (value === null)
    return (
      <span className="text-xs text-slate-500">
        —<span className="sr-only"> no change known</span>
      </span>
    );
  if (value === 0) return <span className="text-xs text-slate-600">no change</span>;
  const up = value > 0;
  const good = riseIsGood === null ? null : up === riseIsGood;
  const size = formatNumber(Math.abs(value), { maximumFractionDigits: 2 });
  return (
    <span
      className={`text-xs font-medium ${good === null ? 'text-slate-700' : good ? 'text-emerald-700' : 'text-red-700'}`}
    >
      <span aria-hidden>{up ? '▲ +' : '▼ −'}</span>
      {size}
      {unit}
      <span className="sr-only">
        {' '}
        {up ? 'up' : 'down'} {words}
      </span>
    </span>
  );
}
