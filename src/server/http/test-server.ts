import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_DATA_KEY, SANDBOX_PROJECT_KEY } from '../../sandbox/keys.ts';
import type { TestSandbox } from '../../sandbox/testing.ts';

/**
 * For tests of `npm start`'s process (src/server/start.ts): a counting hop in front of a test sandbox, and the
 * server spawned on a free port with the environment given.
 */
export interface CountingHop {
  server: Server;
  url: string;
  /** `METHOD /path?query` of every call that reached the hop */
  calls: string[];
  /**
   * Holds the calls starting with `prefix` until the returned function is called: before they reach the sandbox
   * (`'request'`: the service has not seen them), or once the sandbox has answered (`'answer'`: it did the work,
   * the caller has not heard).
   */
  hold(prefix: string, what?: 'request' | 'answer'): () => void;
  close(): void;
}

export async function startCountingHop(t: TestSandbox): Promise<CountingHop> {
  const calls: string[] = [];
  const holds: { prefix: string; what: 'request' | 'answer'; gate: Promise<void> }[] = [];
  const held = (call: string, what: 'request' | 'answer') =>
    Promise.all(holds.filter((h) => h.what === what && call.startsWith(h.prefix)).map((h) => h.gate));
  const server = createServer((req, res) => {
    const call = `${req.method} ${req.url ?? '/'}`;
    calls.push(call);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        await held(call, 'request');
        const body = Buffer.concat(chunks);
        const r = await globalThis.fetch(new URL(req.url ?? '/', t.sandbox.url), {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: body.length ? body : undefined,
        });
        const buf = Buffer.from(await r.arrayBuffer());
        await held(call, 'answer');
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' });
        res.end(buf);
      } catch {
        res.destroy();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    hold(prefix, what = 'request') {
      let release = () => {};
      const gate = new Promise<void>((r) => (release = r));
      holds.push({ prefix, what, gate });
      return () => {
        holds.splice(
          holds.findIndex((h) => h.gate === gate),
          1,
        );
        release();
      };
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The server's three upstreams, all through the hop, with the sandbox's keys. */
export function upstreamsThrough(hop: { url: string }): Record<string, string> {
  return {
    PROJECT_API_URL: `${hop.url}/project`,
    PROJECT_API_KEY: SANDBOX_PROJECT_KEY,
    DATA_API_URL: `${hop.url}/data`,
    DATA_API_KEY: SANDBOX_DATA_KEY,
    BACKLINKS_API_URL: `${hop.url}/backlinks`,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** everything it wrote to stderr so far */
  stderr(): string;
  /** resolves with its exit code once it has exited */
  exited: Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PROXY_LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      const m = /Searchboard on (http:\/\/[^ ]+)/.exec(c.toString());
      if (m?.[1]) resolve({ child, base: m[1], stderr: () => err, exited });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${err.slice(-600)}`)));
  });
}
