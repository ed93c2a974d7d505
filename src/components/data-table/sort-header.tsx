import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export const ariaSort = (dir: SortDirection | false | undefined) =>
  dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined;

/**
 * A column header that sorts: the `th` carries aria-sort (so a screen reader hears the order), the button inside
 * it is what a click or Enter reaches. The arrow is decoration; the state is in aria-sort.
 */
export function SortHeader({
  children,
  sorted,
  onSort,
  numeric = false,
  title,
  describedBy,
  className = '',
}: {
  children: ReactNode;
  sorted: SortDirection | false;
  onSort: () => void;
  numeric?: boolean;
  title?: string;
  describedBy?: string;
  className?: string;
}) {
  return (
    <th
      scope="col"
      aria-sort={ariaSort(sorted)}
      aria-describedby={describedBy}
      className={`${numeric ? 'text-right' : 'text-left'} ${className}`}
    >
      <button
        type="button"
        onClick={onSort}
        title={title}
        className="inline-flex max-w-full items-center gap-1 truncate font-semibold [text-transform:inherit] hover:text-slate-900"
      >
        {children}
        <span aria-hidden className="text-slate-400">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
        </span>
      </button>
    </th>
  );
}
