import { z } from 'zod';
import type { ApiBase } from './base.ts';
import { ApiError } from './errors.ts';

/**
 * Liberal parsing of what the service sends (conventions: "be liberal in what you accept"): numbers that arrive
 * as strings, booleans as "true"/"false", ids as numbers or strings, `[]` where an object is expected, unknown
 * enum values and extra fields all pass.
 *
 * The API modules build their composite schemas on first use (`z.lazy(() => …)`), not when a page's chunk loads
 * them: that held a phone's main thread ~40 ms at 4x CPU on every route (lazy-schemas.test.ts keeps it so).
 * The scalar helpers here are few and shared by all, and stay eager.
 */

// The page's Content-Security-Policy allows no eval (src/server/http/security-headers.ts): zod would probe for it with a
// `Function('')` the browser refuses and reports on every page, then parse without it anyway. Told up front instead.
z.config({ jitless: true });

const toNumber = (v: unknown): unknown => {
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return v;
};

/** a number, also from a numeric string */
export const num = z.preprocess(toNumber, z.number());
/** an integer, also from a numeric string */
export const int = z.preprocess(toNumber, z.number().int());
/** a number or null (null means "no data" and must stay null, never 0) */
export const numOrNull = z.preprocess(
  (v) => (v === '' || v === undefined ? null : toNumber(v)),
  z.number().nullable(),
);
export const intOrNull = z.preprocess(
  (v) => (v === '' || v === undefined ? null : toNumber(v)),
  z.number().int().nullable(),
);

/** a boolean, also from "true"/"false", "1"/"0", 1/0 */
export const bool = z.preprocess((v) => {
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(s)) return true;
    if (['false', '0', 'no', ''].includes(s)) return false;
  }
  if (v === 1) return true;
  if (v === 0) return false;
  return v;
}, z.boolean());

/** an id or code kept as a string, whether it arrives as a string or a number */
export const str = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string());
export const strOrNull = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v === undefined ? null : v),
  z.string().nullable(),
);

/** A string enum that keeps values it does not know (the real service sends its own labels). */
export function looseEnum<const T extends readonly [string, ...string[]]>(_known: T) {
  return z.string() as unknown as z.ZodType<T[number] | (string & {})>;
}

/** `[]` (the service's empty object) becomes null; otherwise the object schema applies. */
export function objectOrEmpty<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (Array.isArray(v) && v.length === 0 ? null : v), schema.nullable());
}

/** An array, where the service may send null or an object with numeric keys. */
export function list<S extends z.ZodType>(item: S) {
  return z.preprocess((v) => {
    if (v === null || v === undefined) return [];
    if (typeof v === 'object' && !Array.isArray(v)) return Object.values(v);
    return v;
  }, z.array(item));
}

/** Parse once, at the client; a mismatch becomes an ApiError that names the field. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  what: string,
  base: ApiBase,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue ? issue.path.join('.') || '(root)' : '(root)';
  throw new ApiError(
    200,
    `The service's answer to ${what} was not understood (${where}: ${issue?.message ?? 'unexpected shape'}).`,
    'parse',
    base,
    'GET',
    false,
    data,
  );
}
