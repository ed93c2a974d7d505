import { API_HEADER, API_HEADER_VALUE } from './guards.ts';

/**
 * For tests: `fetch` with the header every `/api/*` request must carry (`x-searchboard: 1`), as the dashboard's
 * shared client sends it. Tests of the refusal itself use `globalThis.fetch`.
 */
export function apiFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has(API_HEADER)) headers.set(API_HEADER, API_HEADER_VALUE);
  return globalThis.fetch(input, { ...init, headers });
}
