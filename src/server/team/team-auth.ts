import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../http/env.ts';
import { json } from '../http/answer.ts';
import { pathOf } from '../http/guards.ts';
import { LoginThrottle } from './login-throttle.ts';
import { htmlSecurityHeaders, PAGE_POLICY } from '../http/security-headers.ts';
import type { Store } from '../store/interface.ts';
import { endedInMemory, endedInStore, SESSION_SECONDS, TeamSessions } from './team-sessions.ts';

/**
 * The team access token for `npm start` off loopback: entered once on /login, then each sign-in is a session of its
 * own (team-sessions.ts) kept in an HttpOnly, SameSite=Strict cookie (Secure behind TLS) until it expires or the
 * person signs out (POST /logout). The cookie never holds the token.
 */
const COOKIE = 'sb_team';
/**
 * A hint for the app's frame that this browser is signed in to a team server, so it shows the sign-out control;
 * readable by script, it holds nothing secret (the session stays HttpOnly).
 */
const HINT_COOKIE = 'sb_signed_in';
const MAX_FORM = 4096;
/** a login body is read up to this size before its 413; past it the connection is closed unread */
const MAX_DRAIN = 1024 * 1024;
/** the shortest DASHBOARD_TOKEN `npm start` accepts */
export const MIN_TOKEN_LENGTH = 16;

/** Why a DASHBOARD_TOKEN cannot be used, or undefined when it can (or is unset). */
export function tokenProblem(token: string | undefined): string | undefined {
  if (token === undefined || token === '') return undefined;
  if (token.length < MIN_TOKEN_LENGTH)
    return `DASHBOARD_TOKEN is ${token.length} characters: it must be at least ${MIN_TOKEN_LENGTH}, since anyone who can reach the server can try tokens (e.g. \`openssl rand -base64 24\`).`;
  return undefined;
}

/** A token's digest: two tokens are compared by their digests, in constant time whatever their lengths. */
function digest(token: string): Buffer {
  return createHmac('sha256', token).update('searchboard-team-token').digest();
}

export function behindTls(req: IncomingMessage): boolean {
  return (
    (req.socket as { encrypted?: boolean }).encrypted === true || req.headers['x-forwarded-proto'] === 'https'
  );
}

