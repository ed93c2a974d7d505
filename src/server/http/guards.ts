import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { json } from './answer.ts';
import type { AppEnv } from './env.ts';
import type { Log } from './failure.ts';

/**
 * The proxy holds keys that spend money, so no other web page may read, spend or change anything through it.
 * Every `/api/*` and `/share*` request passes `checkRequestOrigin` before anything else:
 * - its Host is one of ours, port included (against DNS rebinding), and it has one Host only;
 * - it is not sent by another site (`Sec-Fetch-Site: cross-site` or `same-site`), except the top-level
 *   navigation that opens a share link (`/share/<token>`), which arrives from mail or chat;
 * - an `/api/*` request carries `x-searchboard: 1`: a header a page elsewhere cannot add without a CORS preflight,
 *   which this server never grants, so browsers without Fetch Metadata are held off too (`<img>`, forms, no-cors);
 * - a write's Origin, when given, is ours.
 */

/** The header every `/api/*` request must carry, with this exact value (the shared client sends it). */
export const API_HEADER = 'x-searchboard';
export const API_HEADER_VALUE = '1';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const CROSS = 'Searchboard does not answer requests sent by another web site.';

interface HostPort {
  name: string;
  /** undefined: no port given */
  port: number | undefined;
}

/** `name[:port]` with a bracketed IPv6 name allowed; undefined when it is not a host. */
export function parseHost(raw: string): HostPort | undefined {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::(\d{1,5}))?$/i.exec(raw.trim());
  if (!m?.[1]) return undefined;
  const port = m[2] === undefined ? undefined : Number(m[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  return { name: m[1].toLowerCase(), port };
}

function hostCount(req: IncomingMessage): number {
  let n = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === 'host') n++;
  return n;
}

function tls(req: IncomingMessage): boolean {
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}

/**
 * Whether the Host names this server as it was reached: a loopback name must come with the port the connection
 * arrived on (another local server's page cannot borrow it); a name of ALLOWED_HOSTS with a port must match it,
 * one without a port comes port-less (a reverse proxy on 80/443) or with the listening port. A port-less Host
 * means 80 (443 over TLS).
 */
export function hostAllowed(req: IncomingMessage, allowedHosts: readonly string[]): boolean {
  const given = parseHost(req.headers.host ?? '');
  if (!given) return false;
  const local = req.socket.localPort;
  const effective = given.port ?? (tls(req) ? 443 : 80);
  return allowedHosts.some((entry) => {
    const allowed = parseHost(entry);
    if (!allowed || allowed.name !== given.name) return false;
    if (allowed.port !== undefined) return effective === allowed.port;
    if (LOOPBACK.has(allowed.name)) return effective === local;
    return given.port === undefined || given.port === local;
  });
}

/** The request's path, without parsing the URL (a malformed one must not throw). */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

/**
 * A request target this server does not serve: not an origin-form path (`http://…`, `*`, garbage) or one that
 * starts with `//` (which URL parsers read as a host). Answered 400 before any handler parses it.
 */
export function badTarget(url: string | undefined): boolean {
  const path = pathOf(url);
  return !path.startsWith('/') || path.startsWith('//');
}

/**
 * A JSON-bodied operation sent with a content type that names another encoding (form data, XML…): refused with
 * 415 before it is forwarded, as the paid ones are (the media types read as JSON are the same).
 */
export function bodyTypeProblem(
  op: { id: string; body: string },
  method: string,
  contentType: string | undefined,
): string | undefined {
  if (op.body !== 'json' || method === 'GET' || method === 'HEAD') return undefined;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/json' || type === 'text/plain' || type.endsWith('+json'))
    return undefined;
  return `${op.id} takes a JSON body; "${type.slice(0, 80)}" is not read as one.`;
}

/** Paths the guard covers: the proxy's API and the share links. */
export function guarded(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/share' || path.startsWith('/share/');
}

/** The one cross-site request served: a top-level navigation opening a share link. */
function opensShareLink(req: IncomingMessage, path: string): boolean {
  return (
    /^\/share\/[^/]+$/.test(path) &&
    path !== '/share/leave' &&
    (req.method ?? 'GET').toUpperCase() === 'GET' &&
    req.headers['sec-fetch-mode'] === 'navigate' &&
    req.headers['sec-fetch-dest'] === 'document'
  );
}

/** The middleware: a target no handler should parse is answered 400 before anything reads it. */
export const requestTarget: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (badTarget(c.env.incoming.url)) return json(c, 400, { message: 'Bad request target.' });
  await next();
};

/**
 * The middleware: another web site, a foreign Host, or no `x-searchboard: 1` is refused (403) before anything is
 * read or sent. It reads the Node request, not the framework's copy: the Host is checked against the port the
 * socket arrived on, and the raw header list shows a doubled Host.
 */
export function originGuard(allowedHosts: readonly string[], log: Log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const req = c.env.incoming;
    const path = pathOf(req.url);
    if (guarded(path)) {
      const refusal = checkRequestOrigin(req, allowedHosts);
      if (refusal) {
        log(`[proxy] ${req.method ?? '?'} ${path.slice(0, 200)} 403 ${refusal}`);
        return json(c, 403, { message: refusal });
      }
    }
    await next();
  };
}

/**
 * Returns the refusal message (answered with 403), or undefined when the request may pass. For `/api/*` and
 * `/share*` paths; callers check `guarded(path)` first.
 */
export function checkRequestOrigin(
  req: IncomingMessage,
  allowedHosts: readonly string[],
): string | undefined {
  const host = req.headers.host ?? '';
  if (hostCount(req) > 1) return 'A request may carry one Host header only.';
  if (!hostAllowed(req, allowedHosts)) {
    return `Host "${host.slice(0, 200)}" is not one this server answers to (name and port). Add it to ALLOWED_HOSTS if it is yours.`;
  }
  const path = pathOf(req.url);
  const site = req.headers['sec-fetch-site'];
  if ((site === 'cross-site' || site === 'same-site') && !opensShareLink(req, path)) return CROSS;
  if (path.startsWith('/api/') || path === '/api') {
    const raw = req.headers[API_HEADER];
    if (raw !== API_HEADER_VALUE)
      return `Requests to /api/ must carry the header "${API_HEADER}: ${API_HEADER_VALUE}" (the dashboard sends it; scripts must send it too).`;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      return 'Cross-origin writes are refused.';
    }
    if (originHost !== host.toLowerCase()) return 'Cross-origin writes are refused.';
  }
  return undefined;
}

/**
 * The path below a base, decoded once, or undefined when it tries to leave the allow-list: traversal,
 * encoded separators, doubled slashes, backslashes, or control characters.
 */
export function safeSubPath(raw: string): string | undefined {
  if (!raw.startsWith('/')) return undefined;
  if (/%2f|%5c|%2e|%00/i.test(raw)) return undefined;
  if (raw.includes('//') || raw.includes('\\')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(decoded)) return undefined;
  if (decoded.split('/').some((seg) => seg === '..' || seg === '.')) return undefined;
  return decoded;
}
