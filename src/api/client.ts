import type { z } from 'zod';
import { fillPath, operationOf } from '../lib/operations.ts';
import { sendOrTakeEarly } from './early.ts';
import { ApiError, errorFromResponse } from './errors.ts';
import { encodeQuery, type QueryParams } from './query.ts';
import type { OperationCall } from './operation-call.ts';
import { parseWith } from './schema.ts';

import { API_HEADERS, API_PREFIX, type ApiBase, type HttpMethod } from './base.ts';

// the names every module of api/ shares live in base.ts (so errors.ts and schema.ts need not import the client)
export { API_HEADERS, API_PREFIX, type ApiBase, type HttpMethod } from './base.ts';

export interface RequestOptions {
  base: ApiBase;
  method?: HttpMethod;
  /** path below the base, e.g. `/v1/site-audit/audits` */
  path: string;
  query?: QueryParams;
  /** JSON body */
  json?: unknown;
  /** multipart form body: ordered pairs, names repeat (`keywords[]`) */
  form?: readonly (readonly [string, string])[];
  /** `blob` for binary answers (the SERP HTML ZIP) */
  responseType?: 'json' | 'blob';
  /** the operation spends credits: never retried automatically */
  paid?: boolean;
  /** bypass the proxy's cache of paid answers (the person confirmed the cost again) */
  refresh?: boolean;
  signal?: AbortSignal;
}

/** What a successful call gave back, with the proxy's cache marker. */
export interface RawResponse {
  status: number;
  data: unknown;
  /** answered from the proxy's store of paid answers: nothing was spent */
  fromCache: boolean;
  /** a SERP result the service has deleted, kept by the proxy */
  archived: boolean;
  /** for a cached answer: when the proxy first got it from the service (ms), when it says */
  cachedAt: number | null;
}

function timeHeader(res: Response, name: string): number | null {
  const t = Date.parse(res.headers.get(name) ?? '');
  return Number.isFinite(t) ? t : null;
}

let fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args);
let origin = '';

/** For tests and Node callers: where `/api/...` lives and which fetch to use. */
export function configureClient(opts: { origin?: string; fetch?: typeof fetch }): void {
  if (opts.origin !== undefined) origin = opts.origin;
  if (opts.fetch) fetchImpl = opts.fetch;
}

export function buildUrl(base: ApiBase, path: string, query?: QueryParams): string {
  return `${origin}${API_PREFIX[base]}${path}${encodeQuery(query)}`;
}

async function readBody(res: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (res.status === 204) return null;
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && responseType === 'blob' && !type.includes('application/json')) return res.blob();
  const text = await res.text();
  if (text.trim() === '') return null;
  if (type.includes('json') || /^[[{"]/.test(text.trim())) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function requestRaw(opts: RequestOptions): Promise<RawResponse> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...API_HEADERS };
  if (opts.refresh) headers['x-searchboard-refresh'] = '1';
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    const fd = new FormData();
    for (const [k, v] of opts.form) fd.append(k, v);
    body = fd;
  }
  const paid = opts.paid ?? false;
  let res: Response;
  try {
    const url = buildUrl(opts.base, opts.path, opts.query);
    // a first read the page's HTML already started (not for a forced refresh), else sent: paced if a read, at once
    // if a write, which drops the early answers
    res = await sendOrTakeEarly(
      url,
      method,
      () => fetchImpl(url, { method, headers, body, signal: opts.signal, credentials: 'same-origin' }),
      !opts.refresh,
    );
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(
      0,
      'Searchboard could not reach its server. Check your connection and try again.',
      'network',
      opts.base,
      method,
      method === 'GET' && !paid,
    );
  }
  const data = await readBody(res, opts.responseType ?? 'json');
  if (!res.ok) {
    throw errorFromResponse(res.status, data, opts.base, method, paid, res.headers.get('retry-after'));
  }
  return {
    status: res.status,
    data,
    fromCache: res.headers.get('x-searchboard-cache') === 'hit',
    archived: res.headers.get('x-searchboard-archive') === 'hit',
    cachedAt: timeHeader(res, 'x-searchboard-cached-at'),
  };
}

/** One call, parsed once with its schema. */
export async function request<S extends z.ZodType>(opts: RequestOptions, schema: S): Promise<z.output<S>> {
  const { data } = await requestRaw(opts);
  return parseWith(schema, data, `${opts.method ?? 'GET'} ${opts.path}`, opts.base);
}

/** A call whose answer carries nothing to read (204, `[]`, empty 200). */
export async function requestVoid(opts: RequestOptions): Promise<void> {
  await requestRaw(opts);
}

/** A call of one operation of the table: its base, method, path and whether it is paid come from the table. */
export type CallOptions = OperationCall & Omit<RequestOptions, 'base' | 'method' | 'path' | 'query' | 'paid'>;

/** The request a call of an operation makes: the path's `:name` segments filled from `params`. */
export function requestOf({ op, params, ...rest }: CallOptions): RequestOptions {
  const o = operationOf(op);
  return { ...rest, base: o.base, method: o.method, path: fillPath(o.path, params), paid: o.paid };
}

/** One call of an operation, parsed once with its schema. */
export const call = <S extends z.ZodType>(opts: CallOptions, schema: S): Promise<z.output<S>> =>
  request(requestOf(opts), schema);

/** A call of an operation whose answer carries nothing to read. */
export const callVoid = (opts: CallOptions): Promise<void> => requestVoid(requestOf(opts));
