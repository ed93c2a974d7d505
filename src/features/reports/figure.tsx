import type { ReactNode } from 'react';

/** One figure of a report section: its name, its value and, where it has one, its change. */
export function Figure({ label, value, change }: { label: string; value: ReactNode; change?: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
      {change !== undefined && <dd>{change}</dd>}
    </div>
  );
}
