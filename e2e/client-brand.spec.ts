import { expect, test, type Page } from '@playwright/test';
import { signIn as signInAt, startTeamServer, type TeamServer } from './team-server.ts';

/**
 * A client of an agency with a brand set: from the first HTML to the drawn pages, their report and rank tracking
 * say the agency's name, in the window's title and the app's header, and nowhere the product's.
 */
const OWNER = { email: 'owner@agency.example', password: 'owner password long enough' };
const CLIENT = { email: 'client@shop.example', password: 'client password long enough' };
const AGENCY = 'Northwind Agency';

let server: TeamServer;

test.beforeAll(async () => {
  server = await startTeamServer([
    { ...OWNER, role: 'owner' },
    { ...CLIENT, role: 'client', sites: [101] },
  ]);
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page, who: { email: string; password: string }) => signInAt(page, server.url, who);

test('a client sees the agency’s name, never the product’s, once the owner sets a brand', async ({
  browser,
}) => {
  const owner = await browser.newPage();
  await signIn(owner, OWNER);
  await owner.goto(`${server.url}/account`);
  const card = owner.getByRole('region', { name: 'Brand' });
  await card.getByRole('textbox', { name: 'Agency name' }).fill(AGENCY);
  await card.getByRole('button', { name: 'Save brand' }).click();
  await expect(card.getByRole('status')).toHaveText('Brand saved.');
  await owner.close();

  const page = await browser.newPage();
  await signIn(page, CLIENT);
  // the HTML as served, before any script has run
  const html = await (await page.request.get(`${server.url}/reports/101`)).text();
  expect(html).toContain(`<title>${AGENCY}</title>`);
  expect(html).not.toContain('Searchboard');

  for (const [path, heading] of [
    ['/reports/101', /Northwind Outdoor|Site report/],
    ['/sites/101/positions', /Rank tracking/],
  ] as const) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expect(page.getByRole('banner').first().getByRole('link', { name: AGENCY })).toBeVisible();
    await expect(page).toHaveTitle(AGENCY);
    await expect(page.locator('body')).not.toContainText('Searchboard');
    // the site by its name only, and nothing of the team's tools
    await expect(page.getByRole('combobox', { name: 'Site' }).locator('option')).toHaveText([
      'Northwind Outdoor',
    ]);
    await expect(page.getByRole('link', { name: 'Email schedules' })).toHaveCount(0);
  }
});

test('a share link’s holder sees the agency’s name, or a neutral one, never the product’s, even once revoked', async ({
  browser,
}) => {
  const owner = await browser.newPage();
  await signIn(owner, OWNER);
  const api = (method: string, path: string, data?: unknown) =>
    owner.request.fetch(`${server.url}/api/local/${path}`, {
      method,
      headers: { 'x-searchboard': '1' },
      data,
    });
  const brand = await api('PUT', 'branding', { name: AGENCY, accent: '#1f6feb' });
  expect(brand.status()).toBe(200);
  const made = await api('POST', 'shares', { site_id: 101, expires_in_days: 1, label: 'Brand check' });
  expect(made.status()).toBe(201);
  const share = (await made.json()) as { id: number; url: string };

  const holder = await (await browser.newContext()).newPage();
  await holder.goto(`${server.url}${share.url}`);
  await expect(holder.getByRole('heading', { level: 1, name: /Site report/ })).toBeVisible();
  await expect(holder).toHaveTitle(AGENCY);
  await expect(holder.getByRole('banner').first()).toContainText(AGENCY);
  await expect(holder.locator('body')).not.toContainText('Searchboard');

  // no brand: a neutral name in the window's title and the header
  expect((await api('DELETE', 'branding')).status()).toBe(200);
  await holder.reload();
  await expect(holder.getByRole('heading', { level: 1, name: /Site report/ })).toBeVisible();
  await expect(holder).toHaveTitle('Report');
  await expect(holder.getByRole('banner').first()).toContainText('Report');
  await expect(holder.locator('body')).not.toContainText('Searchboard');

  // the link revoked: the page that says so names no product either
  expect((await api('DELETE', `shares/${share.id}`)).status()).toBe(200);
  await holder.reload();
  await expect(holder.getByRole('heading', { name: 'This share link was revoked' })).toBeVisible();
  await expect(holder).toHaveTitle('Share link revoked · Report');
  await expect(holder.locator('body')).not.toContainText('Searchboard');
  await holder.context().close();
  await owner.close();
});
