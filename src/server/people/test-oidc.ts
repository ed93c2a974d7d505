import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { OidcSettings } from './auth.ts';

/**
 * For tests: a real OpenID Connect provider (`oidc-provider`) on 127.0.0.1, with one client and the people it knows.
 * Its own development sign-in pages stand in for a company's: a form that takes any login (here, a person's email)
 * and a consent page. `signInThrough` walks them as a browser would, without one.
 */
export interface ProviderUser {
  email: string;
  name?: string;
  /** false: the provider says it has not checked this email */
  emailVerified?: boolean;
}

export interface TestProvider {
  issuer: string;
  settings: OidcSettings;
  close(): Promise<void>;
}

/** A free port on 127.0.0.1, for a server whose address must be known before it starts (a provider's callback). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

export async function startTestProvider(o: {
  /** the dashboard's callback address(es): `<baseURL>/auth/callback/oidc` */
  redirectUris: string[];
  users: ProviderUser[];
  clientId?: string;
  clientSecret?: string;
}): Promise<TestProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = o.clientId ?? 'searchboard';
  const clientSecret = o.clientSecret ?? 'test-client-secret-that-is-long-enough';
  const users = new Map(o.users.map((u) => [u.email, u]));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: o.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // the login typed on the provider's page is the account's id; it answers with the claims a company's would
    findAccount: (_ctx, id) => {
      const u = users.get(id);
      if (!u) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: u.email,
          email_verified: u.emailVerified ?? true,
          name: u.name ?? u.email.split('@')[0],
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  handle = provider.callback();
  return {
    issuer,
    settings: { issuer, clientId, clientSecret },
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** Cookies per origin, as a browser keeps them for these tests (no attributes: both ends are test servers). */
class Jar {
  private readonly byOrigin = new Map<string, Map<string, string>>();
  take(url: string, res: Response) {
    const origin = new URL(url).origin;
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const gone = value === '' || /max-age=0\b/i.test(c) || /expires=thu, 01 jan 1970/i.test(c);
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    this.byOrigin.set(origin, jar);
  }
  header(url: string): string {
    const jar = this.byOrigin.get(new URL(url).origin);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }
}

const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

export interface SignOnResult {
  /** the dashboard's answer to the provider's redirect back (its callback) */
  callback: Response;
  /** the dashboard's cookies after it, as a cookie header */
  cookie: string;
}

/**
 * Signs in at the provider as `email`, the way a browser would: from the dashboard's answer that starts the flow
 * (`POST /login/oidc`), through the provider's login and consent pages, back to the dashboard's callback.
 */
export async function signInThrough(
  serverUrl: string,
  email: string,
  o: { cookie?: string } = {},
): Promise<SignOnResult> {
  const jar = new Jar();
  const go = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.take(url, res);
    return res;
  };
  const start = `${serverUrl}/login/oidc`;
  let res = await go(start, {
    method: 'POST',
    headers: { cookie: o.cookie ?? '', 'content-type': 'application/x-www-form-urlencoded' },
  });
  let url = start;
  for (let step = 0; step < 20; step++) {
    if (new URL(url).origin === new URL(serverUrl).origin && url.includes('/auth/callback/'))
      return { callback: res, cookie: jar.header(serverUrl) };
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      res = await go(url);
      continue;
    }
    const html = await res.text();
    const action = formAction(html);
    if (!res.ok || !action)
      throw new Error(`the provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'consent';
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', email);
      form.set('password', 'any');
    }
    url = new URL(action, url).href;
    res = await go(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
  throw new Error('the sign-in through the provider did not come back');
}
