import type { IncomingMessage } from 'node:http';

/**
 * The proxy holds keys that spend money, so a page on another origin must not be able to use it: writes from
 * another origin are refused (CSRF), and so is any request whose Host is not ours (DNS rebinding).
 * Returns the refusal message, or undefined when the request may pass.
 */
export function checkRequestOrigin(
  req: IncomingMessage,
  allowedHosts: readonly string[],
): string | undefined {
  const host = (req.headers.host ?? '').toLowerCase();
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  if (!hostname || !allowedHosts.includes(hostname)) {
    return `Host "${host}" is not one this server answers to. Add it to ALLOWED_HOSTS if it is yours.`;
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
    if (originHost !== host) return 'Cross-origin writes are refused.';
  }
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return 'Cross-origin writes are refused.';
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
