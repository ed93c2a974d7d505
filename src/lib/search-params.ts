/**
 * Readers for an address's search parameters. An address is typed by people and pasted from mail, so a value
 * that is not one of a parameter's options is dropped (the page falls back to its default, and the address shows
 * it), never an error.
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

/**
 * A parser's result as its route gives it to the router: every key the parser reads, undefined where the value was
 * refused. The router lays the result over the address's own search, both for the page (`useSearch`) and for the
 * address it writes back on load, so a key left out would come back as typed; an undefined one replaces it, and
 * is left out of the address (which then carries only what the page uses).
 */
export function compact<T extends object>(o: T): T {
  return { ...o };
}
