import { localRequest } from './local.ts';
import { ApiError } from './errors.ts';

/** A call to one of this server's own routes, for areas `local.ts` does not list (see `localRequest`). */
export const localJson = (
  method: string,
  path: string,
  options: { body?: unknown; signal?: AbortSignal; fallback: string },
): Promise<unknown> => localRequest(method, path, options);

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
