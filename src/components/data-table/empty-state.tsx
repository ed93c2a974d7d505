import type { ReactNode } from 'react';

/** What a table says instead of drawing an empty grid. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** The mark of a cell with no data: a dash, never a 0, with words for screen readers. */
export function NoData() {
  return (
    <span className="text-slate-500" title="No data">
      —<span className="sr-only">no data</span>
    </span>
  );
}
