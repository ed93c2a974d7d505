/**
 * Query encoding as the service expects it: bracketed nesting (`filter[volume][from]=100`,
 * `filter[0][param]=status`), repeated `key[]` for arrays of scalars, JSON-valued parameters where the service
 * takes a structure in one parameter, and empty optional parameters left out (the service rejects empty strings).
 */

/** A parameter sent as one JSON string, e.g. `filter[multi_keyword_included]=[[{"type":"begins",...}]]`. */
export class JsonParam {
  constructor(readonly value: unknown) {}
}
export const jsonParam = (value: unknown): JsonParam => new JsonParam(value);

export type QueryScalar = string | number | boolean;
export type QueryValue =
  QueryScalar | null | undefined | JsonParam | readonly QueryValue[] | { readonly [key: string]: QueryValue };

export type QueryParams = Readonly<Record<string, QueryValue>>;

function isEmpty(v: QueryValue): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function isScalar(v: QueryValue): v is QueryScalar {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function push(out: [string, string][], key: string, value: QueryValue): void {
  if (isEmpty(value)) return;
  if (typeof value === 'number' && !Number.isFinite(value)) return;
  if (isScalar(value)) {
    out.push([key, String(value)]);
  } else if (value instanceof JsonParam) {
    if (value.value === undefined || (Array.isArray(value.value) && value.value.length === 0)) return;
    out.push([key, JSON.stringify(value.value)]);
  } else if (Array.isArray(value)) {
    const items = value as readonly QueryValue[];
    if (items.every((x) => isScalar(x) || isEmpty(x))) {
      for (const item of items) push(out, `${key}[]`, item);
    } else {
      items.forEach((item, i) => push(out, `${key}[${i}]`, item));
    }
  } else {
    for (const [k, v] of Object.entries(value as Record<string, QueryValue>)) push(out, `${key}[${k}]`, v);
  }
}

/** Ordered `[name, value]` pairs; brackets stay literal in names so they read as the service documents them. */
export function queryPairs(params: QueryParams | undefined): [string, string][] {
  const out: [string, string][] = [];
  if (!params) return out;
  for (const [k, v] of Object.entries(params)) push(out, k, v);
  return out;
}

/** `?a=1&filter[volume][from]=100` (brackets unescaped, values percent-encoded), or '' when nothing is set. */
export function encodeQuery(params: QueryParams | undefined): string {
  const pairs = queryPairs(params);
  if (pairs.length === 0) return '';
  const enc = (s: string) => encodeURIComponent(s).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return `?${pairs.map(([k, v]) => `${enc(k)}=${encodeURIComponent(v)}`).join('&')}`;
}
