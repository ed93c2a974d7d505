import { htmlSecurityHeaders, PAGE_POLICY } from '../http/security-headers.ts';
import { AUTH_PATH, SESSION_COOKIE, type Auth } from './auth.ts';
import type { People, SignInEvent } from './people.ts';

export interface SignOnAnswer {
  auth: Auth;
  people: People;
  request: Request;
  /** the request came over TLS: the cookies are made Secure */
  secure: boolean;
  address: string;
  /** cookies the gate adds to a new session (its signed-in hint) */
  extraCookies: string[];
  record(e: SignInEvent): void;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The library's own routes (`/auth/*`), its answer passed on with its cookies made Secure behind TLS. Where it
 * has just signed someone in through the provider, the sign-in is noted (last sign-in, the activity log), and
 * instead of its redirect the browser gets a page that moves on by itself: the provider's redirect back was a
 * cross-site navigation, and a browser keeps treating a redirect chain begun by another site as cross-site, so the
 * new SameSite=Strict session cookie would not come with the next request and the dashboard would ask for a
 * sign-in again. A navigation the dashboard's own page starts is same-site, and carries it.
 */
export async function signOnAnswer(o: SignOnAnswer): Promise<Response> {
  const res = await o.auth.handler(o.request);
  const cookies = res.headers
    .getSetCookie()
    .map((c) => (o.secure && !/;\s*secure/i.test(c) ? `${c}; Secure` : c));
  const headers = new Headers(res.headers);
  headers.delete('set-cookie');
  const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/max-age=0\b/i.test(c));
  const callback = new URL(o.request.url).pathname.startsWith(`${AUTH_PATH}/callback/`);
  if (!callback || !session || res.status < 300 || res.status >= 400) {
    for (const c of cookies) headers.append('set-cookie', c);
    return new Response(res.body, { status: res.status, headers });
  }
  const got = await o.auth.api
    .getSession({ headers: new Headers({ cookie: session.split(';')[0] ?? '' }) })
    .catch(() => null);
  if (got) {
    await o.people.signedIn(got.user.id);
    o.record({ action: 'sign-in', email: got.user.email, personId: got.user.id, address: o.address });
  }
  // the library's callback address is the dashboard's own ('/'); anything else goes to '/' too
  const location = res.headers.get('location') ?? '/';
  const base = new URL(o.request.url);
  const target = new URL(location, base);
  const to = target.origin === base.origin ? `${target.pathname}${target.search}` : '/';
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=${escapeHtml(to)}"><title>Signed in · Searchboard</title></head>
<body><p>Signed in. <a href="${escapeHtml(to)}">Continue to Searchboard</a></p></body></html>`;
  const out = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...htmlSecurityHeaders(PAGE_POLICY),
  });
  for (const c of [...cookies, ...o.extraCookies]) out.append('set-cookie', c);
  return new Response(page, { status: 200, headers: out });
}
