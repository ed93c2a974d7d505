import { expect, test } from '@playwright/test';

// Issue #10, share links: "create a share link, open it in a fresh browser context, and see the report while
// writes fail; revoke the link". Site 101 is the sandbox's seeded demo; this walk only adds its own link (and
// revokes it), so other specs see the seed as it was.
test('a read-only share link: opened elsewhere, writes refused, then revoked', async ({ page, browser }) => {
  // 1. The team member creates a link from the report.
  await page.goto('/reports/101');
  await expect(page.getByRole('heading', { level: 1, name: /Site report: .*#101/ })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  const days = dialog.getByRole('spinbutton', { name: 'Expires in (days)' });
  await days.fill('0');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(days).toHaveAccessibleDescription(/from 1 to 90/);
  await days.fill('3');
  await dialog.getByRole('textbox', { name: 'Label (optional)' }).fill('E2E client review');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const address = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(address).toHaveValue(/\/share\/[\w-]+\.[\w-]+$/);
  const url = await address.inputValue();
  const row = dialog.getByRole('row').filter({ hasText: 'E2E client review' });
  await expect(row).toContainText('Active');

  // 2. Someone else opens it in a fresh browser (no cookies, no local storage).
  const other = await browser.newContext();
  const shared = await other.newPage();
  await shared.goto(url);
  await expect(shared).toHaveURL(/\/reports\/101$/);
  await expect(shared.getByText(/^Shared read-only report · expires /)).toBeVisible();
  await expect(shared.getByRole('heading', { level: 1, name: /Site report: .*#101/ })).toBeVisible();
  await expect(shared.getByRole('article', { name: /#301/ }).getByRole('definition').first()).toHaveText(
    /%|—/,
  );
  await expect(
    shared
      .getByRole('region', { name: 'Audits' })
      .getByText('Top 10 checks by severity, then pages affected'),
  ).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Marketing plan' }).getByText('Overall')).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Backlinks' }).getByText(/^Report on /)).toBeVisible();
  // a read-only frame: no navigation, no site switcher, no edit controls; printing stays
  await expect(shared.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(shared.getByText('Add an annotation')).toHaveCount(0);
  await expect(shared.getByRole('button', { name: /^(Edit|Delete) annotation/ })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  // the audit's title is text here, not a link to audit pages the share does not open
  await expect(shared.getByRole('region', { name: 'Audits' }).getByRole('link')).toHaveCount(0);
  await shared.screenshot({ path: test.info().outputPath('shared-report.png'), fullPage: true });

  // 3. Writes, paid reads and other sites are refused by the server, whatever the page sends.
  const answers = await shared.evaluate(async () => {
    const send = async (path: string, init?: RequestInit) => {
      const r = await fetch(path, init);
      return [path, r.status, ((await r.json()) as { message: string }).message] as const;
    };
    const json = { 'content-type': 'application/json' };
    return Promise.all([
      send('/api/local/annotations?site_id=101', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ date: '2026-11-01', label: 'sneaky' }),
      }),
      send('/api/project/sites/101/airt/brands', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ brand: 'x' }),
      }),
      send('/api/data/v1/keywords/similar?source=us&keyword=tents&limit=5'),
      send('/api/project/sites/102/airt/llm'),
    ]);
  });
  for (const [path, status, message] of answers) {
    expect([path, status]).toEqual([path, 403]);
    expect(message).toMatch(/^This is a read-only shared report: /);
  }

  // 4. The team member revokes the link (asks first).
  await row.getByRole('button', { name: 'Revoke E2E client review' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this share link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  // 5. The shared browser now gets the "was revoked" page, and the API refuses too.
  await shared.reload();
  await expect(shared.getByRole('heading', { name: 'This share link was revoked' })).toBeVisible();
  const after = await shared.evaluate(async () => (await fetch('/api/project/checklist/101')).status);
  expect(after).toBe(403);
  await other.close();
});
