import { dropAnnotations, expect, test } from './fixtures.ts';

// the walk's own markers go even when it fails before its clean-up (site 101 is shared with the other walks)
test.afterEach(async ({ request }) => dropAnnotations(request, 101, ['New pricing page live']));
import { downloadCsv } from './csv-download.ts';

// Site 101 is the sandbox's seeded demo (engines 301…, audits, plan). This walk only adds its own annotation
// and deletes it again, so other specs see the seed as it was.
test('site report: figures match the AI page, an annotation on the chart, print view', async ({ page }) => {
  // 1. The AI page's link presence for engine 301 (all positions, last 30 days: the defaults of both pages).
  await page.goto('/sites/101/ai/301?tab=statistics');
  const stats = page.getByRole('region', { name: /^Statistics/ });
  // the link presence tile's value: the range's mean, drawn once the daily rankings are read
  const tile = stats
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Link presence$/ }) })
    .getByRole('definition')
    .first();
  await expect(tile).toHaveText(/%|—/);
  const aiLink = (await tile.textContent())?.trim();
  expect(aiLink).toMatch(/%|—/);

  // 2. The report of the same site shows the same figure for that engine.
  await page.goto('/reports/101');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Site report: Northwind Outdoor$/ }),
  ).toBeVisible();
  const engine = page.getByRole('article', { name: 'ChatGPT (US)' });
  await expect(engine.getByRole('definition').first()).toHaveText(aiLink ?? '');
  await expect(
    page.getByRole('region', { name: 'Audits' }).getByText('Top 10 checks by severity, then pages affected'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Marketing plan' }).getByText('Overall')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Backlinks' })).toBeVisible();
  // one "data as of" line for the whole report, none under each block
  await expect(page.getByText(/^Data as of /)).toHaveCount(1);
  await expect(page.getByText(/^Data read at /)).toHaveCount(0);
  // the figures a client reads first, at the top, each with the period compared
  const headline = page.getByRole('region', { name: 'Headline figures' });
  for (const label of [
    'Audit score',
    'AI link presence',
    'AI mention presence',
    'Backlinks',
    'Referring domains',
    'Average position',
  ])
    await expect(headline.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await expect(headline.getByText(/vs the run before$/)).toBeVisible();
  // each change: the mean over the range against the mean over the period of equal length before it
  await expect(headline.getByText(/all positions; daily mean of .+ vs .+$/).first()).toBeVisible();
  await expect(headline.getByText(/^tracked keywords found, daily mean of .+ vs .+$/)).toBeVisible();
  await expect(
    headline.getByText(/ places (better|worse)$|^no change$|^no earlier period to compare$/).first(),
  ).toBeVisible();

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
  await notes.getByLabel('Date', { exact: true }).fill(today);
  await notes.getByRole('textbox', { name: 'Label' }).fill('New pricing page live');
  await notes.getByRole('button', { name: 'Add annotation' }).click();
  await expect(notes.getByRole('list', { name: 'Annotations' })).toContainText('New pricing page live');
  await expect(
    engine.getByTestId('report-trend').getByText('New pricing page live', { exact: true }),
  ).toBeVisible();
  // … and on the site's AI page chart: markers are the site's, stored by the server, not the report's
  await page.goto('/sites/101/ai');
  const trend = page.getByRole('region', { name: 'Visibility trend' });
  // a chart draws as it comes near the viewport: the person scrolls down to it
  await trend.scrollIntoViewIfNeeded();
  await expect(
    trend.getByTestId('trend-chart').getByText('New pricing page live', { exact: true }),
  ).toBeVisible();
  await expect(trend.getByRole('list', { name: 'Markers on this chart' })).toContainText(
    'New pricing page live',
  );
  await page.goBack();
  await expect(
    engine.getByTestId('report-trend').getByText('New pricing page live', { exact: true }),
  ).toBeVisible();

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

  // 7. A table of the report as CSV: BOM, header row, the figures the table shows, dated.
  const audits = page.getByRole('region', { name: 'Audits' });
  const topCheck = (await audits.getByRole('table').getByRole('cell').first().textContent())?.trim();
  const csv = await downloadCsv(page, audits.getByRole('button', { name: 'Export CSV' }));
  expect(csv.name).toMatch(/^report-101-audit-\d+-top-checks-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(
    csv.text.startsWith(
      '\uFEFF"check","code","section","severity","pages_affected","audit_last_run","read_at_utc"',
    ),
  ).toBe(true);
  expect(csv.records[0]?.check).toBe(topCheck);
  expect(csv.records[0]?.read_at_utc).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});
