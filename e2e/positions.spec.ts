import { readFileSync } from 'node:fs';
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
  await page.getByLabel('Tags (optional)').fill('tax, core');
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
  // the trend: the site's first day on its charts, and a trend cell per keyword
  await expect(page.getByRole('heading', { name: 'Site trend, last 90 days' })).toBeVisible();
  await expect(page.getByTestId('top-share-chart')).toBeVisible();

  // 4. Filters: every keyword left in "Top 10" ranks 1-10; "Not ranking" lists those not in the top 100.
  // The table is read whole each time, until it shows the filter's rows (the address changes first, then the
  // table is drawn again: rows read in between are the old ones, or gone).
  const shownPositions = async () => {
    try {
      const rows = await table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') })
        .all();
      return await Promise.all(
        // the first cell is the row's pick box, the position follows the keyword (the row header)
        rows.map(async (r) => (await r.getByRole('cell').nth(1).innerText({ timeout: 1000 })).trim()),
      );
    } catch {
      return null; // a row went while it was read: read again
    }
  };
  await page.getByRole('button', { name: 'Top 10', exact: true }).click();
  await expect(page).toHaveURL(/filter=top10/);
  await expect
    .poll(async () => (await shownPositions())?.every((p) => Number(p) >= 1 && Number(p) <= 10))
    .toBe(true);
  await page.getByRole('button', { name: 'Not ranking', exact: true }).click();
  await expect(page).toHaveURL(/filter=not-ranking/);
  await expect.poll(async () => (await shownPositions())?.every((p) => p === 'not in top 100')).toBe(true);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(5);
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('tax');
  await expect(page).toHaveURL(/tag=tax/);
  await expect(table.getByRole('row')).toHaveCount(5);

  // Export CSV: what is shown, with read_at_utc as every export; a keyword not found has an empty position.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV (4)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^positions-quantaledger-io-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) as string, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(5);
  expect(csv[0]).toMatch(/^\uFEFF?"keyword",.*"found","position",.*"read_at_utc"$/);
  // found, then position: a keyword not found has an empty position, never "0"
  for (const line of csv.slice(1)) expect(line).toMatch(/"true","([1-9]\d?|100)",|"false","",/);

  // 5. One keyword's history: today's check, with its ranking URL or "not in top 100" (never a 0).
  await page.getByRole('button', { name: 'History of crypto tax software', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'History of “crypto tax software”' })).toBeVisible();
  const days = page.getByRole('table', { name: 'Positions by day' });
  await expect(days.getByRole('row')).toHaveCount(2);
  await expect(days.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
    /^([1-9]\d?|100|not in top 100)$/,
  );

  // 6. Stop tracking one keyword: asked first with what it saves; the table and the cost line count one fewer.
  await page.getByRole('button', { name: 'Remove invoice app', exact: true }).click();
  const removal = page.getByRole('dialog', { name: 'Stop tracking “invoice app”?' });
  await expect(removal).toContainText('Stops 1 keyword: saves 1 × 10 = 10 credits a day');
  await removal.getByRole('button', { name: 'Remove 1 keyword' }).click();
  await expect(page.getByRole('heading', { name: 'Tracked keywords (3)' })).toBeVisible();
  await expect(page.getByText(/^Tracking 3 keywords · 30 credits per run/).first()).toBeVisible();
});

test('Rank tracking at 1366 px: every column in view, each ranking URL path first', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/sites/101/positions');
  const table = page.getByRole('table', { name: /Tracked keywords/ });
  await expect(table.getByRole('link').first()).toBeVisible();
  // the box the table scrolls in: what lies right of its visible width is cut off
  const box = page.getByTestId('positions-scroll');
  const visibleRight = await box.evaluate(
    (el) => el.getBoundingClientRect().left + el.clientLeft + el.clientWidth,
  );
  const last = [
    table.getByRole('columnheader').last(),
    ...(
      await table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') })
        .all()
    )
      .slice(0, 5)
      .map((row) => row.getByRole('cell').last()),
  ];
  for (const cell of last) {
    const b = await cell.boundingBox();
    expect(b, 'the last column is drawn').not.toBeNull();
    expect(b!.x + b!.width, 'the last column ends inside the table’s box').toBeLessThanOrEqual(
      visibleRight + 0.5,
    );
  }
  await expect(table.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
  // the site's URLs share its host: the path leads, where a cut cannot hide it
  const url = table.getByRole('link').first();
  expect(await url.innerText()).toMatch(/^\//);
  expect(await url.getAttribute('title')).toMatch(/^https?:\/\/[^/]*northwind-outdoor\.com\//);
});

test('Rank tracking on a fresh install: the seeded site, its trend, competitors, filters and a share link’s positions section', async ({
  page,
  browser,
}) => {
  // a fresh install opens on a lived-in rank tracker: one seeded site with 60 tracked keywords and 90 days of history
  await page.goto('/sites/101/positions');
  await expect(page.getByRole('heading', { name: 'Tracked keywords (60)' })).toBeVisible();
  await expect(page.getByTestId('average-position-chart')).toBeVisible();
  const competitors = page.getByRole('table', { name: 'Competitors most often in the top 10' });
  await expect(competitors.getByRole('row')).toHaveCount(6);
  await expect(page.getByText(/skipped \(budget\)/).first()).toBeHidden(); // only the last 10 runs are listed

  // filters in the URL: a location and a tag narrow the table
  await page.getByRole('combobox', { name: 'Location' }).first().selectOption({ label: 'United Kingdom' });
  await expect(page).toHaveURL(/location=2826/);
  await expect(page.getByText('Showing 12 of 60.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('boots');
  await expect(page.getByText(/^Showing 2 of 60\./)).toBeVisible();
  for (const row of (
    await page
      .getByRole('table', { name: /Tracked keywords/ })
      .getByRole('row')
      .all()
  ).slice(1))
    await expect(row.getByRole('rowheader')).toContainText('United Kingdom · boots');

  // one keyword’s history: 89 checked days and the header row (the day the budget skipped has no row: a gap)
  await page.goto('/sites/101/positions?tag=boots&sort=keyword');
  await page.getByRole('button', { name: 'History of hiking boots', exact: true }).click();
  const days = page.getByRole('table', { name: 'Positions by day' });
  await expect(days.getByRole('row')).toHaveCount(90);

  // the report's positions section, in a share link opened in a fresh browser
  await page.goto('/reports/101');
  const section = page.getByRole('region', { name: 'Rank tracking' });
  await expect(section.getByText(/^60 keywords tracked for northwind-outdoor\.com, daily/)).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  await dialog.getByRole('textbox', { name: 'Label (optional)' }).fill('E2E positions');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  const other = await browser.newContext();
  try {
    const shared = await other.newPage();
    await shared.goto(url);
    const inShare = shared.getByRole('region', { name: 'Rank tracking' });
    await expect(inShare.getByText(/^60 keywords tracked/)).toBeVisible();
    await expect(inShare.getByText('In the top 10', { exact: true }).first()).toBeVisible();
    await expect(inShare.getByRole('link', { name: 'Open rank tracking' })).toHaveCount(0);
    await shared.screenshot({ path: test.info().outputPath('shared-positions.png'), fullPage: true });
  } finally {
    await other.close();
  }
  // the link is this walk's own: revoke it so other walks see the site's links as they were
  const row = dialog.getByRole('row').filter({ hasText: 'E2E positions' });
  await row.getByRole('button', { name: 'Revoke E2E positions' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this share link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(row).toContainText('Revoked');
});
