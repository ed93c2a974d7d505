import type { ReactNode } from 'react';

/** One figure with its label and, below it, its change over the range. */
export function StatTile({
  label,
  value,
  change,
  hint,
}: {
  label: string;
  value: ReactNode;
  change?: ReactNode;
  hint?: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600" title={hint}>
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {change !== undefined && <dd className="mt-0.5">{change}</dd>}
    </div>
  );
}
