import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver for tests, on 127.0.0.1 and a free port: it keeps every request (headers and the exact body)
 * and answers with the statuses it is given in turn (then 200). `waitFor(n)` resolves once n requests came.
 */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface TestReceiver {
  url: string;
  received: Received[];
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(statuses: number[] = []): Promise<TestReceiver> {
  const received: Received[] = [];
  const waiters: { n: number; done: () => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'no');
      for (const w of waiters.filter((x) => received.length >= x.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.done();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    waitFor: (n) =>
      received.length >= n ? Promise.resolve() : new Promise<void>((done) => waiters.push({ n, done })),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
