import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STORE_UNAVAILABLE_MESSAGE, storeUnavailable } from '../store/unavailable.ts';

/**
 * The last line of every handler: a failure the code did not expect becomes a 500 with a request id, and the
 * same id in a log line with what went wrong, so a person can quote the id and the log says what happened.
 * Nothing is thrown out of a handler and nothing is left as a floating promise: the server never dies of a request.
 */

export type Log = (line: string) => void;

const defaultLog: Log = (line) => console.error(line);

export function requestId(): string {
  return randomBytes(6).toString('hex');
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}

/** Answers 500 `{message, request_id}` (or ends a half-sent answer) and logs the failure with its id. */
export function serverFailure(
  req: IncomingMessage,
  res: ServerResponse,
  err: unknown,
  log: Log = defaultLog,
): void {
  const id = requestId();
  // the path only: a query can hold what a person typed
  const path = (req.url ?? '/').split('?')[0]?.slice(0, 200) ?? '/';
  if (storeUnavailable(err)) return storeDown(req, res, id, path, err, log);
  try {
    log(`[searchboard] 500 request ${id} ${req.method ?? '?'} ${path} failed: ${describe(err)}`);
  } catch {
    // a log that fails must not stop the answer
  }
  try {
    req.resume();
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const payload = JSON.stringify({
      message: `Searchboard failed on this request (request id ${id}). Try again, or give the id to whoever runs the server.`,
      request_id: id,
    });
    res.writeHead(500, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(payload)),
      'cache-control': 'no-store',
    });
    res.end(payload);
  } catch {
    res.destroy();
  }
}

/** The store is out of reach: 503 with Retry-After, one log line (no stack: it is not a bug). */
function storeDown(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  path: string,
  err: unknown,
  log: Log,
): void {
  const why = err instanceof Error ? err.message : String(err);
  try {
    log(`[searchboard] 503 request ${id} ${req.method ?? '?'} ${path}: the store is unreachable (${why})`);
  } catch {
    // a log that fails must not stop the answer
  }
  try {
    req.resume();
    if (res.headersSent) return void res.destroy();
    const payload = JSON.stringify({ message: STORE_UNAVAILABLE_MESSAGE, request_id: id });
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(payload)),
      'cache-control': 'no-store',
      'retry-after': '5',
    });
    res.end(payload);
  } catch {
    res.destroy();
  }
}

type Handler<A extends unknown[]> = (req: IncomingMessage, res: ServerResponse, ...rest: A) => unknown;

/**
 * Wraps a handler so that neither a throw nor a rejected promise escapes it: either becomes `serverFailure`.
 */
export function safely<A extends unknown[]>(handler: Handler<A>, log?: Log): Handler<A> {
  return (req, res, ...rest) => {
    try {
      const out = handler(req, res, ...rest);
      if (out && typeof (out as Promise<unknown>).then === 'function')
        (out as Promise<unknown>).then(undefined, (err: unknown) => serverFailure(req, res, err, log));
    } catch (err) {
      serverFailure(req, res, err, log);
    }
  };
}

/** Last resort, in start.ts and the dev plugin: says loudly that something escaped every handler. */
export function lastResortHandlers(log: Log = defaultLog): void {
  process.on('unhandledRejection', (reason) => {
    log(`[searchboard] BUG: an unhandled rejection escaped every handler: ${describe(reason)}`);
  });
  process.on('uncaughtException', (err) => {
    log(`[searchboard] BUG: an uncaught exception escaped every handler: ${describe(err)}`);
  });
}
