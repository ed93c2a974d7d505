import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import { pathOf } from '../http/guards.ts';
import { refusal } from '../http/refusal.ts';
import { body, getOnly } from '../http/local-params.ts';
import { htmlSecurityHeaders } from '../http/security-headers.ts';
import { OIDC_PROVIDER, signOnOf, type Auth } from './auth.ts';
import { LoginThrottle } from './login-throttle.ts';
import type { SignInEvent } from './people.ts';
import { LOCAL_OWNER, meOf, normalEmail, personOf, type People, type Person } from './people.ts';
import { signInPage, signInPolicy } from './sign-in-page.ts';
import { signOnAnswer } from './sign-on-answer.ts';

/**
 * Who is asking, for every request: on a loopback server the local owner, who needs no account; off loopback the
 * person whose session the request carries (read from the store each time, so a session ended or a person
 * deactivated on one replica is refused on every other at once), or a refusal: 401 for the API, the sign-in page
 * for a page. A share link's holder passes with no person; the share gate behind limits them.
 *
 * Its own routes, reachable without a session: the sign-in page (`/login`), `POST /api/local/session` (sign in),
 * and the authentication library's own (`/auth/*`: the OpenID Connect redirect and callback).
 */

/** A reason a person may not sign in or go on, said the same way everywhere. */
const WRONG = 'That email and password do not match an active account.';

export function behindTls(req: IncomingMessage): boolean {
  return (
    (req.socket as { encrypted?: boolean }).encrypted === true || req.headers['x-forwarded-proto'] === 'https'
  );
}

/** A hint for the app's frame that this browser is signed in, so it shows the sign-out control (nothing secret). */
export const HINT = 'sb_signed_in=1; Path=/; SameSite=Strict; Max-Age=2592000';
const HINT_GONE = 'sb_signed_in=; Path=/; SameSite=Strict; Max-Age=0';

export interface PeopleGateDeps {
  auth: Auth;
  people: People;
  /** off loopback: every request needs a person */
  signIn: boolean;
  /** a request the share gate limits on its own (a share link's) */
  admits(c: Context<AppEnv>): boolean;
  /** paths anyone may open without a session, besides the gate's own (an invitation's page) */
  open?: (path: string, method: string) => boolean;
  /** what becomes of a sign-in, for the activity log */
  record?: (event: SignInEvent) => void;
  now?: () => number;
  log?: (line: string) => void;
}

const credentials = z.object({
  email: z.string({ message: 'email: required' }).trim().min(3, 'email: required').max(320),
  password: z.string({ message: 'password: required' }).min(1, 'password: required').max(1024),
});

/** The cookies an answer of the library sets, made Secure when the request came over TLS. */
export function cookiesOf(res: Response, secure: boolean): string[] {
  return res.headers.getSetCookie().map((c) => (secure && !/;\s*secure/i.test(c) ? `${c}; Secure` : c));
}

export function headersOf(req: IncomingMessage): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k.startsWith(':')) continue;
    h.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return h;
}

