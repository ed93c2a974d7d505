import type { ServerResponse } from 'node:http';
import { NO_BRAND_NAME } from '../../lib/brand.ts';
import { htmlSecurityHeaders, PAGE_POLICY } from '../http/security-headers.ts';

const GONE = {
  invalid: {
    heading: 'This share link is not valid',
    title: 'Share link not valid',
    why: 'The link is incomplete or was changed.',
  },
  expired: {
    heading: 'This share link has expired',
    title: 'Share link expired',
    why: 'The link reached its expiry date.',
  },
  revoked: {
    heading: 'This share link was revoked',
    title: 'Share link revoked',
    why: 'The person who shared this report revoked the link.',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a person sees when a share link no longer works: a small page of its own (no app, no data), 410 when the
 * link expired or was revoked, 403 when it was never valid. Whoever holds a link is the agency's client: the page
 * names the agency (`brand`), or no one (NO_BRAND_NAME) while no brand is set, never the product.
 */
export function goneLinkPage(
  res: ServerResponse,
  reason: 'invalid' | 'expired' | 'revoked',
  holdsCookie: boolean,
  brand?: string | null,
): void {
  // the heading says the same reason as the text under it: a changed link is not "expired or revoked"
  const { heading, title, why } = GONE[reason];
  const name = escapeHtml(brand?.trim() || NO_BRAND_NAME);
  const leave = holdsCookie
    ? '<p><a href="/share/leave">Leave the shared view</a> (for the team that shared this report).</p>'
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${name}</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px;max-width:420px;margin:16px}
h1{font-size:18px;margin:0 0 8px}p{font-size:14px;line-height:1.5;color:#334155}a{color:#4338ca}</style></head>
<body><main><h1>${heading}</h1><p>${why} Ask the person who shared it for a new link.</p>${leave}</main></body></html>`;
  res.writeHead(reason === 'invalid' ? 403 : 410, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    ...htmlSecurityHeaders(PAGE_POLICY),
  });
  res.end(html);
}
