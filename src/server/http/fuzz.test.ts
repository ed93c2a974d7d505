import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCases } from './fuzz-cases.ts';
import { rawRequest } from './raw-http.ts';

// Generated hostile requests (malformed request lines and URLs, every operation's body with each field replaced by
// an object, array, huge number, deep nesting, wrong content type, duplicate parameters) against a running
// npm start, in both loopback and team mode: the process stays up and answers every one with a 4xx. Seeded, so a
// failure can be replayed.
// FUZZ_SEED=<n> replays a run; FUZZ_CASES=<n> changes the number of requests per mode (default 1000).
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const PER_MODE = Number(process.env.FUZZ_CASES ?? 1000);
const TOKEN = 'fuzz-team-token-of-enough-length';
const PARALLEL = 6;

interface Running {
  child: ChildProcess;
  port: number;
  log: string[];
  dir: string;
}

/** `npm start`'s server (start.ts) on a free port, a tiny dist and a fresh data folder. */
async function startServer(team: boolean): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'searchboard-fuzz-'));
  const dist = join(dir, 'dist');
  const data = join(dir, 'data');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Searchboard</title><div id="root"></div>');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: team ? '0.0.0.0' : '127.0.0.1',
    SEARCHBOARD_DIST: dist,
    SEARCHBOARD_DATA_DIR: data,
    // nothing may reach a real service, and a paid call that slipped past the checks would be refused (402)
    PROJECT_API_URL: '',
    DATA_API_URL: '',
    BACKLINKS_API_URL: '',
    CREDIT_BUDGET_DAILY: '0',
    CREDIT_BUDGET_MONTHLY: '0',
    SANDBOX_FAULTS: '',
    PROXY_LOG: '0',
    ALLOWED_HOSTS: '',
  };
  if (team) env.DASHBOARD_TOKEN = TOKEN;
  else delete env.DASHBOARD_TOKEN;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stderr?.on('data', (c: Buffer) => log.push(c.toString('utf8')));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      const m = /Searchboard on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`start.ts exited (${code}): ${log.join('')}`)));
  });
  return { child, port, log, dir };
}

async function stop(s: Running | undefined) {
  if (!s) return;
  if (s.child.exitCode === null) {
    const gone = new Promise((r) => s.child.once('exit', r));
    s.child.kill('SIGTERM');
    await gone;
  }
  rmSync(s.dir, { recursive: true, force: true });
}

/** Signs in as the team does, and returns the session cookie. */
async function signIn(port: number): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}/login`, {
    method: 'POST',
    body: new URLSearchParams({ token: TOKEN }),
    redirect: 'manual',
  });
  expect(r.status).toBe(303);
  return (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function fuzz(s: Running, cookie: string | undefined, seed: number) {
  const cases = generateCases(seed, PER_MODE, { port: s.port, cookie });
  const wrong: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      if (!c) continue;
      const r = await rawRequest(s.port, c.raw);
      if (r.status < 400 || r.status > 499)
        wrong.push(`#${i} ${c.name}: ${r.status} ${r.body.slice(0, 160)}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { count: cases.length, wrong };
}

describe(`npm start under ${PER_MODE * 2} hostile requests (FUZZ_SEED=${SEED})`, () => {
  let loopback: Running | undefined;
  let team: Running | undefined;
  beforeAll(async () => {
    console.log(`fuzz: FUZZ_SEED=${SEED} replays this run`);
    [loopback, team] = await Promise.all([startServer(false), startServer(true)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([stop(loopback), stop(team)]);
  });

  for (const mode of ['loopback', 'team'] as const) {
    it(`stays up and answers every one with a 4xx: ${mode} mode`, { timeout: 90_000 }, async () => {
      const s = (mode === 'team' ? team : loopback) as Running;
      const cookie = mode === 'team' ? await signIn(s.port) : undefined;
      const started = Date.now();
      const { count, wrong } = await fuzz(s, cookie, mode === 'team' ? SEED + 1 : SEED);
      console.log(`fuzz (${mode}): ${count} requests in ${Date.now() - started} ms`);
      expect(wrong, `FUZZ_SEED=${SEED}`).toEqual([]);
      // still up, still serving, and nothing escaped a handler or was answered with a 500
      expect(s.child.exitCode).toBeNull();
      const status = await rawRequest(
        s.port,
        `GET /api/local/status HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\nx-searchboard: 1\r\n` +
          `${cookie ? `cookie: ${cookie}\r\n` : ''}connection: close\r\n\r\n`,
      );
      expect(status.status).toBe(200);
      expect(s.log.join(''), `FUZZ_SEED=${SEED}`).not.toMatch(/BUG:|\] 500 request/);
      // nothing was spent
      const credits = await rawRequest(
        s.port,
        `GET /api/local/credits HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\nx-searchboard: 1\r\n` +
          `${cookie ? `cookie: ${cookie}\r\n` : ''}connection: close\r\n\r\n`,
      );
      expect((JSON.parse(credits.body) as { today: number }).today).toBe(0);
    });
  }
});
