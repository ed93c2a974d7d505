import { HttpError } from '../../http.ts';

/**
 * Query parameter readers shared by the keyword endpoints. The service rejects empty strings for optional
 * parameters (service-notes), so an optional parameter that is present must hold a value.
 */

export function optional(q: URLSearchParams, name: string): string | undefined {
  const v = q.get(name);
  if (v === null) return undefined;
  if (v.trim() === '') throw new HttpError(400, `${name} must not be empty when given`);
  return v.trim();
}

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

export function int(name: string, raw: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^[+]?\d+$/.test(raw)) throw new HttpError(400, `${name} must be an integer`);
  const n = Number(raw);
  if (n < min || n > max) {
    throw new HttpError(
      400,
      max === Number.MAX_SAFE_INTEGER ? `${name} must be >= ${min}` : `${name} must be ${min}-${max}`,
    );
  }
  return n;
}

export function float(name: string, raw: string, min: number, max = Number.POSITIVE_INFINITY): number {
  if (!/^[+]?(\d+(\.\d*)?|\.\d+)$/.test(raw)) throw new HttpError(400, `${name} must be a number`);
  const n = Number(raw);
  if (n < min || n > max) {
    throw new HttpError(
      400,
      max === Number.POSITIVE_INFINITY ? `${name} must be >= ${min}` : `${name} must be ${min}-${max}`,
    );
  }
  return n;
}

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
