import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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

/** Whether any process of the group npm leads (npm, its shell, the server) is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Each step gets its own deadline, so that a slow or stuck run says which step it was in and what the script
 * printed, instead of the test's bare timeout.
 */
async function within<T>(step: Promise<T>, ms: number, what: string, output: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} (waited ${ms / 1000} s); it printed: ${output().slice(-800)}`)),
      ms,
    );
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
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

/**
 * The environment a reader's shell has: not the test runner's. Vitest sets VITEST, NODE_ENV=test, MODE and more,
 * and the dev server leaves its proxy out when it sees VITEST (a test's own Vite server must not start one).
 */
function readersEnv(): NodeJS.ProcessEnv {
  const runner = /^(VITEST|TEST$|NODE_ENV$|MODE$|SSR$|DEV$|PROD$|BASE_URL$|TSS_|npm_)/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !runner.test(name)));
}

/** `npm run <script>`, resolved once its output says `ready` (the words the script prints when it serves). */
function npmRun(script: string, args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    env: { ...readersEnv(), PROXY_LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const up = new Promise<void>((resolve, reject) => {
    const read = (c: Buffer) => {
      // colours on (CI=true turns them on) split the words the test waits for
      out += stripVTControlCharacters(c.toString());
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

// A fresh machine's first dev start transforms the app and bundles its dependencies, beside the rest of the suite.
describe('a SIGTERM to npm stops the server it started', { timeout: 300_000 }, () => {
  it.each(SCRIPTS)('npm run %s', async (script, start, ready) => {
    const port = await freePort();
    const { args, env } = start(port);
    const run = npmRun(script, args, env, ready);
    await within(run.up, 180_000, `npm run ${script} did not say it serves`, run.output);
    expect(await listening(port)).toBe(true);
    run.child.kill('SIGTERM');
    await within(run.exited, 60_000, `npm did not exit after a SIGTERM`, run.output);
    // the server itself, not only npm: no process of the group is left (a port alone could be taken by another test)
    const pid = run.child.pid!;
    await within(
      until(() => !groupAlive(pid)),
      30_000,
      `the server did not stop when npm exited`,
      run.output,
    );
    expect(groupAlive(pid)).toBe(false);
  });
});
