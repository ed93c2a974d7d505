import { isoDate } from '../../clock.ts';
import { HttpError } from '../../http.ts';

/** The service rejects empty strings for optional parameters (service-notes): so does the sandbox. */
function present(q: URLSearchParams, name: string): string | undefined {
  const v = q.get(name);
  if (v === null) return undefined;
  if (v.trim() === '') throw new HttpError(400, `${name} must not be empty`);
  return v.trim();
}

export function intParam(
  q: URLSearchParams,
  name: string,
  opts: { required?: boolean; def?: number; min?: number; max?: number } = {},
): number {
  const raw = present(q, name);
  if (raw === undefined) {
    if (opts.required || opts.def === undefined) throw new HttpError(400, `${name} is required`);
    return opts.def;
  }
  if (!/^-?\d+$/.test(raw)) throw new HttpError(400, `${name} must be an integer`);
  const n = Number(raw);
  const { min, max } = opts;
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    const range = max === undefined ? `at least ${min}` : `between ${min} and ${max}`;
    throw new HttpError(400, `${name} must be ${range}`);
  }
  return n;
}

export const auditIdParam = (q: URLSearchParams) => intParam(q, 'audit_id', { required: true, min: 1 });

export function pageParams(q: URLSearchParams): { limit: number; offset: number } {
  return {
    limit: intParam(q, 'limit', { def: 100, min: 1, max: 1000 }),
    offset: intParam(q, 'offset', { def: 0, min: 0 }),
  };
}

export function optionalString(q: URLSearchParams, name: string): string | undefined {
  return present(q, name);
}

export function dateParam(q: URLSearchParams, name: string, required = false): string | undefined {
  const v = present(q, name);
  if (v === undefined) {
    if (required) throw new HttpError(400, `${name} is required`);
    return undefined;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = m ? new Date(`${v}T00:00:00Z`) : undefined;
  if (!d || Number.isNaN(d.getTime()) || isoDate(d) !== v) {
    throw new HttpError(400, `${name} must be a date (YYYY-MM-DD)`);
  }
  return v;
}
