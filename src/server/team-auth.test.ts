import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamGate } from './team-auth.ts';

describe('the team access token', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const gate = teamGate('correct horse battery staple');
    server = createServer((req, res) => {
      if (gate(req, res)) return;
      res.end('dashboard');
    });
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
});
