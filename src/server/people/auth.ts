import { randomBytes } from 'node:crypto';
import { kyselyAdapter } from '@better-auth/kysely-adapter';
import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Store } from '../store/interface.ts';
import { joinBySignOn } from './sign-on.ts';

/**
 * Sign-in for the team's people, by Better Auth (docs/architecture.md, "People"): it hashes passwords (scrypt,
 * memory-hard), makes and ends sessions, and runs the OpenID Connect flow. It keeps its rows in the store's own
 * tables (`people*` in schema.ts), through the store's own Kysely instance, so a session one replica makes or ends
 * is seen by every other at once, and the store's migrations are the one place its tables are made.
 *
 * The library is told the store is SQLite on both engines: it then writes times as ISO text and booleans as 0/1,
 * as every other table of the store keeps them; its queries are plain Kysely and compile for PostgreSQL as well.
 */

/** How long a session lasts unused; each day it is used, it is renewed for as long again (idle expiry). */
export const SESSION_DAYS = 30;
export const COOKIE_PREFIX = 'sb';
/** The library's session cookie, as it names it with our prefix. */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
export const OIDC_PROVIDER = 'oidc';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** what the sign-in page calls the provider ("your company account" unless said) */
  name?: string;
}

/** The team's OpenID Connect provider, when all three settings are given (OIDC_NAME is optional). */
export function oidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer || !clientId || !clientSecret) return undefined;
  const name = env.OIDC_NAME?.trim().slice(0, 60);
  return { issuer, clientId, clientSecret, ...(name ? { name } : {}) };
}

/** Where the provider sends people back: the address to register with it as the client's redirect URI. */
export const AUTH_PATH = '/auth';
export const oidcCallbackUrl = (baseURL: string) =>
  `${baseURL.replace(/\/+$/, '')}${AUTH_PATH}/callback/${OIDC_PROVIDER}`;

export interface SignOn {
  /** the provider's name for the sign-in page's button ('' for the default wording) */
  name: string;
  /** where the sign-in page's form sends the browser on to (its policy must allow it) */
  origin: string;
}
const signOns = new WeakMap<object, SignOn>();
/** What the sign-in page needs to know of single sign-on, when it is set. */
export function signOnOf(auth: Auth): SignOn | undefined {
  return signOns.get(auth);
}

/**
 * The key sessions are signed with, made once and kept in the store, so every replica signs and checks with the
 * same one and a restart keeps everyone signed in. `AUTH_SECRET` overrides it.
 */
export async function sessionSecret(store: Store, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.AUTH_SECRET && env.AUTH_SECRET.length >= 32) return env.AUTH_SECRET;
  await store.db
    .insertInto('server_secrets')
    .values({
      name: 'auth',
      value: randomBytes(32).toString('base64url'),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await store.db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'auth')
    .executeTakeFirstOrThrow();
  return row.value;
}

export interface AuthOptions {
  store: Store;
  secret: string;
  /** the address the dashboard is reached at (the OpenID Connect callback is below it) */
  baseURL: string;
  oidc?: OidcSettings;
  /** whether a person may start a session now (an inactive one may not, however they sign in) */
  mayStart(userId: string): Promise<boolean>;
}

export function createAuth(o: AuthOptions) {
  const auth = authOf(o);
  if (o.oidc) signOns.set(auth, { name: o.oidc.name ?? '', origin: new URL(o.oidc.issuer).origin });
  return auth;
}

function authOf(o: AuthOptions) {
  const snake = (fields: Record<string, string>) => ({ fields });
  return betterAuth({
    appName: 'Searchboard',
    baseURL: o.baseURL,
    // outside /api/: the provider's redirect back is a cross-site navigation, which the API's origin guard refuses
    basePath: AUTH_PATH,
    secret: o.secret,
    database: kyselyAdapter(o.store.db, { type: 'sqlite', transaction: false }),
    telemetry: { enabled: false },
    // the proxy throttles sign-ins itself, per address and per account (people/sign-in.ts)
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10, maxPasswordLength: 256 },
    session: {
      modelName: 'people_sessions',
      expiresIn: SESSION_DAYS * 24 * 3600,
      updateAge: 24 * 3600,
      ...snake({
        userId: 'user_id',
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
      }),
    },
    user: {
      modelName: 'people',
      ...snake({ emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' }),
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'viewer', input: false },
        active: { type: 'boolean', required: false, defaultValue: true, input: false },
      },
    },
    account: {
      modelName: 'people_accounts',
      // an OpenID Connect account is linked to the person an owner invited, by their email
      // (the team's own provider vouches for the email; an owner typed ours, so it was never "verified" by a mail)
      accountLinking: { enabled: true, trustedProviders: [OIDC_PROVIDER], requireLocalEmailVerified: false },
      ...snake({
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      }),
    },
    verification: {
      modelName: 'people_verifications',
      ...snake({ expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' }),
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // Secure is added per request, behind TLS (people/gate.ts): one server may be reached both ways
      useSecureCookies: false,
      defaultCookieAttributes: { sameSite: 'strict', httpOnly: true, path: '/' },
      // The single sign-on's state cookie must come back with the provider's redirect, a cross-site navigation
      // that a browser sends no Strict cookie with: it is Lax (it lives minutes, is good for one flow, and signs
      // nobody in by itself). The session cookie stays Strict.
      cookies: { state: { attributes: { sameSite: 'lax' } } },
      // the store's migrations make these tables; the library is not to look for its own
      database: { validateSchema: false },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => {
            if (await o.mayStart(session.userId)) return { data: session };
            // a person invited but not yet active joins by signing in through the provider (people/sign-on.ts)
            const signOn = ctx?.path === '/callback/:id';
            if (signOn && (await joinBySignOn(o.store, session.userId)) && (await o.mayStart(session.userId)))
              return { data: session };
            return false;
          },
        },
      },
      user: {
        // nobody joins by signing in with the provider: an owner invites them, or gives them a role first
        create: { before: () => Promise.resolve(false) },
      },
    },
    plugins: o.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER,
                discoveryUrl: `${o.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                clientId: o.oidc.clientId,
                clientSecret: o.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
