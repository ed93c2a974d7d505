/**
 * The names every module of `api/` shares, with no imports of its own: the client, its errors and its schema
 * helpers all read them from here, so none of them imports another in a circle.
 */

/** The three interfaces, as the browser reaches them through the key-injecting proxy. */
export type ApiBase = 'project' | 'data' | 'backlinks';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sent with every call to `/api/*`: the server refuses a call without it (403), so a page on another web site
 * cannot use the dashboard's server with an `<img>`, a form or a no-cors fetch (adding it needs a CORS preflight,
 * which the server never grants). Fixed, so scripts and tests can send it too.
 */
export const API_HEADERS: Readonly<Record<string, string>> = { 'x-searchboard': '1' };

export const API_PREFIX: Record<ApiBase, string> = {
  project: '/api/project',
  data: '/api/data',
  backlinks: '/api/backlinks',
};
