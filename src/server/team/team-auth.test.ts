import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../http/raw-http.ts';
import { teamGate, tokenProblem } from './team-auth.ts';
import { behind } from '../http/test-server.ts';

describe('the team access token', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const gate = teamGate('correct horse battery staple');
    server = createServer(behind(gate));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('sends a person without the cookie to the login page, and refuses the API with 401', async () => {
    const page = await fetch(`${url}/audits`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login');
    const api = await fetch(`${url}/api/project/account/balance`);
    expect(api.status).toBe(401);
    const login = await fetch(`${url}/login`);
    expect(await login.text()).toContain('Team access token');
  });

  it('refuses a wrong token and keeps the person on the form', async () => {
    const r = await fetch(`${url}/login`, {
      method: 'POST',
      body: new URLSearchParams({ token: 'guess' }),
      redirect: 'manual',
    });
    expect(r.status).toBe(401);
    expect(await r.text()).toContain('That token is not right.');
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Strict cookie that holds no token, Secure behind TLS, and lets it in', async () => {
    const r = await fetch(`${url}/login`, {
      method: 'POST',
      body: new URLSearchParams({ token: 'correct horse battery staple' }),
      headers: { 'x-forwarded-proto': 'https' },
      redirect: 'manual',
    });
    expect(r.status).toBe(303);
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).not.toContain('correct');
    const pair = cookie.split(';')[0] ?? '';
    const ok = await fetch(`${url}/audits`, { headers: { cookie: pair } });
    expect(await ok.text()).toBe('dashboard');
  });
});

describe('npm start off loopback', () => {
  it('refuses to start on a public address without DASHBOARD_TOKEN', async () => {
    const { spawnSync } = await import('node:child_process');
    const env: NodeJS.ProcessEnv = { ...process.env, HOST: '0.0.0.0', PORT: '0' };
    delete env.DASHBOARD_TOKEN;
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/needs DASHBOARD_TOKEN/);
  });

  it('refuses to start with a DASHBOARD_TOKEN shorter than 16 characters, saying why', async () => {
    const { spawnSync } = await import('node:child_process');
    const env = { ...process.env, HOST: '0.0.0.0', PORT: '0', DASHBOARD_TOKEN: 'hunter2' };
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Refusing to start: DASHBOARD_TOKEN is 7 characters: it must be at least 16/);
  });
});

// Guessing the token must cost time: failed logins are throttled per client address (429 with Retry-After,
// growing delays) and logged; a DASHBOARD_TOKEN under 16 characters is refused at start, saying why; a login form
// over its limit gets 413, not a reset connection; and a request line no URL parser reads (`GET //`,
// `GET http://[`) is a 400, never a crash.
describe('the team door under attack', () => {
  const TOKEN = 'correct horse battery staple';
  let server: Server;
  let port: number;
  let now = 1_000_000;
  const logged: string[] = [];
  beforeAll(async () => {
    const gate = teamGate(TOKEN, () => false, { now: () => now, log: (l) => logged.push(l) });
    server = createServer(behind(gate));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const login = (token: string) =>
    fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    });

  it('answers 400 to request lines a URL parser cannot read, and keeps serving', async () => {
    for (const target of ['//', 'http://[', '//evil.example/x', '*']) {
      const r = await rawRequest(
        port,
        `GET ${target} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: close\r\n\r\n`,
      );
      expect([target, r.status]).toEqual([target, 400]);
    }
    expect((await fetch(`http://127.0.0.1:${port}/login`)).status).toBe(200);
  });

  it('makes an address wait longer after each wrong token past the third: 429 with Retry-After, logged', async () => {
    for (let i = 0; i < 4; i++) expect((await login('guess')).status).toBe(401);
    // the fourth wrong token started a 1 s wait: even the right token waits
    const held = await login(TOKEN);
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('1');
    expect(await held.text()).toContain('Too many wrong tokens from this address. Try again in 1 s.');
    now += 1001;
    expect((await login('guess')).status).toBe(401); // fifth: 2 s
    const longer = await login('guess');
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
    now += 2001;
    expect((await login(TOKEN)).status).toBe(303);
    // a success forgets the address: three free tries again
    for (let i = 0; i < 3; i++) expect((await login('guess')).status).toBe(401);
    expect(
      logged.some((l) => /wrong token from .*127\.0\.0\.1 \(4 in a row\); next try in 1 s/.test(l)),
    ).toBe(true);
    expect(logged.some((l) => /login from .* refused: waiting/.test(l))).toBe(true);
    expect(logged.join('\n')).not.toContain('guess');
    now += 60_000;
    expect((await login(TOKEN)).status).toBe(303);
  });

  it('answers 413 to a login form over its limit, after reading it', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      body: new URLSearchParams({ token: 'x'.repeat(100_000) }),
      redirect: 'manual',
    });
    expect(r.status).toBe(413);
    expect(await r.text()).toContain('The form is over 4096 bytes.');
  });

  it('refuses a DASHBOARD_TOKEN shorter than 16 characters, saying why', () => {
    expect(tokenProblem('fifteen-chars!!')).toMatch(/15 characters: it must be at least 16/);
    expect(tokenProblem('sixteen-chars!!!')).toBeUndefined();
    expect(tokenProblem(undefined)).toBeUndefined();
  });
});
