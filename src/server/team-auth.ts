import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The team access token for `npm start` off loopback: entered once on /login, then kept in an HttpOnly,
 * SameSite=Strict cookie (Secure behind TLS). The cookie holds an HMAC of the token, never the token itself.
 */
const COOKIE = 'sb_team';
const MAX_FORM = 4096;

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

/**
 * Answers the request itself (login page, refusal) and returns true, or returns false to let it through.
 * `admits` lets through what another gate limits on its own: a read-only share link (opening it, and the
 * requests carrying its cookie, which the proxy's share gate restricts to that site's free reads).
 */
export function teamGate(token: string | undefined, admits: (req: IncomingMessage) => boolean = () => false) {
  if (!token) return (_req: IncomingMessage, _res: ServerResponse): boolean => false;
  const expected = sessionValue(token);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/login') {
      if (req.method === 'POST') {
        let body = '';
        req.on('data', (c: Buffer) => {
          body += c.toString('utf8');
          if (body.length > MAX_FORM) req.destroy();
        });
        req.on('end', () => {
          const given = new URLSearchParams(body).get('token') ?? '';
          if (!equal(sessionValue(given), expected)) {
            res.writeHead(401, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
            return res.end(page('That token is not right.'));
          }
          const secure = behindTls(req) ? '; Secure' : '';
          res.writeHead(303, {
            location: '/',
            'set-cookie': `${COOKIE}=${expected}; HttpOnly; SameSite=Strict; Path=/; Max-Age=2592000${secure}`,
          });
          res.end();
        });
        return true;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page());
      return true;
    }
    const cookie = readCookie(req, COOKIE);
    if (cookie && equal(cookie, expected)) return false;
    if (admits(req)) return false;
    req.resume();
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: 'Sign in to Searchboard first (team access token).' }));
    } else {
      res.writeHead(302, { location: '/login', 'cache-control': 'no-store' });
      res.end();
    }
    return true;
  };
}
