import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A process manager (a container's `stop`, a deploy script) signals the process it started: `npm start`, not the
 * server below npm's shell. The stop must still reach the server, so that it finishes what is in flight and
 * closes its store; otherwise the manager's later SIGKILL ends it mid-write. Each script of the README is started
 * through npm, as its reader does, and only npm is signalled.
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Whether something still accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function untilClosed(port: number): Promise<void> {
  while (await listening(port)) await new Promise((r) => setTimeout(r, 100));
}

const started: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  // the whole group: a server npm failed to stop must not outlive its test
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group has ended
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** `npm run <script>`, resolved once its output says `ready` (the words the script prints when it serves). */
function npmRun(script: string, args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    env: { ...process.env, PROXY_LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const up = new Promise<void>((resolve, reject) => {
    const read = (c: Buffer) => {
      out += c.toString();
      if (ready.test(out)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run ${script} exited (${code}): ${out.slice(-600)}`)));
  });
  return { child, up, exited, output: () => out };
}

/** Each script: how it is started on a free port, and the words it prints once it serves. */
const SCRIPTS: [
  script: string,
  start: (port: number) => { args: string[]; env: Record<string, string> },
  ready: RegExp,
][] = [
  [
    'start',
    (port) => {
      const dist = tempDir('sb-npm-dist-');
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
      const env = {
        PORT: String(port),
        SEARCHBOARD_DIST: dist,
        SEARCHBOARD_DATA_DIR: tempDir('sb-npm-data-'),
      };
      return { args: [], env };
    },
    /Searchboard on http/,
  ],
  [
    'sandbox',
    (port) => ({ args: ['--quiet'], env: { SANDBOX_PORT: String(port), SANDBOX_DB: ':memory:' } }),
    /Sandbox listening on http/,
  ],
  [
    'dev',
    (port) => ({
      args: ['--port', String(port), '--strictPort'],
      env: { SEARCHBOARD_DATA_DIR: tempDir('sb-npm-dev-') },
    }),
    /Local:/,
  ],
];

// a dev server's first start transforms the app: slow on a busy machine
describe('a SIGTERM to npm stops the server it started', { timeout: 120_000 }, () => {
  it.each(SCRIPTS)('npm run %s', async (script, start, ready) => {
    const port = await freePort();
    const { args, env } = start(port);
    const run = npmRun(script, args, env, ready);
    await run.up;
    expect(await listening(port)).toBe(true);
    run.child.kill('SIGTERM');
    await run.exited;
    await untilClosed(port);
    expect(await listening(port)).toBe(false);
  });
});
