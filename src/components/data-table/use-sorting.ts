import { useState } from 'react';
import type { SortDirection } from './sort-header.tsx';

export interface SortState {
  by: string | undefined;
  dir: SortDirection;
}

/**
 * The order of a table that sorts its own rows: a click on a new column starts with its natural direction
 * (highest first for numbers), a second click turns it round.
 */
export function useLocalSort(initial: SortState = { by: undefined, dir: 'asc' }) {
  const [sort, setSort] = useState<SortState>(initial);
  const toggle = (by: string, firstDir: SortDirection) =>
    setSort((s) => (s.by === by ? { by, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { by, dir: firstDir }));
  return { sort, toggle };
}
