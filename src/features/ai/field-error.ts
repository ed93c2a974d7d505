import { ApiError } from '../../api/errors.ts';

/**
 * The upstream's message for one field, so it can be shown at that field. The error body format is "not
 * shown" in the spec; `{errors: {field: [message]}}` is read when present, else a message naming the field.
 */
export function upstreamFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'invalid') return undefined;
  const errors = (error.body as { errors?: unknown } | null | undefined)?.errors;
  if (errors && typeof errors === 'object') {
    const v = (errors as Record<string, unknown>)[field];
    if (typeof v === 'string' && v) return v;
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
    if (Object.keys(errors).length > 0) return undefined;
  }
  return error.message.includes(field) ? error.message : undefined;
}
