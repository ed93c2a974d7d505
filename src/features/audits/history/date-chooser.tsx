import { useId } from 'react';
import { formatDate } from '../../../lib/format.ts';

/**
 * A snapshot date: any date can be typed (the service answers only for exact snapshot dates), and the dates
 * known to have a snapshot are one click away.
 */
export function DateChooser({
  label,
  value,
  known,
  onChange,
  onClear,
}: {
  label: string;
  value: string | undefined;
  known: readonly string[];
  onChange: (date: string) => void;
  onClear?: () => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="date"
          value={value ?? ''}
          onChange={(e) => e.target.value && onChange(e.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm"
        />
        {onClear && value && (
          <button type="button" onClick={onClear} className="text-sm text-indigo-700 hover:underline">
            Clear
          </button>
        )}
      </div>
      {/* One row, newest first, that scrolls sideways when it is longer than the column, and keeps its height
          while empty: dates learnt one after another (a fresh install asks for them in steps) lengthen the row
          instead of pushing the chart and the snapshot below down the page. */}
      <div
        role="group"
        aria-label={`${label}: known snapshot dates`}
        className="flex min-h-6 gap-1 overflow-x-auto pb-1"
      >
        {[...known].reverse().map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={d === value}
            onClick={() => onChange(d)}
            className="shrink-0 whitespace-nowrap rounded-full border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 aria-[pressed=true]:border-indigo-600 aria-[pressed=true]:bg-indigo-50 aria-[pressed=true]:text-indigo-800"
          >
            {formatDate(d)}
          </button>
        ))}
      </div>
    </div>
  );
}
