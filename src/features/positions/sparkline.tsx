import { addDays } from '../../lib/dates.ts';
import { dailySeries } from '../../lib/positions.ts';

/** As wide as the table's trend column leaves room for. */
const WIDTH = 64;

/**
 * The last 30 days in a cell: an SVG line, broken where the site was not found or not checked (never drawn at 0
 * or 100). Position 1 is at the top.
 */
export function Sparkline({
  trend,
  today,
}: {
  trend: { day: string; position: number | null }[];
  today: string;
}) {
  const from = addDays(today, -29);
  const series = dailySeries(trend, from, today);
  const found = series.filter((s) => s.position !== null).map((s) => s.position as number);
  if (found.length === 0) return <span className="text-xs text-slate-500">no data</span>;
  const lo = Math.min(...found);
  const hi = Math.max(...found, lo + 1);
  const x = (i: number) => (i / 29) * (WIDTH - 2) + 1;
  const y = (p: number) => ((p - lo) / (hi - lo)) * 18 + 1;
  const segments: string[] = [];
  let current = '';
  series.forEach((s, i) => {
    if (s.position === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(i).toFixed(1)},${y(s.position).toFixed(1)}`;
  });
  if (current) segments.push(current);
  return (
    <svg width={WIDTH} height="20" className="text-indigo-700" aria-hidden="true">
      {segments.map((d) => (
        <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth="1.5" />
      ))}
      {series.map((s, i) =>
        s.position !== null ? (
          <circle key={s.day} cx={x(i)} cy={y(s.position)} r="1.5" fill="currentColor" />
        ) : null,
      )}
    </svg>
  );
}
