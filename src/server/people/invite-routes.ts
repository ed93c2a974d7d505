import { Hono, type Context } from 'hono';
import { ROLE_LABELS } from '../../lib/people.ts';
import type { Activity } from '../activity/activity.ts';
import type { AppEnv } from '../http/env.ts';
import type { Log } from '../http/failure.ts';
import { htmlSecurityHeaders, PAGE_POLICY } from '../http/security-headers.ts';
import type { Auth } from './auth.ts';
import { behindTls, cookiesOf, headersOf, HINT } from './gate.ts';
import { inviteGonePage, invitePage, type InviteForm } from './invite-page.ts';
import type { Invitations } from './invitations.ts';
import type { People, PersonRow } from './people.ts';
import { MIN_PASSWORD } from './person-input.ts';

export interface InviteRoutesDeps {
  auth: Auth;
  people: People;
  invitations: Invitations;
  activity: Activity;
  logError?: Log;
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const MAX_PASSWORD = 1024;

type Ctx = Context<AppEnv>;

/**
 * `/invite/<token>`: the page an invitation's link opens, reachable without a session. GET shows the form (or why
 * the link no longer works); POST sets the password, uses the link up and signs the person in, then opens the app.
 */
export function inviteRoutes(d: InviteRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const html = (c: Ctx, status: 200 | 400 | 404 | 410, page: string) =>
    c.body(page, status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // the token is in the address: it goes to no other site as a referrer
      'referrer-policy': 'no-referrer',
      ...htmlSecurityHeaders(PAGE_POLICY),
    });

  const gone = (c: Ctx, reason: 'unknown' | 'used' | 'expired') =>
    html(c, reason === 'unknown' ? 404 : 410, inviteGonePage(reason));

  const form = (token: string, p: PersonRow, extra: Partial<InviteForm> = {}): InviteForm => ({
    action: `/invite/${token}`,
    email: p.email,
    role: ROLE_LABELS[p.role],
    name: p.name,
    minPassword: MIN_PASSWORD,
    ...extra,
  });

  app.get('/:token', async (c) => {
    const token = c.req.param('token');
    const checked = TOKEN.test(token) ? await d.invitations.check(token) : undefined;
    if (!checked?.ok) return gone(c, checked?.reason ?? 'unknown');
    return html(c, 200, invitePage(form(token, checked.person)));
  });

  app.post('/:token', async (c) => {
    const token = c.req.param('token');
    const checked = TOKEN.test(token) ? await d.invitations.check(token) : undefined;
    if (!checked?.ok) return gone(c, checked?.reason ?? 'unknown');
    const text = await c.req.text().catch(() => '');
    const fields = new URLSearchParams(text.length > 8192 ? '' : text);
    const name = (fields.get('name') ?? '').trim();
    const password = fields.get('password') ?? '';
    const confirm = fields.get('confirm') ?? '';
    const errors: InviteForm['errors'] = {};
    if (name.length > 120) errors.name = 'Your name: at most 120 characters.';
    if (password.length < MIN_PASSWORD)
      errors.password = `The password must be at least ${MIN_PASSWORD} characters.`;
    else if (password.length > MAX_PASSWORD)
      errors.password = `The password must be at most ${MAX_PASSWORD} characters.`;
    else if (confirm !== password) errors.confirm = 'The two passwords differ: type the same one twice.';
    if (Object.keys(errors).length)
      return html(c, 400, invitePage(form(token, checked.person, { name, errors })));

    const accepted = await d.invitations.accept(token, password);
    if (!accepted.ok) return gone(c, accepted.reason);
    const person = accepted.person;
    if (name && name !== person.name) await d.people.change(person.id, { name });

    const req = c.env.incoming;
    const res = await d.auth.api
      .signInEmail({
        body: { email: person.email, password, rememberMe: true },
        headers: headersOf(req),
        asResponse: true,
      })
      .catch(() => undefined);
    c.header('cache-control', 'no-store');
    if (!res?.ok) {
      // the password is set all the same: the sign-in page takes it
      d.logError?.(`[people] sign-in after accepting an invitation failed: ${res?.status ?? 'no answer'}`);
      return c.redirect('/login', 303);
    }
    for (const cookie of [...cookiesOf(res, behindTls(req)), HINT])
      c.header('set-cookie', cookie, { append: true });
    await d.people.signedIn(person.id);
    await d.activity
      .record({
        person: { id: person.id, email: person.email },
        action: 'sign-in',
        outcome: 'ok',
        detail: 'accepted an invitation and set a password',
      })
      .catch((err: unknown) => d.logError?.(`[activity] not recorded: ${String(err)}`));
    return c.redirect('/', 303);
  });

  app.all('/:token', (c) => c.text('Method not allowed', 405));
  app.all('*', (c) => gone(c, 'unknown'));
  return app;
}
