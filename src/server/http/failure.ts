import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { STORE_UNAVAILABLE_MESSAGE, storeUnavailable } from '../store/unavailable.ts';
import { json } from './answer.ts';
import type { AppEnv } from './env.ts';

/**
 * The last line of every request: a failure the code did not expect becomes a 500 with a request id, and the
 * same id in a log line with what went wrong, so a person can quote the id and the log says what happened.
 * Nothing is thrown out of a handler and nothing is left as a floating promise: the server never dies of a request.
 * The app's one error handler (`appFailure`) answers what a route throws.
 */

export type Log = (line: string) => void;

const defaultLog: Log = (line) => console.error(line);

// A random prefix per process and a counter: unique across replicas and restarts in practice, and no random bytes
// drawn per request (the proxied path is measured against a direct call).
const PROCESS_PREFIX = randomBytes(3).toString('hex');
let sequence = 0;

/** A request's id: in its failure's answer and its log line. */
export function requestId(): string {
  sequence = (sequence + 1) % 0x1000000;
  return `${PROCESS_PREFIX}${sequence.toString(16).padStart(6, '0')}`;
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}

interface Failure {
  status: 500 | 503;
  body: { message: string; request_id: string };
  headers: Record<string, string>;
}

/** What to answer and log for a failure; the path only, since a query can hold what a person typed. */
function failure(req: IncomingMessage, err: unknown, id: string, log: Log): Failure {
  const path = (req.url ?? '/').split('?')[0]?.slice(0, 200) ?? '/';
  const down = storeUnavailable(err);
  try {
    // the store out of reach (a PostgreSQL restart) is not a bug: one line, no stack
    log(
      down
        ? `[searchboard] 503 request ${id} ${req.method ?? '?'} ${path}: the store is unreachable (${err instanceof Error ? err.message : String(err)})`
        : `[searchboard] 500 request ${id} ${req.method ?? '?'} ${path} failed: ${describe(err)}`,
    );
  } catch {
    // a log that fails must not stop the answer
  }
  if (down)
    return {
      status: 503,
      body: { message: STORE_UNAVAILABLE_MESSAGE, request_id: id },
      headers: { 'retry-after': '5' },
    };
  return {
    status: 500,
    body: {
      message: `Searchboard failed on this request (request id ${id}). Try again, or give the id to whoever runs the server.`,
      request_id: id,
    },
    headers: {},
  };
}

/** The app's error handler: 500 `{message, request_id}` (503 while the store is away), or ends a half-sent answer. */
export function appFailure(c: Context<AppEnv>, err: unknown, log: Log = defaultLog): Response {
  const { incoming, outgoing } = c.env;
  const f = failure(incoming, err, c.get('requestId') ?? requestId(), log);
  if (outgoing.headersSent) {
    outgoing.destroy();
    return RESPONSE_ALREADY_SENT;
  }
  return json(c, f.status, f.body, f.headers);
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
