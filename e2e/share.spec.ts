import { expect, test } from '@playwright/test';

// Share links: create a share link, open it in a fresh browser context, and see the report while writes fail;
// revoke the link. Site 101 is the sandbox's seeded demo; this walk only adds its own link (and
// revokes it), so other specs see the seed as it was.
test('a read-only share link: opened elsewhere, writes refused, then revoked', async ({ page, browser }) => {
  // 1. The team member creates a link from the report.
  await page.goto('/reports/101');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Site report: Northwind Outdoor$/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  const days = dialog.getByRole('spinbutton', { name: 'Expires in (days)' });
  await days.fill('0');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(days).toHaveAccessibleDescription(/from 1 to 90/);
  await days.fill('3');
  // a retry makes its own link, told apart from the one its first try left
  const label = test.info().retry ? `E2E client review, retry ${test.info().retry}` : 'E2E client review';
  await dialog.getByRole('textbox', { name: 'Label (optional)' }).fill(label);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const address = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(address).toHaveValue(/\/share\/[\w-]+\.[\w-]+$/);
  const url = await address.inputValue();
  const row = dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  await expect(row).toContainText('Active');

  // 2. Someone else opens it in a fresh browser (no cookies, no local storage).
  const other = await browser.newContext();
  const shared = await other.newPage();
  await shared.goto(url);
  await expect(shared).toHaveURL(/\/reports\/101$/);
  await expect(shared.getByText(/^Shared read-only report · expires /)).toBeVisible();
  await expect(shared.getByText('Leave shared view')).toHaveCount(0);
  await expect(
    shared.getByRole('heading', { level: 1, name: /^Site report: Northwind Outdoor$/ }),
  ).toBeVisible();
  await expect(
    shared.getByRole('article', { name: 'ChatGPT (US)' }).getByRole('definition').first(),
  ).toHaveText(/%|—/);
  await expect(
    shared
      .getByRole('region', { name: 'Audits' })
      .getByText('Top 10 checks by severity, then pages affected'),
  ).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Marketing plan' }).getByText('Overall')).toBeVisible();
  await expect(
    shared
      .getByRole('region', { name: 'Backlinks' })
      .getByText(/^From the backlink index, read .+ · report on /),
  ).toBeVisible();
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
      // as the dashboard's client sends them (x-searchboard: 1), so the share gate is what answers
      const headers = { 'x-searchboard': '1', ...(init?.headers as Record<string, string> | undefined) };
      const r = await fetch(path, { ...init, headers });
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
  await row.getByRole('button', { name: `Revoke ${label}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this share link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  // 5. The shared browser now gets the "was revoked" page, and the API refuses too.
  await shared.reload();
  await expect(shared.getByRole('heading', { name: 'This share link was revoked' })).toBeVisible();
  // asked with the shared browser's cookies, but not from that page: its strict policy lets it connect nowhere
  const after = await other.request.get(new URL('/api/project/checklist/101', shared.url()).toString(), {
    headers: { 'x-searchboard': '1' },
  });
  expect(after.status()).toBe(403);
  expect(((await after.json()) as { message: string }).message).toMatch(/expired or was revoked/);
  await other.close();
});

// A link keeps the exact view it was made from (range, sections, engine), shows it in the dialog, and the holder
// cannot widen it: one made from a 25-day range with two sections does not open on the default 30 days with every
// section, the one the team hid included. A shared view never sends requests that get 403 before it redirects.
// The range ends today: the same 25 days whatever day the suite runs on.
const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const TO = isoDay(Date.now());
const FROM = isoDay(Date.now() - 24 * DAY_MS);
const WIDER = isoDay(Date.now() - 300 * DAY_MS);
/** A day as the dashboard writes it (lib/format.ts: the medium date style, in UTC). */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const RANGE = `${shownDay(FROM)} – ${shownDay(TO)}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a share link keeps the view it was made from, and its holder cannot widen it', async ({
  page,
  browser,
}) => {
  await page.goto(`/reports/101?from=${FROM}&to=${TO}&sections=ai,audits`);
  await expect(page.getByRole('region', { name: 'Audits' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  await expect(dialog.getByText('The link shows exactly this view:').locator('..')).toHaveText(
    new RegExp(`${escaped(RANGE)} · AI visibility, Audits · all engines`),
  );
  const label = test.info().retry ? `E2E narrow view, retry ${test.info().retry}` : 'E2E narrow view';
  await dialog.getByRole('textbox', { name: 'Label (optional)' }).fill(label);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  const row = dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  await expect(row).toContainText(`${RANGE} · AI visibility, Audits`);

  const other = await browser.newContext();
  const shared = await other.newPage();
  const refused: string[] = [];
  shared.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });
  // no chart warns 'Width(0) and height(0)', in the shared view as anywhere
  const chartWarnings: string[] = [];
  shared.on('console', (m) => {
    if (/width\(0\) and height\(0\)/i.test(m.text())) chartWarnings.push(m.text());
  });
  await shared.goto(url);
  const heading = shared.getByRole('heading', { level: 1, name: /^Site report: Northwind Outdoor$/ });
  await expect(heading).toBeVisible();
  await expect(shared.getByText(new RegExp(`· ${escaped(RANGE)}$`))).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Audits' })).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Marketing plan' })).toHaveCount(0);
  await expect(shared.getByRole('region', { name: 'Backlinks' })).toHaveCount(0);
  // the headline shows only the shared sections' figures
  const headline = shared.getByRole('region', { name: 'Headline figures' });
  await expect(headline.getByText('Audit score', { exact: true })).toBeVisible();
  await expect(headline.getByText('Referring domains', { exact: true })).toHaveCount(0);
  // no control to change the view
  await expect(shared.getByRole('checkbox', { name: 'Backlinks' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Apply range' })).toHaveCount(0);

  // what a client reads: no ids, no instructions meant for the team, one "data as of" line, the PDF's ready marker
  const main = shared.locator('main');
  await expect(shared.locator('[data-report-ready="true"]')).toHaveCount(1);
  for (const text of [
    '#101',
    '#301',
    'Leave shared view',
    'made for a client',
    'No annotations yet',
    'Data read at',
  ])
    await expect(main).not.toContainText(text);
  await expect(shared.getByText(/^Data as of /)).toHaveCount(1);
  await expect(headline.locator('[data-figure-label="Audit score"]')).toHaveAttribute(
    'data-figure-value',
    /\d/,
  );

  // editing the address bar does not widen it
  await shared.goto(`/reports/101?from=${WIDER}&to=${TO}&sections=ai,audits,plan,backlinks`);
  await expect(heading).toBeVisible();
  await expect(shared.getByText(new RegExp(`· ${escaped(RANGE)}$`))).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Audits' })).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Marketing plan' })).toHaveCount(0);
  await expect(shared.getByRole('region', { name: 'Backlinks' })).toHaveCount(0);
  // … nor does another page of the app: it leads back to the report, without asking for what it cannot read
  await shared.goto('/account');
  await expect(heading).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Marketing plan' })).toHaveCount(0);
  expect(refused).toEqual([]);
  expect(chartWarnings).toEqual([]);
  // … nor does asking the server directly: reads outside the shared view are refused by the share gate
  const ask = (path: string) => shared.request.get(path, { headers: { 'x-searchboard': '1' } });
  const plan = await ask('/api/project/checklist/101');
  expect(plan.status()).toBe(403);
  expect(((await plan.json()) as { message: string }).message).toMatch(/plan section was not shared/);
  const wide = await ask(`/api/project/sites/101/airt/llm/301/statistics?from=${WIDER}&to=${TO}`);
  expect(wide.status()).toBe(403);
  expect(((await wide.json()) as { message: string }).message).toContain(`${FROM} to ${TO} only`);
  expect((await ask(`/api/project/sites/101/airt/llm/301/statistics?from=${FROM}&to=${TO}`)).status()).toBe(
    200,
  );

  await row.getByRole('button', { name: `Revoke ${label}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this share link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(row).toContainText('Revoked');
  await other.close();
});
