import { ApiError } from '../../api/errors.ts';

/** The fields a refusal of the server names (`errors: {field: message}`), to show at each field. */
export function serverErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const raw = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    const text = Array.isArray(v) ? v[0] : v;
    if (typeof text === 'string') out[k] = text;
  }
  return out;
}
