import { expect, test } from '@playwright/test';

// Site 101 is the sandbox's seeded demo (engines 301…, audits, plan). This walk only adds its own annotation
// and deletes it again, so other specs see the seed as it was.
test('site report: figures match the AI page, an annotation on the chart, print view', async ({ page }) => {
  // 1. The AI page's link presence for engine 301 (all positions, last 30 days: the defaults of both pages).
  await page.goto('/sites/101/ai/301?tab=statistics');
  const stats = page.getByRole('region', { name: /^Statistics/ });
  const tile = stats.getByRole('definition').filter({ hasText: /%|—/ }).first();
  await expect(tile).toBeVisible();
  const aiLink = (await tile.textContent())?.trim();
  expect(aiLink).toMatch(/%|—/);

  // 2. The report of the same site shows the same figure for that engine.
  await page.goto('/reports/101');
  await expect(page.getByRole('heading', { level: 1, name: /Site report: .*#101/ })).toBeVisible();
  const engine = page.getByRole('article', { name: /#301/ });
  await expect(engine.getByRole('definition').first()).toHaveText(aiLink ?? '');
  await expect(
    page.getByRole('region', { name: 'Audits' }).getByText('Top 10 checks by pages affected'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Marketing plan' }).getByText('Overall')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Backlinks' })).toBeVisible();
  await expect(page.getByText(/^Data read at /).first()).toBeVisible();

  // 3. The range and shown sections live in the URL.
  await page.getByRole('checkbox', { name: 'Backlinks' }).uncheck();
  await expect(page).toHaveURL(/sections=ai%2Caudits%2Cplan|sections=ai,audits,plan/);
  await expect(page.getByRole('region', { name: 'Backlinks' })).toHaveCount(0);

  // 4. An annotation: bad input is refused at the field, a good one shows on the chart.
  const notes = page.getByRole('region', { name: 'Annotations' });
  await notes.getByText('Add an annotation').click();
  const today = new Date().toISOString().slice(0, 10);
  await notes.getByRole('button', { name: 'Add annotation' }).click();
  await expect(notes.getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription(/1-120 characters/);
  await notes.getByLabel('Date').fill(today);
  await notes.getByRole('textbox', { name: 'Label' }).fill('New pricing page live');
  await notes.getByRole('button', { name: 'Add annotation' }).click();
  await expect(notes.getByRole('list', { name: 'Annotations' })).toContainText('New pricing page live');
  await expect(engine.getByTestId('report-trend').getByText('New pricing page live')).toBeVisible();

  // 5. Print media: navigation hidden, the Print button hidden, the chart still drawn.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(engine.getByTestId('report-trend').locator('svg').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('report-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // 6. Clean up: delete the marker (asks first).
  await notes.getByRole('button', { name: 'Delete annotation New pricing page live' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete annotation' }).click();
  await expect(notes.getByText('No annotations yet.')).toBeVisible();
});
