import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverFailure } from './failure.ts';
import { badTarget, pathOf } from './guards.ts';
import { LoginThrottle } from './login-throttle.ts';

/**
 * The team access token for `npm start` off loopback: entered once on /login, then kept in an HttpOnly,
 * SameSite=Strict cookie (Secure behind TLS). The cookie holds an HMAC of the token, never the token itself.
 */
const COOKIE = 'sb_team';
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

function sessionValue(token: string): string {
  return createHmac('sha256', token).update('searchboard-team-session-v1').digest('base64url');
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
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
    ...headers,
  });
  res.end(body);
}

export interface TeamGateOptions {
  /** the throttle's clock (tests) */
  now?: () => number;
  /** where failed logins are logged */
  log?: (line: string) => void;
}

/**
 * Answers the request itself (login page, refusal) and returns true, or returns false to let it through.
 * `admits` lets through what another gate limits on its own: a read-only share link (opening it, and the
 * requests carrying its cookie, which the proxy's share gate restricts to that site's free reads).
 */
export function teamGate(
  token: string | undefined,
  admits: (req: IncomingMessage) => boolean = () => false,
  options: TeamGateOptions = {},
) {
  if (!token) return (_req: IncomingMessage, _res: ServerResponse): boolean => false;
  const expected = sessionValue(token);
  const throttle = new LoginThrottle(options.now);
  const log = options.log ?? ((line: string) => console.warn(line));

  function tooMany(res: ServerResponse, waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    html(res, 429, page(`Too many wrong tokens from this address. Try again in ${seconds} s.`), {
      'retry-after': String(seconds),
    });
  }

  function check(req: IncomingMessage, res: ServerResponse, body: string) {
    const address = req.socket.remoteAddress ?? 'unknown';
    const wait = throttle.waitMs(address);
    if (wait > 0) {
      log(`[team] login from ${address} refused: waiting ${Math.ceil(wait / 1000)} s after wrong tokens`);
      return tooMany(res, wait);
    }
    const given = new URLSearchParams(body).get('token') ?? '';
    if (!equal(sessionValue(given), expected)) {
      const f = throttle.failed(address);
      log(
        `[team] wrong token from ${address} (${f.failures} in a row)${f.waitMs ? `; next try in ${Math.ceil(f.waitMs / 1000)} s` : ''}`,
      );
      return html(res, 401, page('That token is not right.'));
    }
    throttle.succeeded(address);
    const secure = behindTls(req) ? '; Secure' : '';
    res.writeHead(303, {
      location: '/',
      'set-cookie': `${COOKIE}=${expected}; HttpOnly; SameSite=Strict; Path=/; Max-Age=2592000${secure}`,
    });
    res.end();
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

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = pathOf(req.url);
    if (badTarget(req.url)) {
      req.resume();
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Bad request');
      return true;
    }
    if (path === '/login') {
      if (req.method === 'POST') {
        login(req, res);
        return true;
      }
      html(res, 200, page());
      return true;
    }
    const cookie = readCookie(req, COOKIE);
    if (cookie && equal(cookie, expected)) return false;
    if (admits(req)) return false;
    req.resume();
    if (path.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: 'Sign in to Searchboard first (team access token).' }));
    } else {
      res.writeHead(302, { location: '/login', 'cache-control': 'no-store' });
      res.end();
    }
    return true;
  };
}
