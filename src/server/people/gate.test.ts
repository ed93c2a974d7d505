import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startTestTeam, type TestTeam } from './test-team.ts';

let team: TestTeam;
beforeAll(async () => {
  team = await startTestTeam();
});
afterAll(() => team.close());

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('sessions off loopback', () => {
  it('refuses the API without a session (401) and sends a page request to the sign-in page', async () => {
    const api = await team.call('/api/local/status');
    expect(api.status).toBe(401);
    // refused by Searchboard itself, not by the service: the browser reads it as signed out, not as a refused key
    expect((await api.json()) as { message: string }).toEqual({
      message: 'Sign in to Searchboard first.',
      refused_by: 'searchboard',
    });
    const page = await team.call('/reports/101');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login');
    const login = await team.call('/login');
    expect(await login.text()).toContain('Sign in to Searchboard');
  });

  it('signs in with email and password: an HttpOnly, SameSite=Strict cookie, and /me says who', async () => {
    const p = await team.tp.proxy.people.add(
      { email: 'Ed@Team.example', role: 'editor', daily_credits: 50 },
      'a password long enough',
    );
    const res = await team.call(
      '/api/local/session',
      json({ email: 'ed@team.example', password: 'a password long enough' }),
    );
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.startsWith('sb.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(session).toMatch(/Max-Age=2592000/);
    const me = await team.call('/api/local/me', { cookie: cookieOf(res) });
    expect(await me.json()).toEqual({
      email: 'ed@team.example',
      name: 'ed',
      role: 'editor',
      sites: [],
      limits: { daily_credits: 50, monthly_credits: null },
      local: false,
    });
    expect((await team.tp.proxy.people.byId(p.id))?.last_sign_in_at).toBeTruthy();
  });

  it('marks the session cookie Secure behind TLS', async () => {
    const p = await team.add('viewer');
    const res = await team.call('/api/local/session', {
      ...json({ email: p.email, password: p.password }),
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sb.session_token='))).toMatch(/; Secure/);
    const plain = await team.call('/api/local/session', json({ email: p.email, password: p.password }));
    expect(plain.headers.getSetCookie().find((c) => c.startsWith('sb.session_token='))).not.toMatch(
      /Secure/i,
    );
  });

  it('gives a new session id at every sign-in, and refuses the old cookie after signing out', async () => {
    const p = await team.add('viewer');
    const again = await team.signIn(p.email, p.password);
    expect(again).not.toBe(p.cookie);
    const out = await team.call('/api/local/session', { method: 'DELETE', cookie: again });
    expect(out.status).toBe(200);
    expect((await team.call('/api/local/me', { cookie: again })).status).toBe(401);
    // the other session of the same person is untouched
    expect((await team.call('/api/local/me', { cookie: p.cookie })).status).toBe(200);
  });

  it('signs out everywhere: every session of the person ends', async () => {
    const p = await team.add('viewer');
    const second = await team.signIn(p.email, p.password);
    expect((await team.call('/api/local/sessions', { method: 'DELETE', cookie: second })).status).toBe(200);
    expect((await team.call('/api/local/me', { cookie: p.cookie })).status).toBe(401);
    expect((await team.call('/api/local/me', { cookie: second })).status).toBe(401);
  });

  it('refuses a deactivated person at once, and their sign-in', async () => {
    const p = await team.add('editor');
    expect((await team.call('/api/local/me', { cookie: p.cookie })).status).toBe(200);
    await team.tp.proxy.people.change(p.id, { active: false });
    expect((await team.call('/api/local/me', { cookie: p.cookie })).status).toBe(401);
    const again = await team.call('/api/local/session', json({ email: p.email, password: p.password }));
    expect(again.status).toBe(401);
  });

  it('names the field of a sign-in without an email', async () => {
    const res = await team.call('/api/local/session', json({ password: 'x' }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('email');
  });
  // last: the address it throttles is every test's
  it('answers a wrong password 401, then throttles the account with 429 and Retry-After', async () => {
    const p = await team.add('viewer');
    const wrong = await team.call('/api/local/session', json({ email: p.email, password: 'not it at all' }));
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'That email and password do not match an active account.',
    );
    let last: Response | undefined;
    for (let i = 0; i < 4; i++)
      last = await team.call('/api/local/session', json({ email: p.email, password: 'still not it' }));
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    // the right password waits too, while the account is held
    const right = await team.call('/api/local/session', json({ email: p.email, password: p.password }));
    expect(right.status).toBe(429);
  });
});

describe('loopback', () => {
  it('needs no account: the local person is the owner', async () => {
    const me = await team.tp.api('/api/local/me');
    expect(await me.json()).toMatchObject({ role: 'owner', local: true });
  });
});
