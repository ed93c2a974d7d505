import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../store/test-engines.ts';
import { oidcSettings } from './auth.ts';
import { signInPage } from './sign-in-page.ts';
import { startTestProvider, signInThrough, type TestProvider } from './test-oidc.ts';
import { startTestTeam, type TestTeam } from './test-team.ts';

/**
 * Single sign-on against a real OpenID Connect provider started here: who an owner added gets in, with the role the
 * owner gave them; nobody else does. On both engines: the invitations and sessions are rows of the store.
 */
const ENGINES: [string, () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>][] = [
  ['sqlite', () => Promise.resolve({ env: {}, drop: () => Promise.resolve() })],
  [
    'postgres',
    async () => {
      const db = await freshDatabase();
      return {
        env: { DATABASE_URL: db.url, SHARE_SECRET: 'oidc-test-share-secret-of-32-chars!!' },
        drop: db.drop,
      };
    },
  ],
];

const company = [
  'invited@team.example',
  'active@team.example',
  'gone@team.example',
  'late@team.example',
  'stranger@elsewhere.example',
  'withdrawn@team.example',
].map((email) => ({ email, name: `Name of ${email.split('@')[0]}` }));

describe.each(ENGINES)('single sign-on on %s', (_engine, open) => {
  let team: TestTeam;
  let provider: TestProvider;
  let drop = () => Promise.resolve();
  beforeAll(async () => {
    const db = await open();
    drop = db.drop;
    team = await startTestTeam(
      { env: db.env },
      {
        oidc: async (callbackUrl) => {
          provider = await startTestProvider({ redirectUris: [callbackUrl], users: company });
          return provider.settings;
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await team.close();
    await provider.close();
    await drop();
  });

  const me = async (cookie: string) => team.call('/api/local/me', { cookie });
  const people = () => team.tp.proxy.people;

  it('shows "Sign in with your company account", and lets that form go on to the provider', async () => {
    const res = await team.call('/login');
    expect(await res.text()).toContain('Sign in with your company account');
    // a browser holds the form's redirect to the page's form-action too
    expect(res.headers.get('content-security-policy')).toContain(`form-action 'self' ${provider.issuer}`);
  });

  it('lets an invited person in: their invitation is used up, they become active, /me says their role', async () => {
    const row = await people().add({ email: 'invited@team.example', role: 'editor' });
    const invitations = await import('./invitations.ts');
    const invites = new invitations.Invitations(team.tp.proxy.store, people());
    const { token } = await invites.make(row.id, null);

    const { callback, cookie } = await signInThrough(team.url, 'invited@team.example');
    expect(callback.status).toBeLessThan(400);
    expect(callback.headers.get('location') ?? '').not.toContain('error');
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'invited@team.example', role: 'editor' });
    expect((await people().byId(row.id))?.active).toBe(true);
    expect((await people().byId(row.id))?.last_sign_in_at).not.toBeNull();
    // the link cannot be used a second time to set a password
    expect(await invites.check(token)).toEqual({ ok: false, reason: 'used' });
  });

  it('lets an active person in with the role an owner gave them', async () => {
    await people().add({ email: 'active@team.example', role: 'viewer' }, 'a password long enough');
    const { cookie } = await signInThrough(team.url, 'active@team.example');
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'active@team.example', role: 'viewer' });
  });

  it('refuses an email nobody invited: no account is made and the sign-in page says why', async () => {
    const { callback, cookie } = await signInThrough(team.url, 'stranger@elsewhere.example');
    const location = callback.headers.get('location') ?? '';
    expect(location).toMatch(/^(\/|https?:\/\/[^/]+\/)login\?error=/);
    expect((await me(cookie)).status).toBe(401);
    expect(await people().byEmail('stranger@elsewhere.example')).toBeUndefined();
    const accounts = await team.tp.proxy.store.db.selectFrom('people_accounts').selectAll().execute();
    expect(accounts.filter((a) => a.provider_id === 'oidc').map((a) => a.account_id)).not.toContain(
      'stranger@elsewhere.example',
    );
    const page = await (
      await team.call(new URL(location, team.url).pathname + new URL(location, team.url).search)
    ).text();
    expect(page).toContain('not invited here');
  });

  it('refuses a deactivated person, however they had joined', async () => {
    const row = await people().add({ email: 'gone@team.example', role: 'admin' }, 'a password long enough');
    const first = await signInThrough(team.url, 'gone@team.example');
    expect((await me(first.cookie)).status).toBe(200);
    await people().change(row.id, { active: false });
    expect((await me(first.cookie)).status).toBe(401);
    const again = await signInThrough(team.url, 'gone@team.example');
    expect(again.callback.headers.get('location') ?? '').toContain('/login?error=');
    expect((await me(again.cookie)).status).toBe(401);
    expect((await people().byId(row.id))?.active).toBe(false);
  });

  it('refuses a person deactivated before they used their invitation', async () => {
    const row = await people().add({ email: 'withdrawn@team.example', role: 'editor' });
    const { Invitations } = await import('./invitations.ts');
    await new Invitations(team.tp.proxy.store, people()).make(row.id, null);
    await people().change(row.id, { active: false });
    const { callback, cookie } = await signInThrough(team.url, 'withdrawn@team.example');
    expect(callback.headers.get('location') ?? '').toContain('/login?error=');
    expect((await me(cookie)).status).toBe(401);
    expect((await people().byId(row.id))?.active).toBe(false);
  });

  it('refuses an invited person whose invitation expired', async () => {
    const row = await people().add({ email: 'late@team.example', role: 'editor' });
    const { Invitations } = await import('./invitations.ts');
    const past = new Date(Date.now() - 8 * 86_400_000);
    await new Invitations(team.tp.proxy.store, people(), () => past).make(row.id, null);
    const { callback, cookie } = await signInThrough(team.url, 'late@team.example');
    expect(callback.headers.get('location') ?? '').toContain('/login?error=');
    expect((await me(cookie)).status).toBe(401);
  });

  it('keeps the session cookie HttpOnly and SameSite=Strict, and the flow state cookie Lax', async () => {
    // the provider sends the browser back with a cross-site navigation: a Strict cookie would not come with it
    const start = await team.call('/login/oidc', { method: 'POST' });
    expect(start.status).toBe(303);
    const state = start.headers.getSetCookie().find((c) => c.startsWith('sb.state='));
    expect(state).toMatch(/HttpOnly/i);
    expect(state).toMatch(/SameSite=Lax/i);
    const { callback } = await signInThrough(team.url, 'active@team.example');
    const session = callback.headers.getSetCookie().find((c) => c.startsWith('sb.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
  });
});

describe('the provider settings', () => {
  it('names the provider on the sign-in page when OIDC_NAME is set', () => {
    const env = { OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'sb', OIDC_CLIENT_SECRET: 's' };
    expect(oidcSettings({ ...env, OIDC_NAME: 'Acme <SSO>' })?.name).toBe('Acme <SSO>');
    expect(signInPage({ oidc: 'Acme <SSO>' })).toContain('Sign in with Acme &#60;SSO&#62;</button>');
    expect(signInPage({ oidc: '' })).toContain('Sign in with your company account</button>');
    expect(signInPage({})).not.toContain('/login/oidc');
    expect(oidcSettings({ ...env, OIDC_CLIENT_SECRET: '' })).toBeUndefined();
  });
});
