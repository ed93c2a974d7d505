import { dropAnnotations, expect, test } from './fixtures.ts';

// the walk's own markers go even when it fails before its clean-up (site 101 is shared with the other walks)
test.afterEach(async ({ request }) => dropAnnotations(request, 101, ['Engine model update']));
import { downloadCsv } from './csv-download.ts';
import { wire } from './vocabulary.ts';

// Site 103 starts with no brand and no engine (sandbox seed), so the seeded demo of sites 101/102 stays intact.
test('AI visibility: brand, engine, prompts, status, statistics, a prompt chart, then clean up @vocabulary', async ({
  page,
}) => {
  const engineBodies: { base_name?: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/project/sites/103/airt/llm')
      engineBodies.push(r.postDataJSON());
  });
  await page.goto('/sites/103/ai');
  await expect(page.getByRole('heading', { name: 'AI visibility', level: 1 })).toBeVisible();
  await expect(page.getByText('No brand is set yet')).toBeVisible();
  await expect(page.getByText('This site tracks no AI engine yet')).toBeVisible();

  // 1. Set the brand; changing it later asks first (spec: POST brands "overwrites").
  await page.getByRole('button', { name: 'Set brand' }).click();
  await expect(page.getByRole('textbox', { name: 'Brand name' })).toHaveAccessibleDescription(
    'Enter the brand name.',
  );
  await page.getByRole('textbox', { name: 'Brand name' }).fill('Contoso Trails');
  await page.getByRole('button', { name: 'Set brand' }).click();
  await expect(page.getByText('Mentions are counted for Contoso Trails.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New brand name' }).fill('Contoso');
  await page.getByRole('button', { name: 'Change brand' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace the brand?' });
  await expect(replace).toContainText('Contoso Trails will be replaced by Contoso');
  await replace.getByRole('button', { name: 'Replace brand' }).click();
  await expect(page.getByText('Mentions are counted for Contoso.')).toBeVisible();
  // The dialog stays open ("Working…") until every read the new brand makes stale has come back; the brand's own
  // read can come first. Under faults an engine list answered 429 and was retried a second later, and the walk
  // typed into the engine form behind the still-open modal dialog: the page was inert and the text went nowhere.
  await expect(replace).toBeHidden();

  // 2. Add an engine. The service's region check shows at the region field (for either name of the engine).
  const add = page.getByRole('form', { name: 'Add an engine' });
  await add.getByRole('combobox', { name: 'Engine' }).selectOption({ label: 'Google AI Mode' });
  await add.getByRole('combobox', { name: 'Country' }).fill('US');
  await add.getByRole('combobox', { name: 'Region (optional)' }).fill('Paris');
  await add.getByRole('button', { name: 'Add engine' }).click();
  await expect(add.getByRole('combobox', { name: 'Region (optional)' })).toHaveAccessibleDescription(
    /does not match country/,
  );
  // the service's own form of a region name, as the form offers it
  await add.getByRole('combobox', { name: 'Region (optional)' }).fill('New York, NY, USA');
  await add.getByRole('button', { name: 'Add engine' }).click();
  await expect(add.getByRole('status')).toContainText(/Added Google AI Mode #\d+/);
  // the engine goes by the names of the sandbox's vocabulary (the service's own in the vocabulary pass)
  expect(engineBodies.map((b) => b.base_name)).toEqual([
    wire('mode_engine', 'google_ai_mode'),
    wire('mode_engine', 'google_ai_mode'),
  ]);
  const engines = page.getByRole('list', { name: 'Engines' });
  await expect(engines.getByRole('heading', { name: 'Google AI Mode' })).toBeVisible();
  // a known engine's badge is its id, not "Other"
  await expect(engines.getByText(/^#\d+$/)).toBeVisible();
  await expect(engines.getByText(/^Other/)).toHaveCount(0);
  await expect(engines.getByText('Never checked')).toBeVisible();
  await expect(engines.getByText(/within 40 km/)).toBeVisible();
  await add.getByRole('link', { name: 'Add its prompts' }).click();
  await expect(page).toHaveURL(/\/sites\/103\/ai\/\d+\?tab=prompts$/);
  await expect(page.getByRole('heading', { name: /^Google AI Mode #\d+$/ })).toBeVisible();

  // 3. Add prompts, with a repeated line and then one the engine already tracks.
  const box = page.getByRole('textbox', { name: 'Prompts, one per line' });
  // an empty list would send nothing: the button is disabled and says why
  await expect(page.getByRole('button', { name: 'Add prompts' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add prompts' })).toHaveAccessibleDescription(
    'Nothing to add yet: type or paste at least one prompt.',
  );
  await box.fill(
    'best trail shoes\nwaterproof hiking jacket\nBest trail shoes\ncontoso trail backpack review',
  );
  await page.getByRole('button', { name: 'Add prompts' }).click();
  await expect(page.getByText('Added 3, 0 already tracked, 1 duplicate line folded.')).toBeVisible();
  await box.fill('waterproof hiking jacket\nhow to lace hiking boots');
  await page.getByRole('button', { name: 'Add prompts' }).click();
  await expect(page.getByText('Added 1, 1 already tracked.')).toBeVisible();
  const prompts = page.getByRole('table', { name: 'Tracked prompts' });
  await expect(prompts.getByRole('row')).toHaveCount(5);

  // 4. The status climbs to 100 as the new prompts are checked.
  const progress = page.getByRole('progressbar', { name: /prompts checked today/ });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status).toContainText('Checked today');
  await expect(status).toContainText('4 of 4 prompts checked');
  await expect(status).not.toContainText('Never checked');

  // 5. Statistics of a non-overview engine: presence plus answers with sources; top N goes into the URL.
  await page
    .getByRole('navigation', { name: 'Engine sections' })
    .getByRole('link', { name: 'Statistics' })
    .click();
  const stats = page.getByRole('region', { name: /^Statistics/ });
  await expect(stats.getByText('Link presence')).toBeVisible();
  await expect(stats.getByText('Answers with sources')).toBeVisible();
  await expect(stats.getByText('AI overview presence')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Count positions' }).selectOption({ label: 'Top 3' });
  await expect(page).toHaveURL(/top=3/);
  await expect(page.getByRole('heading', { name: /Statistics .*top 3/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Visibility trend' })).toBeVisible();

  // 6. A prompt's chart, from the rankings.
  await page
    .getByRole('navigation', { name: 'Engine sections' })
    .getByRole('link', { name: 'Rankings' })
    .click();
  const rankings = page.getByRole('table', { name: 'Prompt rankings' });
  await expect(rankings.getByRole('row')).toHaveCount(5);
  await expect(rankings.getByRole('img').first()).toHaveAttribute('aria-label', /Latest link|Not checked/);
  await rankings.getByRole('button', { name: 'Open chart for best trail shoes' }).click();
  await expect(page).toHaveURL(/prompt=\d+/);
  await expect(page.getByRole('heading', { name: '“best trail shoes”' })).toBeVisible();
  await expect(page.getByText(/\d+ days? with an AI answer/)).toBeVisible();
  // the person opens the table under a drawn chart: while it draws, what is below it still moves
  const detail = page.getByRole('region', { name: '“best trail shoes”' });
  await expect(detail.locator('svg.recharts-surface').first()).toBeVisible();
  await page.getByText('Show daily positions as a table').click();
  await expect(page.getByRole('table', { name: 'Daily positions of “best trail shoes”' })).toBeVisible();
  await page.getByRole('button', { name: 'Close chart' }).click();
  await expect(page.getByRole('heading', { name: '“best trail shoes”' })).toHaveCount(0);

  // 7. Delete two prompts after a confirmation.
  await page
    .getByRole('navigation', { name: 'Engine sections' })
    .getByRole('link', { name: 'Prompts' })
    .click();
  await page.getByRole('checkbox', { name: 'Select best trail shoes' }).check();
  await page.getByRole('checkbox', { name: 'Select how to lace hiking boots' }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  const confirmPrompts = page.getByRole('dialog', { name: 'Delete 2 prompts?' });
  await confirmPrompts.getByRole('button', { name: 'Delete prompts' }).click();
  await expect(page.getByText('Deleted 2 prompts.')).toBeVisible();
  await expect(prompts.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('2 of 2 prompts checked');

  // 8. Delete the engine after a confirmation: back on the site's page (same top N), which tracks nothing again.
  await page.getByRole('button', { name: /^Delete Google AI Mode #\d+$/ }).click();
  const confirmEngine = page.getByRole('dialog', { name: /^Delete Google AI Mode #\d+\?$/ });
  await confirmEngine.getByRole('button', { name: 'Delete engine' }).click();
  await expect(page).toHaveURL(/\/sites\/103\/ai\?top=3$/);
  await expect(page.getByText('This site tracks no AI engine yet')).toBeVisible();
});

test('the seeded demo: engines of every kind, the comparison, and an unknown engine id @vocabulary', async ({
  page,
  request,
}) => {
  // the seeded engines carry the names of the sandbox's vocabulary; the page shows their products either way
  const seeded = await request.get('/api/project/sites/101/airt/llm');
  expect(((await seeded.json()) as { base_name: string }[]).map((e) => e.base_name)).toEqual([
    wire('chat_engine', 'chatgpt'),
    wire('overview_engine', 'google_ai_overview'),
    wire('mode_engine', 'google_ai_mode'),
    wire('answer_engine', 'perplexity'),
    wire('assistant_engine', 'gemini'),
  ]);
  await page.goto('/sites/101/ai');
  const engines = page.getByRole('list', { name: 'Engines' });
  await expect(engines.getByRole('listitem')).toHaveCount(5);
  for (const product of ['ChatGPT', 'Google AI Overview', 'Google AI Mode', 'Perplexity', 'Gemini'])
    await expect(engines.getByRole('heading', { name: product })).toBeVisible();
  await expect(engines.getByText(/^Other/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Engines compared' })).toBeVisible();
  await page.getByText('Show as a table').click();
  await expect(
    page.getByRole('table', { name: 'Link and mention presence by engine' }).getByRole('row'),
  ).toHaveCount(6);
  // the overview engine answers with AI-overview presence and organic overlap
  await engines.getByRole('link', { name: 'Open Google AI Overview #302' }).click();
  await expect(page.getByText('AI overview presence')).toBeVisible();
  await expect(page.getByText('Organic overlap')).toBeVisible();
  await expect(page.getByText('Answers with sources')).toHaveCount(0);
  // spec: "404 if site or engine missing": a page that says which, with the way back
  await page.goto('/sites/101/ai/999999');
  await expect(page.getByRole('heading', { name: 'AI engine #999999 not found' })).toBeVisible();
  await expect(page.getByText('LLM engine not found')).toBeVisible();
  await page.getByRole('link', { name: '← AI visibility of site #101' }).click();
  await expect(engines.getByRole('listitem')).toHaveCount(5);
  for (const path of ['/sites/999999/ai', '/sites/999999/ai/301', '/sites/999999/plan', '/reports/999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Site #999999 not found' })).toBeVisible();
  }
  // the unknown site is not remembered: elsewhere the header and the sidebar point at the last site
  // the service knows
  await expect(page.getByRole('button', { name: /Forget site #999999/ })).toHaveCount(0);
  await page.goto('/keywords');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI visibility' }),
  ).toHaveAttribute('href', '/sites/101/ai');
  await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue('101');
});

test("the site's trend with the team's markers, a day clicked to add one, and the rankings as CSV", async ({
  page,
}) => {
  // The trend on the site page: one engine at a time, the choice kept in the URL.
  await page.goto('/sites/101/ai');
  const trend = page.getByRole('region', { name: 'Visibility trend' });
  await trend.getByRole('combobox', { name: 'Engine' }).selectOption('302');
  await expect(page).toHaveURL(/engine=302/);
  const chart = trend.getByTestId('trend-chart');
  // a chart draws as it comes near the viewport: the person scrolls down to it
  await trend.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg').first()).toBeVisible();

  // Clicking a day on the chart opens the add form on that day.
  const notes = page.getByRole('region', { name: 'Annotations' });
  const box = await chart.boundingBox();
  if (!box) throw new Error('the trend chart has no box');
  const middle = { x: box.width * 0.5, y: box.height * 0.5 };
  await chart.hover({ position: middle });
  await chart.click({ position: middle });
  await expect(notes.getByLabel('Date', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(notes.getByRole('textbox', { name: 'Label' })).toBeFocused();
  await notes.getByRole('textbox', { name: 'Label' }).fill('Engine model update');
  await notes.getByRole('button', { name: 'Add annotation' }).click();
  // the marker's label on the chart (exact: the tooltip, still open on that day, lists it as "┆ Engine model update")
  await expect(chart.getByText('Engine model update', { exact: true })).toBeVisible();

  // The same marker on the engine page's trend (another chart of the same site).
  await page.goto('/sites/101/ai/302');
  const engineTrend = page.getByRole('region', { name: 'Visibility trend' });
  await expect(
    engineTrend.getByTestId('trend-chart').getByText('Engine model update', { exact: true }),
  ).toBeVisible();

  // Rankings as CSV: BOM, header, a prompt the table shows, and an empty cell for a day without an AI block.
  await page.goto('/sites/101/ai/301?tab=rankings');
  const firstPrompt = await page
    .getByRole('table', { name: 'Prompt rankings' })
    .getByRole('rowheader')
    .first()
    .textContent();
  const csv = await downloadCsv(page, page.getByRole('button', { name: /^Export (this page )?\(?CSV\)?$/ }));
  expect(csv.name).toMatch(
    /^site-101-engine-301-rankings-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  expect(csv.text.startsWith('\uFEFF"prompt","keyword_id"')).toBe(true);
  expect(csv.header).toContain('url_position');
  expect(csv.header).toContain('read_at_utc');
  expect(csv.records.some((r) => r.prompt === firstPrompt?.trim())).toBe(true);
  // spec: url_position null = no AI block that day, written empty (never 0); a dated row all the same
  const gap = csv.records.find((r) => r.url_position === '' && r.date !== '');
  expect(gap?.urls_count).toBe('');

  // Clean up: the marker goes (after a confirmation), so other walks see the seed as it was.
  await page.goto('/sites/101/ai');
  await notes.getByRole('button', { name: 'Delete annotation Engine model update' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete annotation' }).click();
  await expect(notes.getByText('No annotations yet.')).toBeVisible();
});
