import { formatDate } from '../../lib/format.ts';
import type { Marker } from './trend-shape.ts';

/**
 * The chart's markers as text: what a screen reader reads, what a printout keeps legible, and (when the page can
 * edit annotations) a way to open one for editing without aiming at a thin line.
 */
export function MarkerList({
  markers,
  onEdit,
}: {
  markers: readonly Marker[];
  onEdit?: (id: number) => void;
}) {
  if (markers.length === 0) return null;
  return (
    <ul
      aria-label="Markers on this chart"
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
    >
      {markers.map((m) => (
        <li key={m.date} className="flex items-baseline gap-1">
          <span aria-hidden className="text-fuchsia-700">
            ┆
          </span>
          <span className="font-medium">{formatDate(m.date)}</span>
          <span>{m.full}</span>
          {onEdit && m.ids[0] !== undefined && (
            <button
              type="button"
              className="text-indigo-700 underline print:hidden"
              aria-label={`Edit marker ${m.full}`}
              onClick={() => onEdit(m.ids[0] as number)}
            >
              Edit
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
