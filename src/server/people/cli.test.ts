import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../http/config.ts';
import { createProxy, type Proxy } from '../proxy/proxy.ts';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing.ts';
import { upstreamsThrough } from '../http/test-server.ts';

// `npm run people -- add <email> --role <…> [--sites] [--daily-credits] [--monthly-credits] [--password-stdin]`
// works on the store the server uses, while the server runs.

let dir: string;
let t: TestSandbox;
let proxy: Proxy;
let url: string;
let close: () => void;

function people(args: string[], stdin = ''): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/people/cli.ts', ...args], {
      env: { PATH: process.env.PATH, SEARCHBOARD_DATA_DIR: dir, PUBLIC_URL: 'https://sb.example.com' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdin.end(stdin);
    child.on('exit', (code) => done({ code, out, err }));
  });
}

const signIn = (email: string, password: string) =>
  fetch(`${url}/api/local/session`, {
    method: 'POST',
    headers: { 'x-searchboard': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sb-people-'));
  t = await startTestSandbox();
  // the server, running on the store the command writes to
  proxy = await createProxy({
    ...readConfig({ ...upstreamsThrough({ url: t.sandbox.url }), SEARCHBOARD_DATA_DIR: dir }),
    sandboxDbPath: ':memory:',
    log: false,
  });
  const handler = proxy.serve({ signIn: { baseURL: 'http://127.0.0.1' } });
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});

afterAll(async () => {
  close();
  await proxy.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

// each case starts the command (a process of its own): slow on a busy machine
describe('npm run people', { timeout: 180_000 }, () => {
  it('adds an owner with --password-stdin who can sign in at once, while the server runs', async () => {
    const added = await people(
      ['add', 'Owner@Agency.example', '--role', 'owner', '--password-stdin'],
      'a long password\n',
    );
    expect(added).toMatchObject({ code: 0, out: 'owner@agency.example (owner) can sign in now.\n' });
    const res = await signIn('owner@agency.example', 'a long password');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'owner@agency.example', role: 'owner' });
  });

  it('without a password prints a one-use invitation link on PUBLIC_URL, valid 7 days; they cannot sign in yet', async () => {
    const added = await people([
      'add',
      'client@brand.example',
      '--role',
      'client',
      '--sites',
      '101,102',
      '--daily-credits',
      '0',
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/invited as client.*valid 7 days/);
    expect(added.out).toMatch(/^https:\/\/sb\.example\.com\/invite\/[A-Za-z0-9_-]{32}$/m);
    const row = await proxy.people.byEmail('client@brand.example');
    expect(row).toMatchObject({
      role: 'client',
      sites: [101, 102],
      daily_credits: 0,
      monthly_credits: null,
      active: false,
    });
  });

  it('refuses what is wrong, saying what, and adds nothing', async () => {
    const cases: [string[], RegExp][] = [
      [['add', 'x@a.example', '--role', 'boss'], /role: one of owner, admin, editor, viewer, client/],
      [['add', 'x@a.example', '--role', 'client'], /a client needs the sites/],
      [['add', 'not-an-email', '--role', 'viewer'], /is not an email address/],
      [
        ['add', 'x@a.example', '--role', 'editor', '--daily-credits', 'lots'],
        /--daily-credits must be a whole number/,
      ],
      [['add', 'owner@agency.example', '--role', 'viewer'], /already on the team/],
    ];
    const answers = await Promise.all(cases.map(([args]) => people(args)));
    cases.forEach(([args, message], i) => {
      expect(answers[i]?.code, args.join(' ')).toBe(2);
      expect(answers[i]?.err).toMatch(message);
    });
    const short = await people(['add', 'y@a.example', '--role', 'viewer', '--password-stdin'], 'short\n');
    expect(short.err).toMatch(/at least 10 characters/);
    expect(await proxy.people.byEmail('x@a.example')).toBeUndefined();
    expect(await proxy.people.byEmail('y@a.example')).toBeUndefined();
  });

  it('lists the team and deactivates a person, whose session ends at once', async () => {
    await people(['add', 'ed@agency.example', '--role', 'editor', '--password-stdin'], 'editor password\n');
    const res = await signIn('ed@agency.example', 'editor password');
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = () => fetch(`${url}/api/local/me`, { headers: { 'x-searchboard': '1', cookie } });
    expect((await me()).status).toBe(200);
    const list = await people(['list']);
    expect(list.out).toMatch(/^ed@agency\.example\teditor\tactive\tlast sign-in /m);
    expect(list.out).toMatch(/^client@brand\.example\tclient\tinactive\tsites 101,102\tnever signed in$/m);
    const off = await people(['deactivate', 'ed@agency.example']);
    expect(off.out).toBe('ed@agency.example is deactivated; their sessions have ended.\n');
    expect((await me()).status).toBe(401);
  });
});
