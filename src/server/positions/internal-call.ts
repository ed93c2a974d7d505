import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/**
 * A call into the proxy's own request handler from inside the server, as if the dashboard had made it: the paid
 * path's checks, budget reservation, ledger, pace, cache and archive all apply, and nothing listens on a port.
 * The request carries the dashboard's marker and a loopback Host, so the proxy's guards treat it as its own page.
 */
export type Handler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

export interface InternalAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  json(): unknown;
}

export function internalCaller(handle: () => Handler) {
  return (method: 'GET' | 'POST', url: string, body?: unknown): Promise<InternalAnswer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = Readable.from(payload ? [payload] : []) as unknown as IncomingMessage;
      const requestHeaders: Record<string, string> = {
        host: '127.0.0.1',
        'x-searchboard': '1',
        accept: 'application/json',
        ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      };
      Object.assign(req, {
        method,
        url,
        headers: requestHeaders,
        rawHeaders: Object.entries(requestHeaders).flat(),
        // as if reached on port 80 of the loopback: the Host above names it, so the guards let it pass
        socket: { localPort: 80, encrypted: false, remoteAddress: '127.0.0.1' },
      });
      let status = 0;
      let headers: Record<string, string> = {};
      const chunks: Buffer[] = [];
      const done = () => {
        const buf = Buffer.concat(chunks);
        resolve({
          status,
          headers,
          body: buf,
          json: () => {
            try {
              return JSON.parse(buf.toString('utf8')) as unknown;
            } catch {
              return undefined;
            }
          },
        });
      };
      const res = {
        headersSent: false,
        writeHead(s: number, h: Record<string, string> = {}) {
          status = s;
          headers = Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), String(v)]));
          res.headersSent = true;
          return res;
        },
        write(c: Buffer | string) {
          chunks.push(Buffer.from(c));
          return true;
        },
        end(c?: Buffer | string) {
          if (c !== undefined) chunks.push(Buffer.from(c));
          done();
          return res;
        },
        destroy() {
          reject(new Error('The proxy dropped an internal call.'));
        },
        // the HTTP adapter listens for the end of a socket's answer; an internal call has no socket to end
        on() {
          return res;
        },
      };
      handle()(req, res as unknown as ServerResponse, () =>
        reject(new Error(`No proxy route for ${method} ${url}`)),
      );
    });
}
