import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverFailure } from '../http/failure.ts';
import { badTarget, pathOf } from '../http/guards.ts';
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
/** a login body is drained up to this size before its 413; past it the connection is closed at once */
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

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
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

function html(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...htmlSecurityHeaders(PAGE_POLICY),
    ...headers,
  });
  res.end(body);
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

/** Answers the request itself, or calls `next` to let it through. */
export type TeamGate = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const clearCookies = [
  `${COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`,
  `${HINT_COOKIE}=; SameSite=Strict; Path=/; Max-Age=0`,
];

/**
 * Answers the request itself (sign-in page, sign-out, refusal) or lets it through with `next`.
 * `admits` lets through what another gate limits on its own: a read-only share link (opening it, and the
 * requests carrying its cookie, which the proxy's share gate restricts to that site's free reads).
 */
export function teamGate(
  token: string | undefined,
  admits: (req: IncomingMessage) => boolean = () => false,
  options: TeamGateOptions = {},
): TeamGate {
  if (!token)
    return (req, res, next) => {
      // a browser signed in while this server had a token: its frame's sign-out control still posts here
      if (pathOf(req.url) === '/logout' && req.method === 'POST') {
        req.resume();
        res.writeHead(303, { location: '/', 'set-cookie': clearCookies, 'cache-control': 'no-store' });
        return void res.end();
      }
      next();
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

  function tooMany(res: ServerResponse, waitMs: number, why: string) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    html(res, 429, page(`${why} Try again in ${seconds} s.`), { 'retry-after': String(seconds) });
  }

  function check(req: IncomingMessage, res: ServerResponse, body: string) {
    const address = req.socket.remoteAddress ?? 'unknown';
    const held = throttle.globalWaitMs();
    if (held > 0) {
      if (!holdLogged)
        log(`[team] sign-ins held for ${Math.ceil(held / 1000)} s: too many wrong tokens from all addresses`);
      holdLogged = true;
      return tooMany(res, held, 'Too many wrong tokens were tried on this server.');
    }
    holdLogged = false;
    const wait = throttle.waitMs(address);
    if (wait > 0) {
      log(`[team] login from ${address} refused: waiting ${Math.ceil(wait / 1000)} s after wrong tokens`);
      return tooMany(res, wait, 'Too many wrong tokens from this address.');
    }
    const given = new URLSearchParams(body).get('token') ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      const f = throttle.failed(address);
      log(
        `[team] wrong token from ${address} (${f.failures} in a row)${f.waitMs ? `; next try in ${Math.ceil(f.waitMs / 1000)} s` : ''}`,
      );
      return html(res, 401, page('That token is not right.'));
    }
    throttle.succeeded(address);
    const secure = behindTls(req) ? '; Secure' : '';
    const lasts = `SameSite=Strict; Path=/; Max-Age=${SESSION_SECONDS}${secure}`;
    res.writeHead(303, {
      location: '/',
      'set-cookie': [`${COOKIE}=${sessions.issue()}; HttpOnly; ${lasts}`, `${HINT_COOKIE}=1; ${lasts}`],
      'cache-control': 'no-store',
    });
    res.end();
  }

  /**
   * Ends the session the request carries, on every replica. A POST only (a prefetch or a link must not sign anyone
   * out); the SameSite=Strict cookie comes only with the dashboard's own requests, so another site cannot end it.
   */
  function logout(req: IncomingMessage, res: ServerResponse) {
    req.resume();
    if (req.method !== 'POST') {
      res.writeHead(405, {
        allow: 'POST',
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      return void res.end('Sign out with the button in the dashboard.');
    }
    sessions.end(readCookie(req, COOKIE)).then(
      () => {
        res.writeHead(303, { location: '/login', 'set-cookie': clearCookies, 'cache-control': 'no-store' });
        res.end();
      },
      (err: unknown) => serverFailure(req, res, err),
    );
  }

  function refuse(req: IncomingMessage, res: ServerResponse, path: string) {
    req.resume();
    if (path.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: 'Sign in to Searchboard first (team access token).' }));
    } else {
      res.writeHead(302, { location: '/login', 'cache-control': 'no-store' });
      res.end();
    }
  }

  /** Reads the form (bounded): over its limit, drains it and answers 413, then closes the connection. */
  function login(req: IncomingMessage, res: ServerResponse) {
    const tooLarge = () =>
      html(res, 413, page(`The form is over ${MAX_FORM} bytes.`), { connection: 'close' });
    if (Number(req.headers['content-length'] ?? 0) > MAX_DRAIN) {
      tooLarge();
      res.on('finish', () => req.destroy());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_FORM) chunks.push(c);
      else if (size > MAX_DRAIN && !res.headersSent) {
        tooLarge();
        res.on('finish', () => req.destroy());
      }
    });
    req.on('end', () => {
      if (res.headersSent) return;
      if (size > MAX_FORM) return tooLarge();
      // an event callback: a throw here would escape every handler
      try {
        check(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (err) {
        serverFailure(req, res, err);
      }
    });
    req.on('error', () => res.destroy());
  }

  return (req, res, next) => {
    const path = pathOf(req.url);
    if (badTarget(req.url)) {
      req.resume();
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end('Bad request');
    }
    if (path === '/login') {
      if (req.method === 'POST') return login(req, res);
      return html(res, 200, page());
    }
    if (path === '/logout') return logout(req, res);
    const cookie = readCookie(req, COOKIE);
    // a value not signed here (or expired) is refused without a read of the store
    if (!sessions.read(cookie)) return admits(req) ? next() : refuse(req, res, path);
    sessions.admits(cookie).then(
      (live) => (live || admits(req) ? next() : refuse(req, res, path)),
      (err: unknown) => {
        req.resume();
        serverFailure(req, res, err);
      },
    );
  };
}
