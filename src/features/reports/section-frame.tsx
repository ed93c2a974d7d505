import type { ReactNode } from 'react';

/** One report section: a titled block that never splits across printed pages. */
export function SectionFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm break-inside-avoid print:border-slate-400 print:shadow-none"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
