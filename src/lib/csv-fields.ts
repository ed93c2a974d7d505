import type { CsvColumn, CsvValue } from './csv-table.ts';

/** The named keys of T (not an index signature's) whose values a CSV cell can hold as they are. */
type CellKey<T> = keyof {
  [K in keyof T as string extends K ? never : T[K] extends CsvValue ? K : never]: true;
} &
  string;

/**
 * Columns that are the rows' own fields, in the order given: the header is the field's name and the cell its
 * value as it came, so each name is written once.
 */
export function fieldColumns<T>(...keys: readonly CellKey<T>[]): CsvColumn<T>[] {
  return keys.map((k) => ({ header: k, value: (row: T) => row[k] as CsvValue }));
}
