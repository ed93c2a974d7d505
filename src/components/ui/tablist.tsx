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
