import type { IncomingMessage } from 'node:http';

/**
 * Input of the proxy's own endpoints (`/api/local/*`), checked the way the spec checks the service's: integers
 * are integers, within their bounds, each parameter given once; a body over its size is 413, unreadable JSON 400.
 */

export type Param<T> = { ok: true; value: T } | { ok: false; message: string };

/** A whole number from `min` to `max`; absent means `fallback` (undefined: required). */
export function intParam(
  query: URLSearchParams,
  name: string,
  bounds: { min: number; max: number; fallback?: number },
): Param<number> {
  const all = query.getAll(name);
  if (all.length > 1) return { ok: false, message: `${name} is given more than once.` };
  const raw = all[0];
  const range = `a whole number from ${bounds.min} to ${bounds.max}`;
  if (raw === undefined) {
    if (bounds.fallback !== undefined) return { ok: true, value: bounds.fallback };
    return { ok: false, message: `${name} is required: ${range}.` };
  }
  const n = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < bounds.min || n > bounds.max)
    return { ok: false, message: `${name} must be ${range}.` };
  return { ok: true, value: n };
}

/** Local writes are small JSON bodies (an annotation, a share link): anything larger is refused unread. */
export const MAX_LOCAL_BODY = 16 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a JSON body of at most `max` bytes (16 KB unless the endpoint needs more); rejects with a BodyError
 * (413 over the size, 400 not JSON).
 */
export function readJson(req: IncomingMessage, max = MAX_LOCAL_BODY): Promise<unknown> {
  const tooLarge = new BodyError(413, `The body must be under ${max / 1024} KB.`);
  if (Number(req.headers['content-length'] ?? 0) > max) {
    req.resume();
    return Promise.reject(tooLarge);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      // keep draining what is still coming (so the answer reaches the sender) but keep none of it
      if (size > max) {
        chunks.length = 0;
        reject(tooLarge);
      } else chunks.push(c);
    });
    req.on('end', () => {
      if (size > max) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch {
        reject(new BodyError(400, 'The body must be JSON.'));
      }
    });
    req.on('error', reject);
  });
}

/** The answer for a body that could not be read: 413 over the size, else 400. */
export function bodyRefusal(err: unknown): { status: 400 | 413; message: string } {
  if (err instanceof BodyError) return { status: err.status, message: err.message };
  return { status: 400, message: `The body must be a JSON object under ${MAX_LOCAL_BODY / 1024} KB.` };
}
