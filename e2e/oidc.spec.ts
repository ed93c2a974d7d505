import { expect, test } from '@playwright/test';
import { freePort, startTestProvider, type TestProvider } from '../src/server/people/test-oidc.ts';
import { startTeamServer, type TeamServer } from './team-server.ts';

/**
 * Single sign-on as a person meets it: on a team's server (`npm start` off loopback) with the team's OpenID Connect
 * provider set, someone an owner invited clicks "Sign in with your company account", signs in at the provider and
 * lands on the dashboard, signed in. The dashboard is reached at `localhost` and the provider at `127.0.0.1`: two
 * sites, as a company's provider is another site, so the way back is a cross-site navigation, with what that means
 * for SameSite cookies.
 */
const INVITED = 'sso-editor@team.example';

let provider: TestProvider;
let server: TeamServer;
let publicUrl: string;

test.beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  provider = await startTestProvider({
    redirectUris: [`${publicUrl}/auth/callback/oidc`],
    users: [{ email: INVITED, name: 'Sam Single' }],
  });
  server = await startTeamServer(
    [
      { email: 'owner@team.example', role: 'owner', password: 'owner password long enough' },
      // invited, never set a password: their first sign-in through the provider makes them active
      { email: INVITED, role: 'editor' },
    ],
    {
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.settings.clientId,
      OIDC_CLIENT_SECRET: provider.settings.clientSecret,
    },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test('an invited person signs in with their company account and lands on the dashboard', async ({ page }) => {
  await page.goto(`${publicUrl}/`);
  await expect(page.getByRole('heading', { name: 'Sign in to Searchboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with your company account' }).click();

  // the provider's own pages: its login form, then its consent
  await page.getByPlaceholder('Enter any login').fill(INVITED);
  await page.getByPlaceholder('and password').fill('whatever the provider asks');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${publicUrl}/`);
  await expect(page.getByRole('heading', { name: 'Sign in to Searchboard' })).toHaveCount(0);
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/local/me', { headers: { 'x-searchboard': '1' } });
    return { status: res.status, body: (await res.json()) as { email?: string; role?: string } };
  });
  expect(me).toEqual({ status: 200, body: expect.objectContaining({ email: INVITED, role: 'editor' }) });
});
