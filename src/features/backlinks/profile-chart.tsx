import { formatNumber } from '../../lib/format.ts';
import type { BarDatum } from './to-series.ts';

/**
 * Counts of one kind side by side, as horizontal bars with their values. The chart is for the eye; the same
 * numbers are in the list beside it, which is what screen readers read.
 *
 * Plain boxes, not a chart library: a few bars on one scale need no axes to measure, and on a phone's
 * slower CPU Recharts took a few hundred milliseconds of the main thread to draw these two, while the page opened.
 */
export function ProfileChart({
  data,
  className = 'text-indigo-600',
}: {
  data: BarDatum[];
  className?: string;
}) {
  if (data.length === 0) return <p className="py-6 text-sm text-slate-600">The service gave no counts.</p>;
  const max = Math.max(...data.map((d) => d.value));
  return (
    <div className="space-y-1.5 py-2 text-xs text-slate-600" aria-hidden data-testid="profile-chart">
      {data.map((d) => (
        <div key={d.label} className="flex items-center gap-2">
          <span className="w-28 shrink-0 truncate text-right sm:w-40" title={d.label}>
            {d.label}
          </span>
          <span className="min-w-0 flex-1">
            {/* a zero is a sliver, so it reads as "none" and not as a count the service did not give */}
            <span
              className={`block h-5 min-w-0.5 rounded-r-sm bg-current ${className}`}
              style={{ width: `${max > 0 ? (d.value / max) * 100 : 0}%` }}
            />
          </span>
          <span className="w-16 shrink-0 tabular-nums text-slate-700">{formatNumber(d.value)}</span>
        </div>
      ))}
    </div>
  );
}
