import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from './use-test-sandbox.ts';

// A server must not close a connection its client may still use (on a busy machine that is an ECONNRESET in the
// middle of a 5,001-keyword export): a kept-alive connection lives longer than the server announces, and a
// refused body is read to its end, so the client gets the answer rather than a reset.

function request(socket: Socket, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed || socket.readyState !== 'open') return reject(new Error('the server closed it'));
    let text = '';
    const onData = (b: Buffer) => {
      text += b.toString('utf8');
      const m = /content-length: (\d+)/i.exec(text);
      const end = text.indexOf('\r\n\r\n');
      if (m && end >= 0 && text.length >= end + 4 + Number(m[1])) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed after: ${text.slice(0, 80)}`)));
    socket.write(head);
  });
}

describe('the sandbox’s connections', () => {
  const t = useTestSandbox();

  it('keeps an idle connection open past the keep-alive time it announces', async () => {
    const socket = connect(t.sandbox.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const get = 'GET /data/nothing HTTP/1.1\r\nHost: sandbox\r\n\r\n';
    const first = await request(socket, get);
    const announced = Number(/keep-alive: timeout=(\d+)/i.exec(first)?.[1]);
    expect(announced).toBeGreaterThan(0);
    // A client that idles a little past the announced time (its clock ran slow) still gets an answer.
    await new Promise((r) => setTimeout(r, announced * 1000 + 1500));
    const second = await request(socket, get);
    expect(second).toMatch(/^HTTP\/1\.1 \d{3}/);
    socket.destroy();
  }, 30_000);

  it('answers 413 to a body over the limit instead of resetting the connection', async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    const res = await fetch(`${t.sandbox.url}/data/v1/keywords/export?source=us`, {
      method: 'POST',
      headers: { authorization: 'Token 7c9e6679-7425-40de-944b-e07fc1f90ae7', 'content-type': 'text/plain' },
      body: big,
    });
    expect(res.status).toBe(413);
  }, 30_000);
});
