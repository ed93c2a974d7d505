/**
 * The reads a page's HTML started before any script had loaded (the server writes them into index.html for the
 * address it serves: src/server/route-data.ts), so a page's first data comes in while its chunks still download
 * instead of after them. Each is taken once, by the first GET for the same URL in the page's first seconds; any
 * later read goes to the network as usual.
 */
type Early = Record<string, Promise<Response> | undefined>;

/** Past this, an answer the page never asked for is left alone: a read made later wants the current answer. */
const FRESH_MS = 15_000;

export function takeEarly(url: string, method = 'GET'): Promise<Response> | undefined {
  const early = (globalThis as { __sbEarly?: Early }).__sbEarly;
  const found = method === 'GET' ? early?.[url] : undefined;
  if (!early || !found) return undefined;
  delete early[url];
  return performance.now() < FRESH_MS ? found : undefined;
}

/** `fetch`, or the same read the page's HTML has already started. */
export function readFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return (init.body === undefined ? takeEarly(url, init.method) : undefined) ?? fetch(url, init);
}
