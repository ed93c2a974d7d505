import { dropAnnotations, expect, test, type Page } from './fixtures.ts';

// the walk's own markers go even when it fails before its clean-up (site 101 is shared with the other walks)
test.afterEach(async ({ request }) => dropAnnotations(request, 101, ['Crawler settings changed']));
import { downloadCsv } from './csv-download.ts';

// The audits walk: create an audit with changed settings, watch it finish, open a check's URLs and one page's
// issues, filter the links, compare two history dates (seeded audit 5101), then rename, recheck and delete the
// audit this spec created. Sandbox timings in e2e: queue 1 s, crawl 6 s.

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function createAudit(page: Page): Promise<string> {
  await page.goto('/audits');
  await page.getByRole('button', { name: 'New audit' }).click();
  // a page's address is refused at the field: the service would drop the path and crawl the whole domain
  const domain = page.getByLabel('Domain', { exact: true });
  await domain.fill('https://e2e-walk.example.com/some/path?x=1');
  await domain.blur();
  await expect(domain).toHaveAccessibleDescription(/An audit crawls a whole site/);
  await domain.fill('e2e-walk.example.com');
  await page.getByLabel('Title', { exact: true }).fill('E2E walk audit');

  // a setting out of its range is refused at the field (spec: max_pages 1-300000), before any request
  const maxPages = page.getByRole('textbox', { name: /Maximum pages/ });
  await maxPages.fill('0');
  await maxPages.blur();
  await expect(maxPages).toHaveAccessibleDescription(/Must be from 1 to 300,000/);
  await maxPages.fill('60');
  await page.getByRole('textbox', { name: /Maximum crawl depth/ }).fill('4');
  await page.getByRole('combobox', { name: /Crawl as/ }).selectOption('9');

  // only changed settings are sent, and the most it can cost shows first: 2 × max_pages for standard …
  await expect(page.getByText('3 settings differ from the defaults')).toBeVisible();
  await expect(page.getByText('Cost: up to 120 credits')).toBeVisible();
  // … 20 × for advanced
  await page.getByRole('radio', { name: /Advanced/ }).check();
  await expect(page.getByText('Cost: up to 1,200 credits')).toBeVisible();
  await page.getByRole('radio', { name: /Standard/ }).check();

  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/audits/standard'));
  await page.getByRole('button', { name: 'Start standard audit' }).click();
  // and it is asked about before anything is sent, as a recheck is
  const confirm = page.getByRole('dialog', { name: 'Start a standard audit of e2e-walk.example.com?' });
  await confirm.getByRole('button', { name: 'Start audit · up to 120 credits' }).click();
  expect((await created).postDataJSON()).toEqual({
    domain: 'e2e-walk.example.com',
    title: 'E2E walk audit',
    settings: { max_pages: 60, max_depth: 4, user_agent: 9 },
  });
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  return new URL(page.url()).pathname;
}

