import type { ReactNode } from 'react';
import { onTablistKeyDown } from './tablist-keys.ts';

/** A tab list with the keyboard of the WAI-ARIA tabs pattern (see tablist-keys.ts); its tabs take `tabProps`. */
export function Tablist({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="tablist" aria-label={label} onKeyDown={onTablistKeyDown} className={className}>
      {children}
    </div>
  );
}

/** What makes a link or button one tab of a Tablist: the selected tab is the one stop in the Tab order. */
export const tabProps = (selected: boolean, panelId: string) => ({
  role: 'tab' as const,
  'aria-selected': selected,
  tabIndex: selected ? 0 : -1,
  'aria-controls': panelId,
});

/** How a folder tab of a page looks: the selected one opens onto the panel below. */
export const tabClassName = (selected: boolean) =>
  `-mb-px rounded-t-md border px-3 py-1.5 text-sm ${
    selected
      ? 'border-slate-200 border-b-white bg-white font-semibold text-indigo-800'
      : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;
