/**
 * Readers for an address's search parameters. An address is typed by people and pasted from mail, so a value
 * that is not one of a parameter's options is dropped (the page falls back to its default), never an error.
 */

/** `value` when it is one of `options`, else undefined. */
export function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** A whole number from `min` to `max` (a number, or its text as the address carries it), else undefined. */
export function intIn(value: unknown, min: number, max: number): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Drops undefined keys so the address carries only what was chosen. */
export function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
