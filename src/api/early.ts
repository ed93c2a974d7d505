/**
 * The reads a page's HTML started before any script had loaded (the server writes them into index.html for the
 * address it serves: src/server/pages/route-data.ts), so a page's first data comes in while its chunks still download
 * instead of after them. Each is taken once, by the first GET for the same URL in the page's first seconds; any
 * later read goes to the network as usual.
 *
 * A write ends them all: an answer read before it may not say what the write changed. (Seen in the e2e walk on a
 * fast machine: the header's bar, a lazy chunk, first asked for the balance after a paid refresh had gone through,
 * took the early answer from before the payment and showed it for good.)
 */
import { paced } from '../lib/slices.ts';

type Early = Record<string, Promise<Response> | undefined>;

/** Past this, an answer the page never asked for is left alone: a read made later wants the current answer. */
const FRESH_MS = 15_000;

const earlyAnswers = () => (globalThis as { __sbEarly?: Early }).__sbEarly;

/** The early answer for a GET of `url`, once; any other method is a write, which drops them all. */
export function takeEarly(url: string, method = 'GET'): Promise<Response> | undefined {
  if (method.toUpperCase() !== 'GET') {
    dropEarly();
    return undefined;
  }
  const early = earlyAnswers();
  const found = early?.[url];
  if (!early || !found) return undefined;
  delete early[url];
  return performance.now() < FRESH_MS ? found : undefined;
}

/** Forgets every early answer not yet taken. */
export function dropEarly(): void {
  const early = earlyAnswers();
  if (early) for (const url of Object.keys(early)) delete early[url];
}

/**
 * A call's answer: for a GET, the same read the page's HTML has already started (unless `early` is false: a forced
 * refresh must reach the service), else `send()`, which for a read among many started at once goes in a later task
 * (lib/slices.ts: paced). Any other method is a write: it drops the early answers and is sent at once.
 */
export function sendOrTakeEarly(
  url: string,
  method: string,
  send: () => Promise<Response>,
  early = true,
): Promise<Response> {
  const m = method.toUpperCase();
  if (m !== 'GET') return takeEarly(url, m) ?? send();
  return (early ? takeEarly(url, m) : undefined) ?? paced(send);
}

/** `fetch`, or the same read the page's HTML has already started (sendOrTakeEarly). */
export function readFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return sendOrTakeEarly(url, init.method ?? 'GET', () => fetch(url, init));
}
