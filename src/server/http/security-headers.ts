import { createHash } from 'node:crypto';

/**
 * What every HTML answer of this server says about how it may be used, so another web site can neither frame a
 * page (a click inside an invisible frame would spend credits as the person's own) nor run script in it.
 *
 * - `frame-ancestors 'none'` and `X-Frame-Options: DENY` (for browsers without CSP 2): no page frames this one,
 *   not even one of ours.
 * - Scripts only from this server's own files and the inline scripts the server wrote into this very answer,
 *   named by their hashes (the theme before the first paint, the first reads, the loader after the paint): an
 *   injected `<script>` or event attribute does not run.
 * - Styles from this server and inline: the app's stylesheet is inlined into its HTML, and the SERP HTML dump shows
 *   a stored page in a sandboxed `srcdoc` frame, which keeps the page's policy and needs the stored page's own
 *   `<style>` to read as crawled. Images, fonts, reads and frames from this server only (a dump's third-party
 *   images stay unloaded: viewing a dump tells nobody); frames also from the page's own blobs (a mail's PDF).
 * - No plugins, no `<base>` to move relative addresses elsewhere, forms post only here.
 */
export const FRAME_OPTIONS = 'DENY';

/** The inline scripts of an HTML document (no `src`): their text, exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue;
    out.push(m[2] ?? '');
  }
  return out;
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The policy of a page of the built app: `html` is the answer as sent, its inline scripts allowed by hash. */
export function appPolicy(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(hashOf))];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // a PDF kept in the outbox shows in the browser's viewer from a blob the page read with its API header
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of the server's own small pages (sign-in, a share link that no longer works): no script at all. */
export const PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers an HTML answer carries, for the policy of its kind. */
export function htmlSecurityHeaders(policy: string): Record<string, string> {
  return { 'content-security-policy': policy, 'x-frame-options': FRAME_OPTIONS };
}
