/** A labelled progress bar; `value` of `max`. A null value (no data) shows an empty, striped track. */
export function ProgressBar({
  value,
  max = 100,
  label,
}: {
  value: number | null;
  max?: number;
  label: string;
}) {
  const pct = value === null || max <= 0 ? null : Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-valuetext={pct === null ? 'no data' : `${Math.round(pct)}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      {pct !== null && (
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${pct}%` }} />
      )}
    </div>
  );
}
