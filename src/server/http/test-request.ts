import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface NodeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** as it came over the wire: not decompressed, not parsed */
  body: Buffer;
}

/**
 * For tests: one request through Node's own client on a connection of its own, so a test may send a path fetch
 * would normalise, any Host header, an `accept-encoding` it then reads undecoded, or leave from a loopback address
 * of its choosing (`from`: Linux answers all of 127.0.0.0/8).
 */
export function nodeRequest(
  port: number,
  o: { path: string; method?: string; headers?: OutgoingHttpHeaders; body?: string | Buffer; from?: string },
): Promise<NodeAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: o.method ?? 'GET',
        path: o.path,
        localAddress: o.from,
        agent: false,
        headers: o.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}
