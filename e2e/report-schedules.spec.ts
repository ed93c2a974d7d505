import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  chromiumEnv,
  headlineFigures,
  liveLink,
  LOGO_PNG,
  mailFigures,
  OWNER,
  pdfText,
  readableText,
  signIn,
} from './report-mail-helpers.ts';
import { startTeamServer, type TeamServer } from './team-server.ts';

/**
 * A client's report that goes by itself, walked as an agency's owner would on a server of its own (no SMTP server:
 * the mail lands in the outbox): the brand set on the account page, a weekly schedule made from the report's page,
 * "Send now", the mail opened in the outbox with its PDF, and its live link opened by the client, who sees the
 * agency and never "Searchboard".
 */
const AGENCY = 'Lakeside Digital';
const FOOTER = 'Lakeside Digital · 12 Harbour Road, Bristol';
const CLIENT_ADDRESS = 'marketing@northwind.example';

let server: TeamServer;

test.beforeAll(async () => {
  server = await startTeamServer([{ ...OWNER, role: 'owner' }], chromiumEnv());
});

test.afterAll(async () => {
  await server?.stop();
});

test('an owner brands the report, schedules it, sends it now and opens the mail, its PDF and its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, server.url);

  // the brand, on the account page
  await page.goto(`${server.url}/account`);
  const brand = page.getByRole('region', { name: 'Brand' });
  await brand.getByLabel('Agency name').fill(AGENCY);
  await brand.getByLabel('Accent colour', { exact: true }).fill('#C02040');
  await brand
    .getByLabel('Agency logo')
    .setInputFiles({ name: 'lakeside.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(brand.getByRole('img', { name: 'Agency logo: preview' })).toBeVisible();
  await brand.getByLabel('Footer line (optional)').fill(FOOTER);
  await brand.getByRole('button', { name: 'Save brand' }).click();
  await expect(brand.getByRole('status')).toHaveText('Brand saved.');

  // from the report, to its schedules
  await page.goto(`${server.url}/reports/101`);
  await expect(page.locator('[data-report-ready="true"]')).toBeVisible();
  await page.getByRole('link', { name: 'Email schedules' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Report schedules: Northwind Outdoor' }),
  ).toBeVisible();
  await expect(page.getByText('No schedule yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const form = page.getByRole('form', { name: 'New schedule' });
  await form.getByLabel('How often').selectOption('weekly');
  await form.getByLabel('Weekday').selectOption({ label: 'Wednesday' });
  await form.getByLabel('Time zone').fill('Europe/London');

  // a bad address first: the field says so, and nothing is made or sent
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/local/report-schedules')) asked.push(r.url());
  });
  await form.getByLabel('Recipients').fill('marketing@northwind');
  await form.getByRole('button', { name: 'Create schedule' }).click();
  await expect(form.getByText('“marketing@northwind” is not an email address.')).toBeVisible();
  await expect(form.getByLabel('Recipients')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('No schedule yet.')).toBeVisible();
  const outboxBefore = await page.evaluate(() =>
    fetch('/api/local/outbox', { headers: { 'x-searchboard': '1' } }).then((r) => r.json()),
  );
  expect(outboxBefore).toMatchObject({ total: 0 });
  expect(asked).toEqual([]);

  await form.getByLabel('Recipients').fill(CLIENT_ADDRESS);
  await form.getByRole('button', { name: 'Create schedule' }).click();
  await expect(form).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Every Wednesday at 09:00 (Europe/London)' });
  await expect(card).toContainText(CLIENT_ADDRESS);
  await expect(card).toContainText(/Next send: .+ your time \((Wed \d+ \w+, )?09:00 Europe\/London\)/);
  await expect(card).toContainText('Costs 0 credits');

  // "Send now": the log says Sent, and the mail is in the outbox
  await card.getByRole('button', { name: 'Send now' }).click();
  const log = card.getByRole('region', { name: 'Delivery log' });
  await expect(log.getByRole('status')).toHaveText(`Sent to ${CLIENT_ADDRESS}.`, { timeout: 90_000 });
  await expect(log.getByRole('cell', { name: /^Sent/ })).toBeVisible();
  await log.getByRole('link', { name: 'Open in the outbox' }).click();

  await expect(page).toHaveURL(/\/outbox\/\d+$/);
  const envelope = page.getByRole('region', { name: 'Envelope' });
  await expect(envelope).toContainText(AGENCY);
  await expect(envelope).toContainText(CLIENT_ADDRESS);
  await expect(envelope).toContainText('Northwind Outdoor');
  const mail = page.frameLocator('iframe[title="The mail’s HTML body"]');
  await expect(mail.getByRole('heading', { name: 'Northwind Outdoor' })).toBeVisible();
  await expect(mail.getByRole('img', { name: AGENCY })).toBeVisible();
  await expect(mail.getByText(FOOTER)).toBeVisible();
  await expect(mail.getByRole('link', { name: 'Open the live report' })).toBeVisible();

  const text =
    (await page.getByRole('region', { name: 'Plain-text part' }).locator('pre').textContent()) ?? '';
  const figures = mailFigures(text);
  expect(Object.keys(figures).length).toBeGreaterThan(0);
  // the headline figures in the HTML (layout tables, so rows by their cells) are the ones its text part lists
  for (const [label, value] of Object.entries(figures))
    await expect(mail.locator('tr:not(:has(tr))', { hasText: label })).toContainText(value);

  // the PDF, shown and downloaded
  const attachments = page.getByRole('region', { name: /^Attachments/ });
  await expect(attachments).toContainText('application/pdf');
  const download = page.waitForEvent('download');
  await attachments.getByRole('button', { name: /^Download .+\.pdf$/ }).click();
  const pdf = readFileSync(await (await download).path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const inPdf = await pdfText(pdf);
  expect(inPdf).toContain('Northwind Outdoor');
  expect(inPdf).toContain(AGENCY);
  expect(inPdf).toContain('Page 1 of');
  expect(inPdf).not.toContain('Searchboard');

  // the live link, opened by the client in a browser of their own: the agency's report, no "Searchboard"
  const client = await browser.newContext();
  try {
    const view = await client.newPage();
    await view.goto(liveLink(text));
    const shown = await headlineFigures(view);
    await expect(view.getByText(AGENCY).first()).toBeVisible();
    for (const [label, value] of Object.entries(figures)) expect(shown[label]).toBe(value);
    expect(await readableText(view)).not.toMatch(/Searchboard/i);
  } finally {
    await client.close();
  }
});
