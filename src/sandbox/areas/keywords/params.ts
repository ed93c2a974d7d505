import { HttpError, optionalQuery as optional } from '../../http.ts';

/**
 * Query parameter readers shared by the keyword endpoints. The service rejects empty strings for optional
 * parameters (service-notes), so an optional parameter that is present must hold a value.
 */

export { optional };

export function required(q: URLSearchParams, name: string): string {
  const v = q.get(name);
  if (v === null || v.trim() === '') throw new HttpError(400, `${name} is required`);
  return v.trim();
}

/** `source` is the country code of the regional database; its allowed values are not shown, any code passes. */
export function source(q: URLSearchParams): string {
  const v = required(q, 'source');
  if (!/^[a-z]{2}$/i.test(v)) throw new HttpError(400, 'source must be a two-letter country code, e.g. us');
  return v.toLowerCase();
}

const INTEGER = /^[+]?\d+$/;
const DECIMAL = /^[+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number of the shape `shape` (`what` names it in the error) from `min` to `max`; without a `max` the range is
 * open ("must be >= min"), though never past `ceiling`.
 */
function bounded(
  name: string,
  raw: string,
  shape: RegExp,
  what: string,
  [min, max, ceiling]: [number, number | undefined, number],
): number {
  if (!shape.test(raw)) throw new HttpError(400, `${name} must be ${what}`);
  const n = Number(raw);
  if (n < min || n > (max ?? ceiling))
    throw new HttpError(
      400,
      max === undefined ? `${name} must be >= ${min}` : `${name} must be ${min}-${max}`,
    );
  return n;
}

export const int = (name: string, raw: string, min: number, max?: number): number =>
  bounded(name, raw, INTEGER, 'an integer', [min, max, Number.MAX_SAFE_INTEGER]);

export const float = (name: string, raw: string, min: number, max?: number): number =>
  bounded(name, raw, DECIMAL, 'a number', [min, max, Number.POSITIVE_INFINITY]);

export function bool(name: string, raw: string): boolean {
  const v = raw.toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new HttpError(400, `${name} must be true or false`);
}

export function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new HttpError(400, `${name} must be one of ${allowed.join(', ')}`);
  }
  return raw as T;
}

export interface Page {
  limit: number;
  offset: number;
}

export function page(q: URLSearchParams): Page {
  const limit = optional(q, 'limit');
  const offset = optional(q, 'offset');
  return {
    limit: limit === undefined ? 100 : int('limit', limit, 1),
    offset: offset === undefined ? 0 : int('offset', offset, 0),
  };
}
