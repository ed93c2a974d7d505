import { formatDate } from '../../lib/format.ts';
import { MARKER_CLASS, type Marker, type TrendRow, type TrendSeries } from './trend-shape.ts';

/** A day's values, what they are of (or why the day is a gap), and the markers on that day. */
export function TrendTooltip({
  active,
  payload,
  series,
  format,
  markers,
}: {
  active?: boolean;
  payload?: readonly { payload?: TrendRow }[];
  series: readonly TrendSeries[];
  format: (v: number | null) => string;
  markers: readonly Marker[];
}) {
  const row = payload?.[0]?.payload;
  if (!active || !row) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white p-2 text-xs text-slate-800 shadow">
      <p className="font-semibold">{formatDate(row.date)}</p>
      {series.map((s) => (
        <p key={s.key}>
          {s.label}: {format(typeof row[s.key] === 'number' ? (row[s.key] as number) : null)}
        </p>
      ))}
      {row.detail && <p className="text-slate-600">{row.detail}</p>}
      {markers
        .filter((m) => m.date === row.date)
        .map((m) => (
          <p key={m.date} className={`mt-1 font-medium ${MARKER_CLASS}`}>
            ┆ {m.full}
          </p>
        ))}
    </div>
  );
}
