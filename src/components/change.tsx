import { formatNumber } from '../lib/format.ts';

/**
 * The one way a change against an earlier figure is shown, everywhere: "▲ +12 pp" / "▼ −3" / "no change", with
 * the same said in words for screen readers ("up 12 percentage points since the previous crawl"), and a colour
 * that says whether the move is good news (colour is never the only signal).
 *
 * null means no earlier figure is known: a dash ("no change known"), or nothing at all where a table cell would
 * otherwise fill with dashes (`unknown="hidden"`) — never "0".
 */
export function Change({
  value,
  unit = '',
  words = '',
  rise = 'good',
  unknown = 'dash',
}: {
  value: number | null;
  /** shown after the number: " pp", " URLs" */
  unit?: string;
  /** read after the number: "percentage points", "since the previous crawl" */
  words?: string;
  /** whether a rise is good news; neutral: neither (pages crawled) */
  rise?: 'good' | 'bad' | 'neutral';
  unknown?: 'dash' | 'hidden';
}) {
  if (value === null)
    return unknown === 'hidden' ? null : (
      <span className="text-xs text-slate-500">
        —<span className="sr-only"> no change known</span>
      </span>
    );
  if (value === 0) return <span className="text-xs whitespace-nowrap text-slate-600">no change</span>;
  const up = value > 0;
  const good = rise === 'neutral' ? null : (rise === 'good') === up;
  const colour = good === null ? 'text-slate-700' : good ? 'text-emerald-700' : 'text-red-700';
  const size = formatNumber(Math.abs(value), { maximumFractionDigits: 2 });
  return (
    <span className={`text-xs font-medium whitespace-nowrap ${colour}`}>
      <span aria-hidden>
        {up ? '▲ +' : '▼ −'}
        {size}
        {unit}
      </span>
      <span className="sr-only">
        {up ? 'up' : 'down'} {size}
        {words ? ` ${words}` : ''}
      </span>
    </span>
  );
}
