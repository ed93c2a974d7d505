import { expect, test, type Page } from '@playwright/test';
import { signIn as signInAt, startTeamServer, type TeamServer } from './team-server.ts';

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

const signIn = (page: Page, who: { email: string; password: string }) => signInAt(page, server.url, who);

/** A button that says what it costs: every paid action's button does. */
const paidButtons = (page: Page) => page.getByRole('button', { name: /credits|Recheck|New audit/ });
/** Buttons that would change the team's data or spend: none is drawn for a viewer or a client. */
const actingButtons = (page: Page) =>
  page.getByRole('button', {
    name: /credits|Recheck|New audit|^Run|Remove|Delete|^Edit|Rename|Add |Create|Queue|Share|Set brand|Change brand|Check price|Refresh|^Save/,
  });

const VIEWER_NOTE = /Viewers cannot (spend credits|change anything here) — ask an owner or an admin\./;

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

// every area a viewer reads: what it shows is there, and nothing that writes or spends is offered
const VIEWER_WALK: [path: string, shown: RegExp][] = [
  ['/serp', /SERP/],
  ['/sites/101/positions', /Rank tracking/],
  ['/backlinks', /Backlink/],
  ['/sites/101/ai', /AI visibility/],
  ['/groups', /groups/i],
  ['/sites/101/plan', /plan/i],
  ['/reports/101', /report/i],
];

test('a viewer reads every area, with no button that writes or spends', async ({ page }) => {
  await signIn(page, VIEWER);
  for (const [path, shown] of VIEWER_WALK) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: shown }).first()).toBeVisible();
    await expect(page.getByText(VIEWER_NOTE).first()).toBeVisible();
    await expect(actingButtons(page), `on ${path}`).toHaveCount(0);
  }
  // the team's people are for owners and admins: the page says so instead of reading them
  await page.goto(`${server.url}/people`);
  await expect(page.getByText('Viewers cannot manage people — ask an owner or an admin.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a client sees only its site’s report, and a closed door elsewhere', async ({ page }) => {
  await signIn(page, CLIENT);
  await page.goto(`${server.url}/reports/101`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports/101');
  await expect(nav.getByRole('link')).toHaveText(['Rank tracking', 'Reports']);
  await expect(page.getByRole('link', { name: 'Account summary' })).toHaveCount(0);
  await expect(actingButtons(page)).toHaveCount(0);

  // its rank tracking reads, and offers nothing to run, add or remove
  await page.goto(`${server.url}/sites/101/positions`);
  await expect(page.getByRole('heading', { level: 1, name: /Rank tracking/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tracked keywords' })).toBeVisible();
  await expect(actingButtons(page)).toHaveCount(0);

  // keyword research and the account are not for clients, nor another site: each page says why it is closed,
  // who can open it, and where the client's own pages are
  for (const [path, why] of [
    ['/keywords', 'Clients cannot open keyword research — ask an owner or an admin.'],
    ['/account', 'Clients cannot see the account — ask an owner or an admin.'],
    ['/reports/102', 'Site #102 is not one of yours — ask an owner or an admin to give it to you.'],
  ] as const) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByText(why)).toBeVisible();
    await expect(paidButtons(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Report of site #101' }).click();
    await expect(page).toHaveURL(`${server.url}/reports/101`);
  }
});
