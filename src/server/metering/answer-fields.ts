/**
 * Reading values out of the service's answers and the checked request bodies, neither of which the store trusts:
 * a field of an object, a count, a label for a text column.
 */

/** The field `key` of a JSON object; undefined for anything that is not one (an array, null, a number). */
export function field(json: unknown, key: string): unknown {
  return json && typeof json === 'object' && !Array.isArray(json)
    ? (json as Record<string, unknown>)[key]
    : undefined;
}

/** A count: a finite number that is not negative (a number written as a string too), else `fallback`. */
export function count(v: unknown, fallback: number): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * A label from an answer, for a text column: a string, or a finite number written out; null for anything else
 * (an object, 1e309, a string longer than `max` or holding a NUL, which PostgreSQL's text refuses). The answer
 * itself is kept whole beside it: this is only what a list shows.
 */
export function label(v: unknown, max: number): string | null {
  const s = typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
  return s !== null && s.length <= max && !s.includes('\u0000') ? s : null;
}
