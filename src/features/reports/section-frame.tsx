import type { ReactNode } from 'react';

/**
 * One report section: a titled block that does not split across printed pages, unless it holds several blocks of its
 * own (`splits`: the AI section's engines, each breaking only between its chart and its tables), which would push
 * it, whole, off the first page.
 */
export function SectionFrame({
  id,
  title,
  splits = false,
  children,
}: {
  id: string;
  title: string;
  splits?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm print:border-slate-400 print:p-3 print:shadow-none ${splits ? '' : 'break-inside-avoid'}`}
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-slate-900 break-after-avoid">
        {title}
      </h2>
      {children}
    </section>
  );
}
