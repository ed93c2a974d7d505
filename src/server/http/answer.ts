import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { AppEnv } from './env.ts';

/**
 * A JSON answer of the server's own (a refusal, a local read), never kept by the browser or a cache between it and
 * us, since it says something about this moment (a budget, a share link's state).
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

/**
 * The same from a middleware or route, written at once rather than handed back as a Response: a refusal must be
 * on the wire in the turn the request arrived. A client may send a body its request does not frame (a DELETE
 * with a body and no length); Node's parser reads those bytes as a next request, fails, and answers 400 in the
 * refusal's place if the refusal is still waiting for the framework's promises.
 */
export function json(
  c: Context<AppEnv>,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  sendJson(c.env.outgoing, status, body, headers);
  return RESPONSE_ALREADY_SENT;
}
