import { connect } from 'node:net';

/**
 * For tests: one request written byte for byte on a fresh connection (a request line or headers no HTTP client
 * would send: `GET // HTTP/1.1`, two Host headers), and the status of the answer, or 0 when the connection closed
 * with none. Send `Connection: close`, so the answer ends with the connection.
 */
export function rawRequest(
  port: number,
  text: string | Buffer,
  host = '127.0.0.1',
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      const all = Buffer.concat(chunks).toString('latin1');
      const split = all.indexOf('\r\n\r\n');
      const head = split === -1 ? all : all.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split === -1 ? '' : all.slice(split + 4) });
    };
    // a server that neither answers nor closes: the test sees status 0 instead of hanging
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', done);
    socket.write(text);
  });
}
