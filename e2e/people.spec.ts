import { expect, test } from '@playwright/test';
import { startTeamServer, type TeamServer } from './team-server.ts';

/**
 * The People page on a team's server: the owner invites a viewer, copies the one-use link, and the viewer opens it
 * in a browser of their own, sets a password and lands on the dashboard signed in.
 */
const OWNER = { email: 'owner@team.example', password: 'owner password long enough' };

let server: TeamServer;

test.beforeAll(async () => {
  server = await startTeamServer([{ ...OWNER, role: 'owner' }]);
});

test.afterAll(async () => {
  await server?.stop();
});

test('an owner invites a viewer, who sets a password from the link and is signed in', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.goto(`${server.url}/people`);
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();

  const card = page.getByRole('region', { name: 'Invite someone' });
  await card.getByLabel('Email').fill('vera@team.example');
  await card.getByLabel('Role').selectOption('viewer');
  await card.getByRole('button', { name: 'Invite' }).click();
  const link = card.getByLabel('Invitation link for vera@team.example');
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{20,}$/);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('status')).toHaveText(/Copied to the clipboard/);
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await link.inputValue());
  await expect(page.getByRole('row', { name: /vera@team\.example/ })).toContainText('Invited');

  const fresh = await browser.newContext();
  const vera = await fresh.newPage();
  await vera.goto(url);
  await expect(vera.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await vera.getByLabel('Your name').fill('Vera Holm');
  await vera.getByLabel('Password', { exact: true }).fill('vera password long enough');
  await vera.getByLabel('Password again').fill('vera password long enough');
  await vera.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(vera).toHaveURL(`${server.url}/`);
  await expect(vera.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const me = await vera.evaluate(() =>
    fetch('/api/local/me', { headers: { 'x-searchboard': '1' } }).then((r) => r.json()),
  );
  expect(me).toMatchObject({ email: 'vera@team.example', name: 'Vera Holm', role: 'viewer' });

  // the link was for once
  await vera.goto(url);
  await expect(vera.getByRole('heading', { name: 'This invitation was already used' })).toBeVisible();
  await fresh.close();

  await page.reload();
  await expect(page.getByRole('row', { name: /vera@team\.example/ })).toContainText('Active');
});