export function peopleGate(d: PeopleGateDeps): {
  gate: MiddlewareHandler<AppEnv>;
  /** session, me: mounted at /api/local ahead of the other local routes */
  routes: Hono<AppEnv>;
} {
  const byAddress = new LoginThrottle(d.now);
  const byAccount = new LoginThrottle(d.now);
  const log = d.log ?? ((line: string) => console.warn(line));
  const record = d.record ?? (() => {});

  /** The person a request's session names, when it is live and they are active. */
  async function personOfRequest(req: IncomingMessage): Promise<Person | undefined> {
    if (!/sb\.session_token=/.test(req.headers.cookie ?? '')) return undefined;
    const got = await d.auth.api.getSession({ headers: headersOf(req) }).catch(() => null);
    if (!got) return undefined;
    const row = await d.people.byId(got.user.id);
    return row?.active ? personOf(row) : undefined;
  }

  type Outcome =
    | { ok: true; cookies: string[]; person: Person }
    | { ok: false; status: 401 | 429; message: string; retryAfter?: number };

  async function signIn(req: IncomingMessage, emailGiven: string, password: string): Promise<Outcome> {
    const address = req.socket.remoteAddress ?? 'unknown';
    const email = normalEmail(emailGiven);
    const held = Math.max(byAddress.globalWaitMs(), byAddress.waitMs(address), byAccount.waitMs(email));
    if (held > 0) {
      const seconds = Math.max(1, Math.ceil(held / 1000));
      log(`[people] sign-in refused for ${address}: waiting ${seconds} s after wrong passwords`);
      return {
        ok: false,
        status: 429,
        message: `Too many wrong passwords. Try again in ${seconds} s.`,
        retryAfter: seconds,
      };
    }
    const res = await d.auth.api
      .signInEmail({ body: { email, password, rememberMe: true }, headers: headersOf(req), asResponse: true })
      .catch(() => undefined);
    const row = res?.ok ? await d.people.byEmail(email) : undefined;
    if (!res?.ok || !row?.active) {
      byAddress.failed(address);
      byAccount.failed(email);
      record({ action: 'sign-in.failed', email, address });
      return { ok: false, status: 401, message: WRONG };
    }
    byAddress.succeeded(address);
    byAccount.succeeded(email);
    await d.people.signedIn(row.id);
    record({ action: 'sign-in', email, personId: row.id, address });
    return { ok: true, cookies: [...cookiesOf(res, behindTls(req)), HINT], person: personOf(row) };
  }

  async function signOut(c: Context<AppEnv>): Promise<string[]> {
    const req = c.env.incoming;
    const person = c.get('person');
    const res = await d.auth.api
      .signOut({ headers: headersOf(req), asResponse: true })
      .catch(() => undefined);
    if (person && !person.local)
      record({
        action: 'sign-out',
        email: person.email,
        personId: person.id,
        address: req.socket.remoteAddress ?? '',
      });
    return [...(res ? cookiesOf(res, behindTls(req)) : []), HINT_GONE];
  }

  function page(
    c: Context<AppEnv>,
    status: 200 | 401 | 429,
    error?: string,
    headers: Record<string, string> = {},
  ) {
    const signOn = signOnOf(d.auth);
    return c.body(signInPage({ error, oidc: signOn?.name }), status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...htmlSecurityHeaders(signInPolicy(signOn?.origin)),
      ...headers,
    });
  }

  function withCookies(c: Context<AppEnv>, cookies: string[]) {
    for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
  }

  const routes = new Hono<AppEnv>();
  routes.post('/session', body(credentials, { message: 'Enter your email and password.' }), async (c) => {
    const { email, password } = c.req.valid('json');
    const out = await signIn(c.env.incoming, email, password);
    if (!out.ok)
      return json(
        c,
        out.status,
        { message: out.message },
        out.retryAfter ? { 'retry-after': String(out.retryAfter) } : {},
      );
    c.header('cache-control', 'no-store');
    withCookies(c, out.cookies);
    return c.json(meOf(out.person), 200);
  });
  routes.delete('/session', async (c) => {
    const cookies = await signOut(c);
    c.header('cache-control', 'no-store');
    withCookies(c, cookies);
    return c.json({ signed_out: true }, 200);
  });
  routes.delete('/sessions', async (c) => {
    const person = c.get('person');
    if (!person || person.local) return json(c, 400, { message: 'Nobody is signed in here.' });
    await d.people.endSessions(person.id);
    record({
      action: 'sign-out.everywhere',
      email: person.email,
      personId: person.id,
      address: c.env.incoming.socket.remoteAddress ?? '',
    });
    c.header('cache-control', 'no-store');
    withCookies(c, [HINT_GONE]);
    return c.json({ signed_out: true }, 200);
  });
  routes.get('/me', getOnly, (c) => {
    const person = c.get('person');
    if (!person) return json(c, 401, refusal('Sign in to Searchboard first.'));
    return json(c, 200, meOf(person));
  });

  async function formSignIn(c: Context<AppEnv>): Promise<Response> {
    const text = await c.req.text().catch(() => '');
    if (text.length > 4096) return page(c, 401, 'That form is too long.');
    const form = new URLSearchParams(text);
    const out = await signIn(c.env.incoming, form.get('email') ?? '', form.get('password') ?? '');
    if (!out.ok)
      return page(
        c,
        out.status,
        out.message,
        out.retryAfter ? { 'retry-after': String(out.retryAfter) } : {},
      );
    withCookies(c, out.cookies);
    c.header('cache-control', 'no-store');
    return c.redirect('/', 303);
  }

  /** Starts the OpenID Connect sign-in: the library makes the state and the provider's address. */
  async function oidcStart(c: Context<AppEnv>): Promise<Response> {
    const res = await d.auth.api
      .signInSocial({
        body: {
          provider: OIDC_PROVIDER,
          callbackURL: '/',
          errorCallbackURL: '/login?error=oidc',
          disableRedirect: true,
        },
        headers: headersOf(c.env.incoming),
        asResponse: true,
      })
      .catch(() => undefined);
    const url = res?.ok ? ((await res.json()) as { url?: string }).url : undefined;
    if (!res || !url) return page(c, 401, 'The sign-in provider could not be reached. Try again.');
    withCookies(c, cookiesOf(res, behindTls(c.env.incoming)));
    c.header('cache-control', 'no-store');
    return c.redirect(url, 303);
  }

  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!d.signIn) {
      c.set('person', LOCAL_OWNER);
      return next();
    }
    const req = c.env.incoming;
    const path = pathOf(req.url);
    const method = req.method ?? 'GET';
    if (path === '/login') {
      if (method === 'POST') return formSignIn(c);
      const error = new URL(req.url ?? '/', 'http://x').searchParams.get('error');
      return page(c, 200, error ? 'That account is not invited here, or was deactivated.' : undefined);
    }
    if (path === '/login/oidc' && method === 'POST' && d.auth.options.plugins.length > 0) return oidcStart(c);
    if (path.startsWith('/auth/'))
      return signOnAnswer({
        auth: d.auth,
        people: d.people,
        request: c.req.raw,
        secure: behindTls(req),
        address: req.socket.remoteAddress ?? '',
        extraCookies: [HINT],
        record,
      });
    if (path === '/logout' && method === 'POST') {
      withCookies(c, await signOut(c));
      c.header('cache-control', 'no-store');
      return c.redirect('/login', 303);
    }
    if (path === '/api/local/session' && method === 'POST') return next();
    const person = await personOfRequest(req);
    if (person) {
      c.set('person', person);
      return next();
    }
    if (d.admits(c) || d.open?.(path, method)) return next();
    if (path.startsWith('/api/'))
      return json(c, 401, refusal('Sign in to Searchboard first.'), { 'content-type': 'application/json' });
    c.header('cache-control', 'no-store');
    return c.redirect('/login', 302);
  };
  return { gate, routes };
}
