import { expect, test } from './fixtures.ts';

// Site 103 (QuantaLedger), which no other walk tracks keywords for. The sandbox ranks a seeded site for most
// keywords of its topic, at places that move from day to day.
const KEYWORDS = [
  'crypto tax software',
  'bitcoin tax calculator',
  'bookkeeping for freelancers',
  'invoice app',
];

test('Rank tracking: add keywords seeing the cost, run now, see positions, filter, open a keyword’s history', async ({
  page,
}) => {
  await page.goto('/sites/103/positions');
  await expect(page.getByRole('heading', { level: 1, name: /Rank tracking/ })).toBeVisible();

  // 1. Paste the keywords: what tracking them costs shows before anything runs (10 credits per keyword per run).
  await page.getByLabel('Keywords, one a line').fill(KEYWORDS.join('\n'));
  await page.getByLabel('Site domain to match').fill('quantaledger.io');
  await expect(
    page.getByText(
      /With these 4 added, tracking 4 keywords · 40 credits per run · about 1,200 credits a month/,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add keywords' }).click();
  await expect(page.getByRole('heading', { name: 'Tracked keywords (4)' })).toBeVisible();
  const table = page.getByRole('table', { name: /Tracked keywords/ });
  await expect(table.getByText('not checked yet')).toHaveCount(4);

  // 2. Run now: the confirmation says what it costs; nothing is spent before it.
  await page.getByRole('button', { name: 'Run all now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run all 4 keywords now?' });
  await expect(dialog).toContainText('40 credits');
  await dialog.getByRole('button', { name: 'Run · 40 credits' }).click();

  // 3. Positions arrive as the SERP tasks are collected.
  await expect(table.getByText('not checked yet')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/Last run: .* \(manual\) · done — 4 of 4 keywords recorded/)).toBeVisible();
  const positions = async () => (await table.getByRole('row').all()).length - 1; // minus the header row
  expect(await positions()).toBe(4);

  // 4. Filters: every keyword left in "Top 10" ranks 1-10; "Not ranking" lists those not in the top 100.
  await page.getByRole('button', { name: 'Top 10', exact: true }).click();
  await expect(page).toHaveURL(/filter=top10/);
  const top10 = await table.getByRole('row').all();
  for (const row of top10.slice(1)) {
    const cell = (await row.getByRole('cell').first().innerText()).trim();
    expect(Number(cell)).toBeGreaterThanOrEqual(1);
    expect(Number(cell)).toBeLessThanOrEqual(10);
  }
  await page.getByRole('button', { name: 'Not ranking', exact: true }).click();
  await expect(page).toHaveURL(/filter=not-ranking/);
  for (const row of (await table.getByRole('row').all()).slice(1))
    await expect(row.getByRole('cell').first()).toHaveText('not in top 100');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(5);

  // 5. One keyword's history: today's check, with its ranking URL or "not in top 100" (never a 0).
  await page.getByRole('button', { name: 'History of crypto tax software', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'History of “crypto tax software”' })).toBeVisible();
  const days = page.getByRole('table', { name: 'Positions by day' });
  await expect(days.getByRole('row')).toHaveCount(2);
  await expect(days.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
    /^([1-9]\d?|100|not in top 100)$/,
  );
});
