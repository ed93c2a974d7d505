/**
 * Is this error the store being out of reach (PostgreSQL restarting, the network to it down), rather than a bug?
 * Such a request gets 503 with a plain message, and the next one tries again: the pool opens new connections
 * once the database is back, with no restart of the server.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, connection exceptions, too many connections
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down)/i,
];

export function storeUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // several addresses tried (localhost: IPv4 and IPv6): an AggregateError of refusals
  if (Array.isArray(e.errors) && e.errors.some(storeUnavailable)) return true;
  return e.cause !== undefined && e.cause !== err && storeUnavailable(e.cause);
}

export const STORE_UNAVAILABLE_MESSAGE =
  "Searchboard's database is not reachable at the moment (it may be restarting). Nothing was lost; try again in a few seconds.";
