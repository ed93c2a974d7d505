import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing.ts';
import { freshDatabase } from '../store/test-engines.ts';
import { apiFetch as fetch } from '../http/test-fetch.ts';
import {
  startCountingHop,
  startServerProcess,
  upstreamsThrough,
  type CountingHop,
  type ServerProcess,
} from '../http/test-server.ts';
import { cookieOf } from './test-team.ts';

/**
 * `npm start` off loopback (HOST=0.0.0.0): with nobody in the store nobody could sign in, so it refuses to start and
 * says how to add an owner; once `npm run people -- add` has added one it starts, and roles hold on it. Both engines.
 */
const ENGINES: [string, () => Promise<{ where: Record<string, string>; drop(): Promise<void> }>][] = [
  [
    'sqlite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'sb-owner-data-'));
      return Promise.resolve({
        where: { SEARCHBOARD_DATA_DIR: dir },
        drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
      });
    },
  ],
  [
    'postgres',
    async () => {
      const db = await freshDatabase();
      const dir = mkdtempSync(join(tmpdir(), 'sb-owner-pg-'));
      return {
        where: {
          DATABASE_URL: db.url,
          SEARCHBOARD_DATA_DIR: dir,
          SHARE_SECRET: 'owner-test-share-secret-of-32-chars-long!',
        },
        drop: async () => {
          await db.drop();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];

/** `npm run people -- add …` on the same store, the password on standard input. */
function addPerson(env: Record<string, string>, email: string, role: string, password: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/people/cli.ts', 'add', email, '--role', role, '--password-stdin'],
    { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  child.stdin.end(`${password}\n`);
  return new Promise<{ code: number | null; out: string }>((done) =>
    child.on('exit', (code) => done({ code, out })),
  );
}

describe.each(ENGINES)('npm start off loopback (%s)', (_name, engine) => {
  let t: TestSandbox;
  let hop: CountingHop;
  let dist = '';
  let server: ServerProcess | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    t = await startTestSandbox();
    hop = await startCountingHop(t);
    dist = mkdtempSync(join(tmpdir(), 'sb-owner-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    if (server) await server.exited;
    hop?.close();
    await t?.close();
    await drop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('refuses to start without an owner and says how to add one; with one it starts and holds roles', async () => {
    const store = await engine();
    drop = store.drop;
    const env = { SEARCHBOARD_DIST: dist, HOST: '0.0.0.0', ...store.where, ...upstreamsThrough(hop) };

    const refused = await startServerProcess(env).then(
      (s) => {
        s.child.kill('SIGTERM');
        return 'it started';
      },
      (err: unknown) => String(err),
    );
    expect(refused).toContain('Refusing to listen on 0.0.0.0');
    expect(refused).toContain('npm run people -- add you@example.com --role owner --password-stdin');

    const owner = await addPerson(env, 'owner@team.example', 'owner', 'owner password long enough');
    expect(owner).toMatchObject({ code: 0 });
    const viewer = await addPerson(env, 'viewer@team.example', 'viewer', 'viewer password long enough');
    expect(viewer).toMatchObject({ code: 0 });

    server = await startServerProcess(env);
    const base = server.base.replace('0.0.0.0', '127.0.0.1');
    expect((await fetch(`${base}/api/local/status`)).status).toBe(401);
    const signIn = async (email: string, password: string) => {
      const res = await fetch(`${base}/api/local/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(res.status).toBe(200);
      return cookieOf(res);
    };
    const ownerCookie = await signIn('owner@team.example', 'owner password long enough');
    const viewerCookie = await signIn('viewer@team.example', 'viewer password long enough');
    const search = '/api/data/v1/keywords/similar?source=us&keyword=shoes&limit=10';

    const spend = await fetch(`${base}${search}`, { headers: { cookie: viewerCookie } });
    expect(spend.status).toBe(403);
    expect(await spend.json()).toMatchObject({
      refused_by: 'searchboard',
      role: 'viewer',
      need: 'paid',
      message: 'Viewers cannot spend credits. Ask an owner or an admin, who can change your role.',
    });
    expect(hop.calls.filter((c) => c.includes('/keywords/similar'))).toEqual([]);
    expect((await fetch(`${base}/api/local/credits`, { headers: { cookie: viewerCookie } })).status).toBe(
      200,
    );

    const owned = await fetch(`${base}${search}`, { headers: { cookie: ownerCookie } });
    expect(owned.status).toBe(200);
    expect(hop.calls.filter((c) => c.includes('/keywords/similar'))).toHaveLength(1);
  }, 300_000);
});
