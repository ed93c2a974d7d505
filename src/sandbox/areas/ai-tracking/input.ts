import { isoDate } from '../../clock.ts';
import { HttpError, type SandboxRequest } from '../../http.ts';

/** Request parsing shared by the area's handlers: 400 with a message naming the field. */

export function badRequest(field: string, message: string): HttpError {
  return new HttpError(400, message, { errors: { [field]: [message] } });
}

/** The JSON object body, or form fields as an object (`name[]` repeated → array). */
export function bodyOf(req: SandboxRequest): Record<string, unknown> {
  if (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)) {
    return req.body as Record<string, unknown>;
  }
  const out: Record<string, unknown> = {};
  for (const [key, values] of req.form ?? []) {
    if (key.endsWith('[]')) out[key.slice(0, -2)] = values;
    else out[key] = values[values.length - 1];
  }
  return out;
}

/** Integers may arrive as strings (`"10"`); anything else that is not a whole number is undefined. */
export function toInt(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

export function intParam(req: SandboxRequest, name: string, def: number, min: number, max: number): number {
  const raw = req.query.get(name);
  if (raw === null) return def;
  const n = toInt(raw);
  if (n === undefined || n < min || n > max) {
    const bound = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `between ${min} and ${max}`;
    throw badRequest(name, `${name} must be an integer ${bound}`);
  }
  return n;
}

/** Page size per the spec's Limits: 1-1000, default 100; offset >= 0, default 0. */
export function paging(req: SandboxRequest): { limit: number; offset: number } {
  return {
    limit: intParam(req, 'limit', 100, 1, 1000),
    offset: intParam(req, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

/** A `YYYY-MM-DD` query date that exists in the calendar; defaults to the current date. */
export function dateParam(req: SandboxRequest, name: string, now: Date): string {
  const raw = req.query.get(name);
  if (raw === null) return isoDate(now);
  const d = new Date(`${raw}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(d.getTime()) || isoDate(d) !== raw) {
    throw badRequest(name, `${name} must be a date in YYYY-MM-DD format`);
  }
  return raw;
}

export function dateRange(req: SandboxRequest, fromName: string, toName: string, now: Date) {
  const from = dateParam(req, fromName, now);
  const to = dateParam(req, toName, now);
  if (from > to) throw badRequest(fromName, `${fromName} must not be later than ${toName}`);
  return { from, to };
}

/** A required non-empty string (after trimming) of at most `max` characters. */
export function requiredString(body: Record<string, unknown>, field: string, max = 255): string {
  const v = body[field];
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    throw badRequest(field, `${field} is required`);
  }
  if (typeof v !== 'string') throw badRequest(field, `${field} must be a string`);
  const s = v.trim();
  if (s.length > max) throw badRequest(field, `${field} must not be longer than ${max} characters`);
  return s;
}
