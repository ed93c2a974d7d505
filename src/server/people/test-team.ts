import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PersonRole } from '../../lib/people.ts';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';
import { oidcCallbackUrl, type OidcSettings } from './auth.ts';

/**
 * For tests: the proxy as `npm start` serves it off loopback (every request needs a signed-in person), in front of
 * the test sandbox of `startTestProxy` (its hop, clock and budget), with people added straight to its store.
 */
export interface TestTeam {
  /** the proxy on loopback terms, its hop and sandbox (`tp.url` needs no sign-in) */
  tp: TestProxy;
  /** the same proxy off loopback */
  url: string;
  add(role: PersonRole, o?: AddOptions): Promise<TestPerson>;
  /** signs in through `POST /api/local/session`: the cookie header of the session */
  signIn(email: string, password: string): Promise<string>;
  /** a request to the off-loopback server as the dashboard makes it, with a session's cookie (or none) */
  call(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  close(): Promise<void>;
}

export interface AddOptions {
  sites?: number[];
  daily_credits?: number;
  monthly_credits?: number;
  name?: string;
}

export interface TestPerson {
  id: string;
  email: string;
  password: string;
  role: PersonRole;
  /** the cookie header of a session of theirs */
  cookie: string;
}

let counter = 0;

/** The `name=value` pairs an answer sets, as a cookie header. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function startTestTeam(
  opts: Parameters<typeof startTestProxy>[0] = {},
  team: {
    /** single sign-on: the provider's settings, made for the server's callback address once it listens */
    oidc?: (callbackUrl: string) => Promise<OidcSettings>;
  } = {},
): Promise<TestTeam> {
  const tp = await startTestProxy(opts);
  // the handler comes once the address is known (the provider's callback); no request arrives before
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = await team.oidc?.(oidcCallbackUrl(url));
  const handler = tp.proxy.serve({ signIn: { baseURL: oidc ? url : 'http://127.0.0.1', oidc } });
  const call: TestTeam['call'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-searchboard', '1');
    if (init.cookie) headers.set('cookie', init.cookie);
    return fetch(`${url}${path}`, { ...init, headers, redirect: 'manual' });
  };
  const signIn = async (email: string, password: string) => {
    const res = await call('/api/local/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    return cookieOf(res);
  };
  return {
    tp,
    url,
    signIn,
    call,
    async add(role, o = {}) {
      const email = `${role}-${++counter}@team.example`;
      const password = `pass-${role}-${counter}-long-enough`;
      const row = await tp.proxy.people.add({ email, role, ...o }, password);
      return { id: row.id, email, password, role, cookie: await signIn(email, password) };
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await tp.close();
    },
  };
}
