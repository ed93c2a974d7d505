import type { ApiBase, HttpMethod } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * Input the service is documented to reject (empty title, page size out of range, …) is refused before it is
 * sent: the user gets the same kind of error a 400 would give, without a round trip. Never retried.
 */
export function invalidInput(base: ApiBase, method: HttpMethod, message: string): ApiError {
  return new ApiError(0, message, 'invalid', base, method, false);
}

/** A required text field: trimmed, non-empty, optionally bounded. */
export function requiredText(
  value: string,
  field: string,
  method: HttpMethod,
  max?: number,
  base: ApiBase = 'project',
): string {
  const text = value.trim();
  if (text === '') throw invalidInput(base, method, `The ${field} must not be empty.`);
  if (max !== undefined && text.length > max) {
    throw invalidInput(base, method, `The ${field} must be at most ${max} characters.`);
  }
  return text;
}
