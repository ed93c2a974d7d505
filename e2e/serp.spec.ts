import { expect, test, type Page } from './fixtures.ts';
import { downloadCsv } from './csv-download.ts';
import { wire } from './vocabulary.ts';

// Twelve queries of our own (the seeded tasks 480001-480008 are left alone). In e2e a SERP is collected 2.5 s
// after it is queued.
const QUERIES = [
  'trail running shoes',
  'hiking boots for women',
  'camping tent',
  'lightweight backpack',
  'rain jacket',
  'hiking poles',
  'buy hiking boots',
  'hiking socks',
  'best hiking boots',
  'trekking boots review',
  'waterproof trail shoes',
  'ultralight sleeping bag',
];

const taskRow = (page: Page, query: string) =>
  page
    .getByRole('table', { name: 'SERP tasks of the last 24 hours' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: query, exact: true }) });

test('SERP: queue 12 queries as two requests, watch them complete, read standard and advanced results, browse the HTML dump, find the tasks @vocabulary', async ({
  page,
}) => {
  const created: { query: string[]; tag?: string }[] = [];
  const advancedCalls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && path === '/api/data/v1/serp/classic/tasks') created.push(r.postDataJSON());
    if (path.endsWith('/results_advanced')) advancedCalls.push(r.url());
  });

  // 1. Queue 12 queries: the cost shows first; they go as two requests (10 + 2).
  await page.goto('/serp');
  await expect(page.getByRole('heading', { name: 'SERP collection', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Queries' }).fill(QUERIES.join('\n'));
  await expect(page.getByTestId('serp-cost')).toContainText('12 queries = 120 credits, sent as 2 requests');
  await page.getByRole('combobox', { name: 'Device' }).selectOption('desktop');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await page.getByRole('searchbox', { name: 'City or region' }).fill('Austin');
  await page.getByRole('radio', { name: /Austin, Texas, United States US · id 1012009/ }).check();
  await expect(page.getByText('Chosen: Austin, Texas, United States (US, id 1012009)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tag (optional)' }).fill('e2e-walk');
  await page.getByRole('button', { name: 'Queue 12 queries (120 credits)' }).click();
  await expect(page.getByText('Queued 12 queries in 2 requests.')).toBeVisible();
  expect(created.map((c) => c.query)).toEqual([QUERIES.slice(0, 10), QUERIES.slice(10)]);
  expect(created[0]).toMatchObject({
    // the service's own name for the engine in the vocabulary pass, the spec's label otherwise
    search_engine: wire('web_search_engine_1', 'google'),
    location_id: 1012009,
    tag: 'e2e-walk',
  });
  await expect(page.getByRole('textbox', { name: 'Queries' })).toHaveValue('');

  // 2. Watch them complete: the list refreshes by itself until none is running.
  for (const q of QUERIES) await expect(taskRow(page, q)).toContainText('Completed', { timeout: 30_000 });
  await expect(page.getByText(/running · updating automatically/)).toHaveCount(0);
  const first = taskRow(page, QUERIES[0]!);
  await expect(first).toContainText('Austin, Texas, United States (1012009)');
  await expect(first).toContainText('desktop');
  await expect(first).toContainText('tag: e2e-walk');
  await expect(first).toContainText(/Expires in 2[34] h/);

  // 3. The standard results: top 100 with ranks, links and the summary.
  await first.getByRole('link', { name: QUERIES[0], exact: true }).click();
  await expect(page.getByRole('heading', { name: '“trail running shoes”', level: 1 })).toBeVisible();
  const standard = page.getByRole('table', { name: 'Standard results, top 100' });
  await expect(standard.getByRole('row')).toHaveCount(101);
  await expect(standard.getByRole('row').nth(1)).toContainText('1 / 1');
  // one label table for both: the summary's feature chips read as the keywords page's do
  await expect(page.getByRole('list', { name: 'SERP features' })).toContainText('AI overview');
  await expect(page.getByRole('list', { name: 'SERP features' })).not.toContainText('ai_overview');
  await expect(page.getByText(/^2[34] h .*more \(until/)).toBeVisible();

  // 4. Advanced results only after confirming their 10 credits; fetched once.
  await page.getByRole('link', { name: /Advanced results/ }).click();
  await page.getByRole('button', { name: 'Get advanced results (10 credits)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spend 10 credits on advanced results?' });
  await dialog.getByRole('button', { name: 'Spend 10 credits' }).click();
  const items = page.getByRole('list', { name: 'Advanced result items' });
  for (const block of [
    'AI overview',
    'Featured snippet',
    'Local pack',
    'People also ask',
    'Images',
    'Related searches',
  ])
    await expect(items.getByRole('heading', { name: block }).first()).toBeVisible();
  await expect(items.getByRole('list', { name: 'Searches' }).getByRole('listitem').first()).toBeVisible();
  expect(advancedCalls).toHaveLength(1);
  await page.getByRole('link', { name: 'Standard results' }).click();
  await page.getByRole('link', { name: /Advanced results/ }).click();
  await page.reload();
  await expect(items.getByRole('heading', { name: 'AI overview' })).toBeVisible();
  expect(advancedCalls).toHaveLength(1);

  // 5. The HTML dump's page 1, inside the app, in a frame where the page's own script does not run.
  await page.getByRole('link', { name: 'HTML dump' }).click();
  await expect(page.getByLabel('manifest.json')).toContainText('"keyword": "trail running shoes"');
  await expect(page.getByRole('navigation', { name: 'Pages of the dump' }).getByRole('link')).toHaveCount(10);
  await page.getByRole('link', { name: 'desktop/page-1.html' }).click();
  const frameEl = page.getByTitle('HTML dump page desktop/page-1.html');
  await expect(frameEl).toHaveAttribute('sandbox', '');
  const frame = page.frameLocator('iframe[title="HTML dump page desktop/page-1.html"]');
  await expect(frame.getByRole('heading').first()).toBeVisible();
  await expect(frame.locator('.result')).toHaveCount(10);
  await expect(frame.locator('#inline-script-ran')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download ZIP/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^serp-task-\d+\.zip$/);

  // 6. Find the tasks in the list.
  await page.getByRole('link', { name: '← All SERP tasks' }).click();
  await page.getByRole('searchbox', { name: 'Find a query' }).fill('boots');
  await expect(page).toHaveURL(/q=boots/);
  for (const q of QUERIES.filter((x) => x.includes('boots'))) await expect(taskRow(page, q)).toBeVisible();
  await expect(taskRow(page, 'camping tent')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Find a query' }).fill('');
  for (const q of QUERIES) await expect(taskRow(page, q)).toBeVisible();

  // 7. The account page's ledger names what was paid for: 12 queries sent as 10 + 2, and the advanced result.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  const spend = page.getByRole('region', { name: 'Credits spent' });
  const paidRow = (operation: string, credits: string) =>
    spend
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: operation, exact: true }) })
      .filter({
        has: page.getByRole('cell', { name: credits, exact: true }),
      });
  // spec: "add SERP tasks 10 per keyword; advanced SERP results 10"
  await expect(paidRow('SERP tasks', '100').first()).toBeVisible();
  await expect(paidRow('SERP tasks', '20').first()).toBeVisible();
  await expect(paidRow('Advanced SERP results', '10').first()).toBeVisible();
  const ledger = await downloadCsv(page, spend.getByRole('button', { name: 'Export CSV' }));
  expect(ledger.records.find((r) => r['operation id'] === 'serp.results.advanced')).toMatchObject({
    operation: 'Advanced SERP results',
    credits: '10',
  });
});
