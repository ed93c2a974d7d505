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