const page = (error?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Searchboard</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px;width:320px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #cbd5e1;border-radius:6px}
button{margin-top:12px;width:100%;padding:8px;background:#4338ca;color:#fff;border:0;border-radius:6px;font-weight:600}
p.err{color:#b91c1c;font-size:13px}</style></head>
<body><form method="post" action="/login"><h1 style="font-size:18px">Searchboard</h1>
<label for="token">Team access token</label><input id="token" name="token" type="password" autocomplete="current-password" required autofocus
${error ? 'aria-describedby="err" aria-invalid="true"' : ''}>
${error ? `<p class="err" id="err">${error}</p>` : ''}<button type="submit">Sign in</button></form></body></html>`;

function html(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: string,
  headers: Record<string, string> = {},
): Response {
  return c.body(body, status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...htmlSecurityHeaders(PAGE_POLICY),
    ...headers,
  });
}

/** Reads what is left of a request's body and drops it. */
function drained(req: IncomingMessage): Promise<void> {
  return new Promise((done) => {
    if (req.readableEnded) return done();
    req.on('end', done);
    req.on('error', () => done());
    req.on('close', done);
    req.resume();
  });
}

export interface TeamGateOptions {
  /** the throttle's clock (tests) */
  now?: () => number;
  /** where failed logins are logged */
  log?: (line: string) => void;
  /**
   * where ended sessions are kept, shared by every replica and kept over a restart; without one (tests) they are
   * kept in this process only
   */
  store?: Store;
}

const STRICT = { sameSite: 'Strict', path: '/' } as const;

/** Ends this browser's sign-in cookies (the session and its hint). */
function clearCookies(c: Context<AppEnv>): void {
  deleteCookie(c, COOKIE, { ...STRICT, httpOnly: true });
  deleteCookie(c, HINT_COOKIE, STRICT);
}

function seeOther(c: Context<AppEnv>, location: string): Response {
  c.header('cache-control', 'no-store');
  return c.redirect(location, 303);
}

/**
 * The team sign-in, as the app's middleware: answers the request itself (sign-in page, sign-out, refusal) or lets
 * it through. `admits` lets through what another gate limits on its own: a read-only share link (opening it, and
 * the requests carrying its cookie, which the share gate behind this one restricts to that site's free reads).
 */
export function teamGate(
  token: string | undefined,
  admits: (c: Context<AppEnv>) => boolean = () => false,
  options: TeamGateOptions = {},
): MiddlewareHandler<AppEnv> {
  if (!token)
    return async (c, next) => {
      // a browser signed in while this server had a token: its frame's sign-out control still posts here
      const req = c.env.incoming;
      if (pathOf(req.url) === '/logout' && req.method === 'POST') {
        clearCookies(c);
        return seeOther(c, '/');
      }
      await next();
    };
  const expected = digest(token);
  const throttle = new LoginThrottle(options.now);
  const sessions = new TeamSessions(
    token,
    options.store ? endedInStore(options.store) : endedInMemory(),
    options.now,
  );
  const log = options.log ?? ((line: string) => console.warn(line));
  /** whether the hold on every sign-in has been logged since it started */
  let holdLogged = false;

  function tooMany(c: Context<AppEnv>, waitMs: number, why: string) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return html(c, 429, page(`${why} Try again in ${seconds} s.`), { 'retry-after': String(seconds) });
  }

  function check(c: Context<AppEnv>, body: string): Response {
    const req = c.env.incoming;
    const address = req.socket.remoteAddress ?? 'unknown';
    const held = throttle.globalWaitMs();
    if (held > 0) {
      if (!holdLogged)
        log(`[team] sign-ins held for ${Math.ceil(held / 1000)} s: too many wrong tokens from all addresses`);
      holdLogged = true;
      return tooMany(c, held, 'Too many wrong tokens were tried on this server.');
    }
    holdLogged = false;
    const wait = throttle.waitMs(address);
    if (wait > 0) {
      log(`[team] login from ${address} refused: waiting ${Math.ceil(wait / 1000)} s after wrong tokens`);
      return tooMany(c, wait, 'Too many wrong tokens from this address.');
    }
    const given = new URLSearchParams(body).get('token') ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      const f = throttle.failed(address);
      log(
        `[team] wrong token from ${address} (${f.failures} in a row)${f.waitMs ? `; next try in ${Math.ceil(f.waitMs / 1000)} s` : ''}`,
      );
      return html(c, 401, page('That token is not right.'));
    }
    throttle.succeeded(address);
    const lasts = { ...STRICT, maxAge: SESSION_SECONDS, secure: behindTls(req) };
    setCookie(c, COOKIE, sessions.issue(), { ...lasts, httpOnly: true });
    setCookie(c, HINT_COOKIE, '1', lasts);
    return seeOther(c, '/');
  }

  /**
   * The form, read within its limit. A form a little over it is read to its end before the 413, so the browser
   * hears the answer instead of a reset connection; one past MAX_DRAIN (or of no stated length) is not read on.
   */
  const formLimit = bodyLimit({
    maxSize: MAX_FORM,
    onError: async (c) => {
      const stated = Number(c.env.incoming.headers['content-length'] ?? Number.NaN);
      if (stated <= MAX_DRAIN) await drained(c.env.incoming);
      return html(c, 413, page(`The form is over ${MAX_FORM} bytes.`), { connection: 'close' });
    },
  });

  async function login(c: Context<AppEnv>): Promise<Response> {
    let answer: Response | undefined;
    const refused = await formLimit(c, async () => {
      answer = check(c, await c.req.text());
    });
    return answer ?? (refused as Response);
  }

  /**
   * Ends the session the request carries, on every replica. A POST only (a prefetch or a link must not sign anyone
   * out); the SameSite=Strict cookie comes only with the dashboard's own requests, so another site cannot end it.
   */
  async function logout(c: Context<AppEnv>): Promise<Response> {
    if (c.env.incoming.method !== 'POST')
      return c.body('Sign out with the button in the dashboard.', 405, {
        allow: 'POST',
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
    await sessions.end(getCookie(c, COOKIE));
    clearCookies(c);
    return seeOther(c, '/login');
  }

  function refuse(c: Context<AppEnv>, path: string): Response {
    if (path.startsWith('/api/'))
      return json(
        c,
        401,
        { message: 'Sign in to Searchboard first (team access token).' },
        { 'content-type': 'application/json' },
      );
    c.header('cache-control', 'no-store');
    return c.redirect('/login', 302);
  }

  return async (c, next) => {
    const req = c.env.incoming;
    const path = pathOf(req.url);
    if (path === '/login') return req.method === 'POST' ? login(c) : html(c, 200, page());
    if (path === '/logout') return logout(c);
    const cookie = getCookie(c, COOKIE);
    // a value not signed here (or expired) is refused without a read of the store
    const signedIn = sessions.read(cookie) !== undefined && (await sessions.admits(cookie));
    if (!signedIn && !admits(c)) return refuse(c, path);
    await next();
  };
}
