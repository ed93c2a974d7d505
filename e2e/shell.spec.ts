import { expect, test } from './fixtures.ts';

test('the shell: sites from the sandbox, switching site, and the balance in the header', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // Sites are discovered from audit list items (foundation issue: no "list sites" operation exists).
  const sites = page.getByRole('list', { name: 'Sites' });
  await expect(sites.getByRole('heading', { name: 'Northwind Outdoor' })).toBeVisible();
  await expect(sites.getByRole('heading', { name: 'Bloom Botanics' })).toBeVisible();
  await expect(page.getByText('Sandbox · demo data')).toBeVisible();

  // Switch site: the active one goes into the URL.
  await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Bloom Botanics (#102)' });
  await expect(page).toHaveURL(/\/sites\/102\/ai$/);
  await expect(page.getByRole('heading', { name: 'AI visibility', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketing plan' }).click();
  await expect(page).toHaveURL(/\/sites\/102\/plan$/);
  await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Northwind Outdoor (#101)' });
  await expect(page).toHaveURL(/\/sites\/101\/plan$/);

  // An audit's pages make the audited site the active one (audit 5102 is Bloom Botanics' audit in the seed).
  await page.goto('/audits/5102');
  await expect(page.getByLabel('Site', { exact: true })).toHaveValue('102');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI visibility' }).click();
  await expect(page).toHaveURL(/\/sites\/102\/ai$/);

  // The header shows the balance the sandbox holds, with its currency.
  const balance = await (await request.get('/api/project/account/balance')).json();
  const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: balance.currency_code }).format(
    balance.value,
  );
  await expect(page.getByTestId('header-balance')).toHaveText(shown);
});

test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a site added by id is remembered in this browser', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Site', { exact: true }).selectOption({ label: '+ Add a site by id…' });
  await page.getByLabel('Site id').fill('abc');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('A site id is a positive whole number.')).toBeVisible();
  await page.getByLabel('Site id').fill('777');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/sites\/777\/ai$/);
  await page.reload();
  await expect(page.getByLabel('Site', { exact: true })).toHaveValue('777');
});

test('on a narrow window the sidebar gives way to a Menu, and the header fits the width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/audits');
  await expect(page.getByRole('heading', { name: 'Audits', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Site', { exact: true })).toBeVisible();
  // nothing in the header reaches past the window's right edge
  const overflow = await page.evaluate(() => {
    const header = document.querySelector('header');
    return header ? header.scrollWidth - header.clientWidth : -1;
  });
  expect(overflow).toBe(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backlinks' }).click();
  await expect(page).toHaveURL(/\/backlinks$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});
