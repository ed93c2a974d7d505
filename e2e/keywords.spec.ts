import { expect, test, type Page } from './fixtures.ts';
import { readFileSync } from 'node:fs';

/** Every request that spends keyword credits, as the browser sends it. */
function countPaid(page: Page): string[] {
  const paid: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/data/v1/keywords/')) paid.push(`${r.method()} ${decodeURIComponent(r.url())}`);
  });
  return paid;
}

test('keyword research: bulk metrics, a filtered similar search paged, a reload that spends nothing, CSV and AI prompts', async ({
  page,
  request,
}) => {
  const paid = countPaid(page);

  // 1. Bulk metrics of a pasted list: trimmed, duplicates and empty lines dropped, 100 credits on the button.
  await page.goto('/keywords');
  await expect(page.getByRole('heading', { name: 'Keyword research', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bulk metrics' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('textbox', { name: 'Keywords, one a line' });
  await list.fill('hiking boots\n  Hiking Boots \n\ntrail running shoes\nzzqxvbnm kkkk\n');
  await expect(list).toHaveAccessibleDescription(
    '3 of 5,000 keywords (1 duplicate and 1 empty line dropped)',
  );
  await page.getByRole('button', { name: 'Get metrics for 3 keywords · 100 credits' }).click();
  const metrics = page.getByRole('table', { name: 'Keyword metrics (us)' });
  await expect(metrics.getByRole('row')).toHaveCount(4);
  // the sandbox has no data for gibberish: marked "no data", never 0
  const missing = metrics.getByRole('row', { name: /zzqxvbnm kkkk/ });
  await expect(missing.getByRole('cell').last()).toHaveText('no data');
  await expect(missing.getByRole('cell').nth(1)).toHaveText('—no data');
  // competition arrives as a string in the export and shows as a number
  await expect(
    metrics
      .getByRole('row', { name: /hiking boots/ })
      .getByRole('cell')
      .nth(4),
  ).toHaveText(/^0\.\d\d$/);
  expect(paid).toEqual([
    expect.stringMatching(/^POST http:\/\/[^/]+\/api\/data\/v1\/keywords\/export\?source=us$/),
  ]);
  await expect(
    page.getByRole('button', { name: 'Get metrics for 3 keywords · saved, no credits' }),
  ).toBeVisible();

  // 2. A similar search with three filters, then the next page. The tabs work from the keyboard too.
  await page.getByRole('tab', { name: 'Bulk metrics' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=similar/);
  await expect(page.getByRole('tab', { name: 'Similar' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Similar' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Seed keyword' }).fill('hiking boots');
  await page.getByRole('combobox', { name: 'Page size' }).selectOption('10');
  await page.getByRole('textbox', { name: 'Search volume from' }).fill('50');
  await page.getByRole('textbox', { name: 'Difficulty to' }).fill('800');
  await expect(page.getByRole('textbox', { name: 'Difficulty to' })).toHaveAccessibleDescription(
    'Enter a whole number from 0 to 100.',
  );
  await page.getByRole('textbox', { name: 'Difficulty to' }).fill('80');
  await page.getByRole('checkbox', { name: /C Commercial/ }).check();
  await page.getByRole('button', { name: 'Find similar keywords · up to 100 credits' }).click();
  const heading = page.getByRole('heading', { name: /^\d+ similar keywords for “hiking boots”$/ });
  await expect(heading).toBeVisible();
  expect(paid).toHaveLength(2);
  expect(paid[1]).toContain('filter[volume][from]=50');
  expect(paid[1]).toContain('filter[difficulty][to]=80');
  expect(paid[1]).toContain('filter[intents]=C');
  await expect(page.getByText(/This page: 10 keywords · 100 credits spent /)).toBeVisible();

  const results = page.getByRole('table', { name: 'Similar keywords for hiking boots' });
  const firstOfPage1 = await results.getByRole('rowheader').first().textContent();
  await page.getByRole('button', { name: /^Next page · up to \d+ credits$/ }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible();
  await expect(results.getByRole('rowheader').first()).not.toHaveText(firstOfPage1 ?? '');
  expect(paid).toHaveLength(3);
  expect(paid[2]).toContain('offset=10');
  const page2 = await results.getByRole('rowheader').allTextContents();

  // 3. The shared URL, reloaded and opened in another tab: the same results, not one new request.
  const shared = page.url();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(results.getByRole('rowheader')).toHaveText(page2);
  const other = await page.context().newPage();
  const paidInOther = countPaid(other);
  await other.goto(shared);
  await expect(
    other.getByRole('table', { name: 'Similar keywords for hiking boots' }).getByRole('rowheader'),
  ).toHaveText(page2);
  await other.close();
  expect(paid).toHaveLength(3);
  expect(paidInOther).toHaveLength(0);

  // 4. CSV of two selected rows, checked by content.
  await results.getByRole('checkbox', { name: `Select ${page2[0]}` }).check();
  await results.getByRole('checkbox', { name: `Select ${page2[1]}` }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export 2 selected as CSV' }).click(),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`keywords-similar-us-hiking-boots-${today}.csv`);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '"keyword","source","date","volume","cpc","difficulty","competition","intents","serp_features","read_at_utc"',
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(
    new RegExp(`^"${page2[0]}","us","${today}","\\d+","[\\d.]+","\\d+","[\\d.]+","[INTCL,]*C[INTCL,]*",`),
  );
  expect(lines[2]).toContain(`"${page2[1]}","us","${today}"`);

  // 5. The selection as prompts of an AI engine: a new engine of site 103, removed afterwards.
  const created = await request.post('/api/project/sites/103/airt/llm', {
    data: { base_name: 'chat_engine', country_code: 'US' },
  });
  expect(created.ok()).toBe(true);
  const engine = (await created.json()) as { id: number };
  try {
    await page.getByRole('button', { name: 'Add to AI prompts…' }).click();
    const form = page.getByRole('form', { name: 'Add to AI prompts' });
    await form.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'QuantaLedger (#103)' });
    await form
      .getByRole('combobox', { name: 'AI engine' })
      .selectOption({ label: `ChatGPT · US (#${engine.id})` });
    await form.getByRole('button', { name: 'Add 2 prompts' }).click();
    await expect(form.getByRole('status')).toContainText('Added 2, 0 already tracked.');
    await form.getByRole('button', { name: 'Add 2 prompts' }).click();
    await expect(form.getByRole('status')).toContainText('Added 0, 2 already tracked.');
    const prompts = (await (
      await request.get(`/api/project/sites/103/airt/llm/${engine.id}/prompts`)
    ).json()) as {
      items: { keyword: string }[];
    };
    expect(prompts.items.map((p) => p.keyword).sort()).toEqual([page2[0], page2[1]].sort());
  } finally {
    await request.delete(`/api/project/sites/103/airt/llm/${engine.id}`);
  }
  // none of this spent keyword credits
  expect(paid).toHaveLength(3);
});

test('a database that names no country is refused at the field: nothing is sent and the search is kept', async ({
  page,
}) => {
  const paid = countPaid(page);
  await page.goto('/keywords?tab=questions');
  const database = page.getByRole('combobox', { name: 'Database (country code)' });
  await database.fill('zz');
  await page.getByRole('textbox', { name: 'Seed keyword' }).fill('trail shoes');
  await page.getByRole('button', { name: 'Find questions · up to 1,000 credits' }).click();
  // the browser's own name for "ZZ" is "Unknown Region": the field says what is wrong instead
  await expect(database).toHaveAccessibleDescription(/“zz” is no country’s code/);
  await expect(page.getByRole('textbox', { name: 'Seed keyword' })).toHaveValue('trail shoes');

  // corrected, the same form sends once: the refused search never went out before it
  await database.fill('gb');
  const sent = page.waitForRequest((r) => r.url().includes('/api/data/v1/keywords/questions'));
  await page.getByRole('button', { name: 'Find questions · up to 1,000 credits' }).click();
  expect(new URL((await sent).url()).searchParams.get('source')).toBe('gb');
  expect(paid).toHaveLength(1);
});

test('a repeated search is answered from the server’s cache, marked and free; Refresh pays again only after confirming', async ({
  page,
  request,
}) => {
  const spentToday = async () =>
    ((await (await request.get('/api/local/credits')).json()) as { today: number }).today;
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/data/v1/keywords/') && r.headers()['x-searchboard-refresh'] === '1')
      refreshes.push(r.url());
  });
  const paid = countPaid(page);
  const before = await spentToday();

  // 1. A related search, paid once: it came from the service, so nothing says "from cache".
  await page.goto('/keywords?tab=related');
  await page.getByRole('textbox', { name: 'Seed keyword' }).fill('trekking poles');
  await page.getByRole('combobox', { name: 'Page size' }).selectOption('10');
  await page.getByRole('button', { name: 'Find related keywords · up to 100 credits' }).click();
  const heading = page.getByRole('heading', { name: /^\d+ related keywords for “trekking poles”$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/This page: 10 keywords · 100 credits spent /)).toBeVisible();
  await expect(page.getByText(/From cache/)).toHaveCount(0);
  expect(await spentToday()).toBe(before + 100);

  // 2. The same search from a browser without it saved (as a teammate would): the server answers from its
  // cache, the page says so and when it was first fetched, and nothing more is spent.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Run this search · up to 100 credits' }).click();
  await expect(heading).toBeVisible();
  await expect(page.getByText('From cache · no credits spent')).toBeVisible();
  await expect(page.getByText(/^First fetched /)).toBeVisible();
  // the page's cost agrees with the badge: paid at the first fetch, nothing now
  await expect(
    page.getByText(/This page: 10 keywords · 100 credits when first fetched .+; 0 credits now/),
  ).toBeVisible();
  await expect(page.getByText(/credits spent /)).toHaveCount(0);
  expect(paid).toHaveLength(2);
  expect(await spentToday()).toBe(before + 100);

  // 3. Refresh shows its cost and asks first; Cancel sends nothing, confirming asks the service again.
  await page.getByRole('button', { name: 'Refresh · up to 100 credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refresh for up to 100 credits?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(paid).toHaveLength(2);
  await page.getByRole('button', { name: 'Refresh · up to 100 credits' }).click();
  await dialog.getByRole('button', { name: 'Refresh · up to 100 credits' }).click();
  await expect(page.getByText('From cache · no credits spent')).toBeHidden();
  await expect(heading).toBeVisible();
  expect(paid).toHaveLength(3);
  expect(refreshes).toHaveLength(1);
  expect(await spentToday()).toBe(before + 200);

  // 4. The account page shows the spend: two charged calls and the free cache hit between them.
  await page.goto('/account');
  const calls = page.getByRole('row').filter({ hasText: 'trekking poles (us)' });
  await expect(calls).toHaveCount(3);
  await expect(calls.nth(0)).toContainText('Charged');
  await expect(calls.nth(1)).toContainText('From cache (no charge)');
  await expect(calls.nth(2)).toContainText('Charged');
  await expect(calls.filter({ hasText: 'Related keywords' })).toHaveCount(3);
});

test('an address with an unknown tab or sort opens the default tab, not an error', async ({ page }) => {
  const paid = countPaid(page);
  await page.goto('/keywords?tab=discovery&sort=zz&order=up');
  await expect(page.getByRole('heading', { name: 'Keyword research', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bulk metrics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Keywords, one a line' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(paid).toEqual([]);
});
