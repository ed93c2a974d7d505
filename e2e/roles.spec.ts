import { expect, test, type Page } from '@playwright/test';
import { startTeamServer, type TeamServer } from './team-server.ts';

/**
 * What each role meets on a team's server (`npm start` off loopback): a viewer signs in and finds no button that
 * would spend credits, only a note saying who can; a client given one site sees that site's report, a menu of
 * its own pages, and, at a page that is not for clients, a door that says why it is closed and who can open it.
 */
const VIEWER = { email: 'viewer@team.example', password: 'viewer password long enough' };
const CLIENT = { email: 'client@shop.example', password: 'client password long enough' };

let server: TeamServer;

test.beforeAll(async () => {
  server = await startTeamServer([
    { email: 'owner@team.example', role: 'owner', password: 'owner password long enough' },
    { ...VIEWER, role: 'viewer' },
    { ...CLIENT, role: 'client', sites: [101] },
  ]);
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Searchboard' })).toHaveCount(0);
}

/** A button that says what it costs: every paid action's button does. */
const paidButtons = (page: Page) => page.getByRole('button', { name: /credits|Recheck|New audit/ });

test('a viewer sees no paid buttons, and a note saying who can spend', async ({ page }) => {
  await signIn(page, VIEWER);
  await page.goto(`${server.url}/keywords`);
  await expect(
    page.getByText('Viewers cannot spend credits — ask an owner or an admin.').first(),
  ).toBeVisible();
  await expect(paidButtons(page)).toHaveCount(0);

  await page.goto(`${server.url}/audits/5101`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Viewers cannot spend credits — ask an owner or an admin.')).toBeVisible();
  await expect(paidButtons(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // the menu in the frame says who is signed in and how to leave
  await page.getByRole('button', { name: /· Viewer$/ }).click();
  await expect(page.getByText('Reads everything; no writes, no paid calls.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Searchboard' })).toBeVisible();
});

test('a client sees only its site’s report, and a closed door elsewhere', async ({ page }) => {
  await signIn(page, CLIENT);
  await page.goto(`${server.url}/reports/101`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports/101');
  await expect(nav.getByRole('link')).toHaveText(['Rank tracking', 'Reports']);
  await expect(page.getByRole('link', { name: 'Account summary' })).toHaveCount(0);

  // keyword research is not for clients: no paid button there, and a page that reads what a client may not see
  // (the account) says why the door is closed and who can open it
  await page.goto(`${server.url}/keywords`);
  await expect(page.getByRole('heading', { name: 'Keyword research' })).toBeVisible();
  await expect(
    page.getByText('Clients cannot spend credits — ask an owner or an admin.').first(),
  ).toBeVisible();
  await expect(paidButtons(page)).toHaveCount(0);
  await page.goto(`${server.url}/account`);
  const alert = page.getByRole('alert').filter({ hasText: "You can't do this with your role" }).first();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/owner or an admin/);
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
