import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORE_ENGINES, type TestStore } from '../store/test-engines.ts';
import { teamGate, type TeamGateOptions } from './team-auth.ts';
import { nodeRequest } from '../http/test-request.ts';
import { behind } from '../http/test-server.ts';

const TOKEN = 'correct horse battery staple';

async function serveGate(options: TeamGateOptions): Promise<{ server: Server; port: number }> {
  const gate = teamGate(TOKEN, () => false, options);
  const server = createServer(behind(gate));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

function stop(server: Server) {
  server.closeAllConnections();
  server.close();
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request from a loopback address of the test's choosing. */
async function send(
  port: number,
  o: { path: string; method?: string; body?: string; cookie?: string; from?: string },
): Promise<Answer> {
  const r = await nodeRequest(port, {
    ...o,
    headers: {
      ...(o.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(o.cookie ? { cookie: o.cookie } : {}),
    },
  });
  return { ...r, body: r.body.toString() };
}

const signIn = (port: number, token: string, from?: string) =>
  send(port, { path: '/login', method: 'POST', body: new URLSearchParams({ token }).toString(), from });

/** The `name=value` pairs an answer sets, by name. */
function cookiesOf(a: Answer): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of [a.headers['set-cookie'] ?? []].flat()) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    out.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return out;
}

const sessionOf = (a: Answer) => `sb_team=${cookiesOf(a).get('sb_team') ?? ''}`;

describe('wrong tokens from many addresses', () => {
  let now = 5_000_000;
  const logged: string[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    ({ server, port } = await serveGate({ now: () => now, log: (l) => logged.push(l) }));
  });
  afterAll(() => stop(server));

  it('hold every sign-in once past a limit for the whole server, 429 with Retry-After, the right token too', async () => {
    const statuses: number[] = [];
    let retryAfter: string | string[] | undefined;
    // 600 wrong tokens from 200 addresses: three each, never past any one address's free tries
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          signIn(port, `guess ${round} ${i}`, `127.0.${1 + (i >> 7)}.${(i % 128) + 1}`),
        ),
      );
      for (const a of answers) {
        statuses.push(a.status);
        if (a.status === 429) retryAfter ??= a.headers['retry-after'];
      }
    }
    const refused = statuses.filter((s) => s === 429).length;
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked + refused).toBe(600);
    expect(checked).toBeLessThanOrEqual(30);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    const held = await signIn(port, TOKEN, '127.0.9.9');
    expect(held.status).toBe(429);
    expect(held.body).toContain('Too many wrong tokens were tried on this server');
    expect(cookiesOf(held).size).toBe(0);
    // the hold is logged once when it starts, not once per try
    expect(logged.filter((l) => /sign-ins held/.test(l)).length).toBe(1);
    now += Number(held.headers['retry-after']) * 1000;
    expect((await signIn(port, TOKEN, '127.0.9.9')).status).toBe(303);
  });
});

describe.each(STORE_ENGINES)('team sessions (%s)', (_engine, open) => {
  let store: TestStore;
  const servers: Server[] = [];
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
  });
  afterEach(() => {
    for (const s of servers.splice(0)) stop(s);
  });
  const replica = async () => {
    const { server, port } = await serveGate({ store, log: () => {} });
    servers.push(server);
    return port;
  };

  it('gives every sign-in a session of its own; signing out ends that one, on every replica and after a restart', async () => {
    const a = await replica();
    const first = await signIn(a, TOKEN);
    const second = await signIn(a, TOKEN);
    expect([first.status, second.status]).toEqual([303, 303]);
    const one = sessionOf(first);
    const two = sessionOf(second);
    expect(one).toMatch(/^sb_team=.{40,}$/);
    expect(one).not.toBe(two);
    for (const cookie of [one, two])
      expect((await send(a, { path: '/audits', cookie })).body).toBe('dashboard');
    // the app's frame shows its sign-out control on the hint a script can read; the session itself it cannot
    expect(cookiesOf(first).get('sb_signed_in')).toBe('1');
    expect(String(first.headers['set-cookie'])).toMatch(/sb_team=[^;]+;[^,]*HttpOnly/);

    const out = await send(a, { path: '/logout', method: 'POST', cookie: one });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/login');
    expect(cookiesOf(out).get('sb_team')).toBe('');
    expect(cookiesOf(out).get('sb_signed_in')).toBe('');

    // another replica on the same store, as after a restart: the ended session stays ended, the other lives
    const b = await replica();
    for (const port of [a, b]) {
      const page = await send(port, { path: '/audits', cookie: one });
      expect([page.status, page.headers.location]).toEqual([302, '/login']);
      expect((await send(port, { path: '/api/local/status', cookie: one })).status).toBe(401);
      expect((await send(port, { path: '/audits', cookie: two })).body).toBe('dashboard');
    }
  });

  it('refuses a session value that was changed, and the value every sign-in used to share', async () => {
    const port = await replica();
    const good = sessionOf(await signIn(port, TOKEN));
    const tampered = good.slice(0, 10) + (good[10] === 'A' ? 'B' : 'A') + good.slice(11);
    const { createHmac } = await import('node:crypto');
    const shared = `sb_team=${createHmac('sha256', TOKEN).update('searchboard-team-session-v1').digest('base64url')}`;
    for (const cookie of [tampered, shared, 'sb_team=', 'sb_team=a.b.c'])
      expect([cookie, (await send(port, { path: '/audits', cookie })).status]).toEqual([cookie, 302]);
    expect((await send(port, { path: '/audits', cookie: good })).status).toBe(200);
  });

  it('signs out only the session a request carries: without one, nothing ends', async () => {
    const port = await replica();
    const kept = sessionOf(await signIn(port, TOKEN));
    const out = await send(port, { path: '/logout', method: 'POST' });
    expect([out.status, out.headers.location]).toEqual([303, '/login']);
    expect((await send(port, { path: '/audits', cookie: kept })).body).toBe('dashboard');
    // a GET does not sign out (a prefetch or a link elsewhere must not)
    expect((await send(port, { path: '/logout', cookie: kept })).status).toBe(405);
    expect((await send(port, { path: '/audits', cookie: kept })).body).toBe('dashboard');
  });
});
