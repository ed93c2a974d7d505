import { API_HEADERS } from './base.ts';
import { readFetch } from './early.ts';
import { ApiError } from './errors.ts';

/**
 * One call to a route of this server's own (`/api/local/…`) for areas `local.ts` does not list: JSON in, JSON out, a
 * refusal as an ApiError carrying the server's message and its field errors. Only GETs are safe to send again.
 */
export async function localJson(
  method: string,
  path: string,
  options: { body?: unknown; signal?: AbortSignal; fallback: string },
): Promise<unknown> {
  const { body, signal, fallback } = options;
  const res = await readFetch(`/api/local/${path}`, {
    method,
    signal,
    headers: body === undefined ? API_HEADERS : { ...API_HEADERS, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return data;
  const message = (data as { message?: unknown } | null)?.message;
  const kind =
    res.status === 404
      ? 'not_found'
      : res.status === 400 || res.status === 409
        ? 'invalid'
        : res.status === 403
          ? 'forbidden'
          : res.status === 401
            ? 'auth'
            : 'server';
  throw new ApiError(
    res.status,
    typeof message === 'string' ? message : fallback,
    kind,
    'project',
    method,
    method === 'GET',
    data,
  );
}

/** The message a refusal gives for one field (`errors: {field: [message]}`), if it names one. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: unknown } | null | undefined)?.errors;
  const out: Record<string, string> = {};
  if (errors && typeof errors === 'object')
    for (const [k, v] of Object.entries(errors)) {
      const first: unknown = Array.isArray(v) ? v[0] : v;
      if (typeof first === 'string') out[k] = first;
    }
  return out;
}