test('an audit from creation to deletion, and two crawls of a seeded audit compared', async ({ page }) => {
  test.setTimeout(120_000);
  const auditPath = await createAudit(page);

  // following the crawl: the progress view, then the report once is_finished
  await expect(page.getByRole('heading', { name: /Queued|Crawling the site/ })).toBeVisible();
  // progress against the page limit this audit was created with
  await expect(page.getByRole('progressbar', { name: /of at most 60 pages crawled/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'E2E walk audit', level: 1 })).toBeVisible();
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();

  // a check's affected URLs, then one page's issues
  const firstCheck = page
    .getByRole('list', { name: /checks with issues/ })
    .first()
    .getByRole('button')
    .first();
  const checkName = (await firstCheck.textContent()) ?? '';
  await firstCheck.click();
  const urls = page.getByRole('list', { name: `Pages with ${checkName}` });
  await expect(urls.getByRole('button').first()).toBeVisible();
  await urls.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Page issues' });
  await expect(dialog.getByRole('heading', { name: /\d+ issues?/ })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'On-page' })).toBeVisible();
  await expect(dialog.getByText(checkName, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // the links, filtered: type = hyperlink and status = 200, internal only
  await page.getByRole('navigation', { name: 'Audit pages' }).getByRole('link', { name: 'Links' }).click();
  await page.getByRole('button', { name: 'Add condition' }).click();
  await page.getByRole('combobox', { name: 'Field of condition 1' }).selectOption('type');
  await page.getByRole('combobox', { name: 'Value of condition 1' }).fill('hyperlink');
  await page.getByRole('button', { name: 'Add condition' }).click();
  await page.getByRole('combobox', { name: 'Value of condition 2' }).fill('abc');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByRole('combobox', { name: 'Value of condition 2' })).toHaveAccessibleDescription(
    'An HTTP status is a number such as 404.',
  );
  await page.getByRole('combobox', { name: 'Value of condition 2' }).fill('200');
  const filtered = page.waitForRequest(
    (r) => r.url().includes('/audits/links') && r.url().includes('filter'),
  );
  await page.getByRole('button', { name: 'Apply filter' }).click();
  // spec: filter[i][type] is required from index 1 on
  const sent = new URL((await filtered).url()).searchParams;
  expect(sent.get('filter[1][type]')).toBe('and');
  await expect(page).toHaveURL(/f=type\.hyperlink\*and\.status\.200/);
  await page.getByRole('tab', { name: 'Internal' }).click();
  await expect(page.getByText(/links match the filter/)).toBeVisible();
  const rows = page.getByRole('table', { name: /Internal of the audit/ }).getByRole('row');
  await expect(rows.nth(1)).toContainText('hyperlink');
  await expect(rows.nth(1)).toContainText('200');
  // URLs path-first (the domain is known), the whole value on focus, columns resized and remembered
  const target = rows.nth(1).getByRole('cell').first();
  await expect(target).toHaveText(/^\/\S* · [a-z0-9.-]+$/);
  await target.focus();
  await expect(target).toHaveCSS('white-space', 'normal');
  const grip = page.getByRole('separator', { name: 'Resize the Anchor column' });
  const before = Number(await grip.getAttribute('aria-valuenow'));
  await grip.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(grip).toHaveAttribute('aria-valuenow', String(before + 50));
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize the Anchor column' })).toHaveAttribute(
    'aria-valuenow',
    String(before + 50),
  );
  // "Export all" fetches every page (free here: the links read costs 0 credits, said before it runs)
  await page.goto('/audits/5101/links');
  const all = page.getByRole('button', { name: /^Export all [\d,]+ links \(CSV\)$/ });
  const total = Number(((await all.textContent()) ?? '').replace(/\D/g, ''));
  await expect(page.getByText(/^Free \(0 credits\) · \d+ requests?$/)).toBeVisible();
  const everything = await downloadCsv(page, all);
  expect(everything.records).toHaveLength(total);

  // history of 5101: every crawl shows without typing a date, learnt by the proxy and kept for the team
  await page.goto('/audits/5101/history');
  await expect(page.getByRole('heading', { name: /^Snapshot of / })).toBeVisible();
  await expect(page.getByText('7 crawls with a snapshot')).toBeVisible();
  // a date without a snapshot still says which dates have one; pick one and compare
  await page.getByLabel('Compare with', { exact: true }).fill(isoDaysAgo(4));
  await expect(page.getByText(/There is no snapshot on/)).toBeVisible();
  const offered = page.getByRole('group', { name: 'Dates with a snapshot' }).getByRole('button');
  await expect(offered).toHaveCount(7);
  await offered.nth(5).click();
  await expect(page.getByRole('heading', { name: /^From .+ to / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Change in each total' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByText(/\d+ new · \d+ fixed · \d+ worse · \d+ better/)).toBeVisible();

  // back to our audit: rename, recheck (cost first), delete (confirmation names it)
  await page.goto(auditPath);
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('E2E walk audit renamed');
  await page.getByRole('button', { name: 'Save title' }).click();
  await expect(page.getByRole('heading', { name: 'E2E walk audit renamed', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Recheck' }).click();
  const recheck = page.getByRole('dialog', { name: /Recheck “E2E walk audit renamed”/ });
  await expect(recheck.getByText(/Advanced .*: about [\d,]+ credits/)).toBeVisible();
  await recheck.getByRole('button', { name: /^Recheck \(standard\) · about [\d,]+ credits$/ }).click();
  await expect(recheck).toBeHidden();
  await expect(page.getByRole('heading', { name: /Queued|Crawling the site/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “E2E walk audit renamed”?' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete audit' }).click();
  await expect(page).toHaveURL(/\/audits$/);
  await expect(page.getByRole('link', { name: 'Northwind Outdoor', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E2E walk audit renamed' })).toHaveCount(0);
});

test('CSV from the audit list and a snapshot; the history chart with a marker added from its page', async ({
  page,
}) => {
  // The audit list as CSV: BOM, header row, a known audit, and an empty field where there was no earlier run.
  await page.goto('/audits');
  const list = await downloadCsv(page, page.getByRole('button', { name: /^Export (this page )?\(?CSV\)?$/ }));
  expect(list.name).toMatch(/^audits-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(list.text.startsWith('\uFEFF"id","title","url"')).toBe(true);
  expect(list.header.at(-1)).toBe('read_at_utc');
  expect(list.records.find((r) => r.id === '5101')?.title).toBe('Northwind Outdoor');
  // seeded audit 5103 has had one crawl: prev_stats is null, so its previous score is empty, never 0
  const first = list.records.find((r) => r.id === '5103');
  expect(first?.score).toMatch(/^\d+$/);
  expect(first?.prev_score).toBe('');

  // History of 5101: the dates are learnt from the service's answer for a date without a snapshot.
  await page.goto('/audits/5101/history');
  await page.getByLabel('Compare with', { exact: true }).fill(isoDaysAgo(4));
  await expect(page.getByRole('group', { name: 'Dates with a snapshot' }).getByRole('button')).toHaveCount(7);
  const chart = page.getByTestId('history-trend');
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Errors and warnings by crawl' })).toContainText(
    '7 snapshot dates known so far',
  );

  // A marker added with the form shows on the history chart (5101 belongs to site 101).
  const notes = page.getByRole('region', { name: 'Annotations' });
  await notes.getByText('Add an annotation').click();
  await notes.getByLabel('Date', { exact: true }).fill(isoDaysAgo(8));
  await notes.getByRole('textbox', { name: 'Label' }).fill('Crawler settings changed');
  await notes.getByRole('button', { name: 'Add annotation' }).click();
  await expect(chart.getByText('Crawler settings changed', { exact: true })).toBeVisible();

  // The snapshot as CSV: its date and crawl time on every row, totals then issue codes.
  const snap = await downloadCsv(
    page,
    page.getByRole('region', { name: /^Snapshot of / }).getByRole('button', { name: 'Export CSV' }),
  );
  expect(snap.name).toMatch(/^audit-5101-snapshot-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(snap.header.slice(0, 4)).toEqual(['snapshot_date', 'audit_time', 'kind', 'code']);
  expect(snap.records.find((r) => r.code === 'total_pages')?.value).toMatch(/^\d+$/);

  // Clean up the marker so the other walks see site 101 as seeded.
  await notes.getByRole('button', { name: 'Delete annotation Crawler settings changed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete annotation' }).click();
  await expect(notes.getByText('No annotations yet.')).toBeVisible();
});
