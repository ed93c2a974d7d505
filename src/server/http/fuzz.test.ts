import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_ROLES, type PersonRole } from '../../lib/people.ts';
import { createAuth, sessionSecret } from '../people/auth.ts';
import { People } from '../people/people.ts';
import { openStore } from '../store/store.ts';
import { generateCases, OTHER_SITES_DATA, otherSiteCases, type Case } from './fuzz-cases.ts';
import { rawRequest } from './raw-http.ts';

// Generated hostile requests (malformed request lines and URLs, every operation's body with each field replaced by
// an object, array, huge number, deep nesting, wrong content type, duplicate parameters) against a running
// npm start, on loopback and off it signed in as each role: the process stays up and answers every one with a
// 4xx. A client given site 101 also tries every spelling of the other sites' reads: each is refused, and no answer
// of theirs holds another site's data. Seeded, so a failure can be replayed.
// FUZZ_SEED=<n> replays a run; FUZZ_CASES=<n> changes the number of requests on loopback (default 1000),
// FUZZ_ROLE_CASES=<n> per role off loopback (default 250).
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const PER_MODE = Number(process.env.FUZZ_CASES ?? 1000);
const PER_ROLE = Number(process.env.FUZZ_ROLE_CASES ?? 250);
/** the client's own reads of other sites, on top of the hostile requests */
const OTHER_SITE_CASES = 150;
const PARALLEL = 6;
const PASSWORD = 'fuzz-password-of-enough-length';
const emailOf = (role: PersonRole) => `${role}@fuzz.example`;

interface Running {
  child: ChildProcess;
  port: number;
  log: string[];
  dir: string;
}

/** One person of each role in the store of `data`, with a password; the client is given site 101. */
async function addTeam(data: string): Promise<void> {
  mkdirSync(data, { recursive: true });
  const store = await openStore(data);
  try {
    const auth = createAuth({
      store,
      secret: await sessionSecret(store),
      baseURL: 'http://127.0.0.1',
      mayStart: () => Promise.resolve(true),
    });
    const people = new People(store, auth);
    for (const role of PERSON_ROLES)
      await people.add({ email: emailOf(role), role, ...(role === 'client' && { sites: [101] }) }, PASSWORD);
  } finally {
    await store.close();
  }
}

/** `npm start`'s server (start.ts) on a free port, a tiny dist and a fresh data folder (with the team off loopback). */
async function startServer(team: boolean): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'searchboard-fuzz-'));
  const dist = join(dir, 'dist');
  const data = join(dir, 'data');
  mkdirSync(dist);
  if (team) await addTeam(data);
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
  delete env.DASHBOARD_TOKEN;
  delete env.DATABASE_URL;
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

/** Signs in as the person of `role` does, and returns the session cookie. */
async function signIn(port: number, role: PersonRole): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}/api/local/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-searchboard': '1' },
    body: JSON.stringify({ email: emailOf(role), password: PASSWORD }),
  });
  expect(r.status).toBe(200);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');
}

type Fuzzed = Case & { mayPass?: true };

/** Sends the cases, six at once; what each answered that it should not have, and the answers holding `leak`. */
async function fuzz(s: Running, cases: readonly Fuzzed[], leak?: RegExp) {
  const wrong: string[] = [];
  const leaked: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      if (!c) continue;
      const r = await rawRequest(s.port, c.raw);
      const fine = c.mayPass ? r.status < 500 : r.status >= 400 && r.status <= 499;
      if (!fine) wrong.push(`#${i} ${c.name}: ${r.status} ${r.body.slice(0, 160)}`);
      const found = leak?.exec(r.body);
      if (found) leaked.push(`#${i} ${c.name}: ${r.status} holds "${found[0]}"`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { count: cases.length, wrong, leaked };
}

const get = (port: number, path: string, cookie: string | undefined) =>
  rawRequest(
    port,
    `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nx-searchboard: 1\r\n` +
      `${cookie ? `cookie: ${cookie}\r\n` : ''}connection: close\r\n\r\n`,
  );

/** Still up, still serving, nothing escaped a handler or was answered with a 500, and nothing was spent. */
async function stillWell(s: Running, cookie: string | undefined, ownerCookie: string | undefined) {
  expect(s.child.exitCode).toBeNull();
  expect((await get(s.port, '/api/local/status', cookie)).status).toBe(200);
  expect(s.log.join(''), `FUZZ_SEED=${SEED}`).not.toMatch(/BUG:|\] 500 request/);
  const credits = await get(s.port, '/api/local/credits', ownerCookie);
  expect((JSON.parse(credits.body) as { today: number }).today).toBe(0);
}

describe(`npm start under hostile requests, on loopback and as each role off it (FUZZ_SEED=${SEED})`, () => {
  let loopback: Running | undefined;
  let team: Running | undefined;
  const cookies = new Map<PersonRole, string>();
  beforeAll(async () => {
    console.log(`fuzz: FUZZ_SEED=${SEED} replays this run`);
    [loopback, team] = await Promise.all([startServer(false), startServer(true)]);
    for (const role of PERSON_ROLES) cookies.set(role, await signIn(team.port, role));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([stop(loopback), stop(team)]);
  });

  it(`stays up and answers each of ${PER_MODE} with a 4xx: loopback`, { timeout: 90_000 }, async () => {
    const s = loopback as Running;
    const started = Date.now();
    const { count, wrong } = await fuzz(s, generateCases(SEED, PER_MODE, { port: s.port }));
    console.log(`fuzz (loopback): ${count} requests in ${Date.now() - started} ms`);
    expect(wrong, `FUZZ_SEED=${SEED}`).toEqual([]);
    await stillWell(s, undefined, undefined);
  });

  PERSON_ROLES.forEach((role, n) => {
    it(
      `stays up and answers each of ${PER_ROLE} with a 4xx: signed in as ${role}`,
      { timeout: 60_000 },
      async () => {
        const s = team as Running;
        const cookie = cookies.get(role);
        const target = { port: s.port, cookie };
        const cases: Fuzzed[] = generateCases(SEED + 1 + n, PER_ROLE, target);
        // a client given site 101 also asks for the other sites' data in every spelling
        if (role === 'client') cases.push(...otherSiteCases(SEED + 10, OTHER_SITE_CASES, target));
        const started = Date.now();
        const { count, wrong, leaked } = await fuzz(
          s,
          cases,
          role === 'client' ? OTHER_SITES_DATA : undefined,
        );
        console.log(`fuzz (${role}): ${count} requests in ${Date.now() - started} ms`);
        expect(wrong, `FUZZ_SEED=${SEED}`).toEqual([]);
        expect(leaked, `FUZZ_SEED=${SEED}`).toEqual([]);
        await stillWell(s, cookie, cookies.get('owner'));
      },
    );
  });
});
