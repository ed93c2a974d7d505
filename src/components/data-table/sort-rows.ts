/** A value a column sorts by; null, undefined and NaN mean "no data". */
export type SortValue = string | number | boolean | Date | null | undefined;

const missing = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Compares two values in the given direction, with "no data" after every value whatever the direction: a null
 * is not a zero, so it must not lead a descending list nor hide among the lowest.
 */
export function compareValues(a: unknown, b: unknown, desc: boolean): number {
  const am = missing(a);
  const bm = missing(b);
  if (am || bm) return am && bm ? 0 : am ? 1 : -1;
  let order: number;
  if (typeof a === 'number' && typeof b === 'number') order = a - b;
  else if (a instanceof Date && b instanceof Date) order = a.getTime() - b.getTime();
  else if (typeof a === 'boolean' && typeof b === 'boolean') order = Number(a) - Number(b);
  else order = collator.compare(String(a), String(b));
  return desc ? -order : order;
}

/** A sorted copy (stable: equal values keep their order). */
export function sortRows<T>(rows: readonly T[], value: (row: T) => unknown, desc: boolean): T[] {
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((x, y) => compareValues(x.v, y.v, desc) || x.i - y.i)
    .map((x) => x.row);
}
