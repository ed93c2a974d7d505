import { expect, test } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../src/server/mail/test-smtp.ts';
import {
  chromiumEnv,
  headlineFigures,
  liveLink,
  mailFigures,
  OWNER,
  pdfText,
  readableText,
  signIn,
} from './report-mail-helpers.ts';
import { startTeamServer, type TeamServer } from './team-server.ts';

/**
 * A scheduled report as its recipients get it: a real SMTP server in the test (on 127.0.0.1, SMTP_URL pointing at
 * it), a schedule made through the API, "Send now", and the mail read back with mailparser — who it went to, its
 * subject and From, the PDF attached and what it says, and its link opening the same view for someone with no
 * account. "Preview" shows the same subject first and sends nothing.
 */
const AGENCY = 'Harbour & Pine Marketing';
const MAIL_FROM = 'Reports <reports@harbourpine.example>';
const RECIPIENTS = ['ceo@northwind.example', 'web@northwind.example'];
const SECTIONS = ['audits', 'backlinks'];

let smtp: TestSmtp;
let server: TeamServer;

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTeamServer([{ ...OWNER, role: 'owner' }], {
    ...chromiumEnv(),
    SMTP_URL: smtp.url,
    MAIL_FROM,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

test('a report sent now over SMTP: recipients, subject, From, its PDF and its live link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, server.url);
  /** the dashboard's own call, with the owner's cookie */
  const api = (method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(`/api/local/${path}`, {
          method,
          headers: { 'x-searchboard': '1', 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
      },
      { method, path, body },
    );

  expect((await api('PUT', 'branding', { name: AGENCY, accent: '#0E7C66' })).status).toBe(200);
  const made = await api('POST', 'report-schedules', {
    site_id: 101,
    frequency: 'monthly',
    day: 3,
    hour: 7,
    time_zone: 'America/New_York',
    range_days: 7,
    sections: SECTIONS,
    recipients: RECIPIENTS,
    message: 'Here is last week at a glance.',
  });
  expect(made.status).toBe(201);
  const id = made.body.id as number;

  // "Preview": the exact subject, before anything is sent
  await page.goto(`${server.url}/reports/101/schedules`);
  const card = page.getByRole('region', { name: 'Every month on the 3rd at 07:00 (America/New_York)' });
  await card.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: the mail as it would go now' });
  const subjectTerm = preview.locator('dt', { hasText: 'Subject' });
  await expect(subjectTerm).toBeVisible({ timeout: 90_000 });
  const previewSubject = (await subjectTerm.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  expect(previewSubject).toMatch(/^Northwind Outdoor report: .*\d{4}$/);
  await expect(preview.getByRole('button', { name: /^Download .+\.pdf$/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  expect(smtp.received).toHaveLength(0);

  // "Send now": 202, and the mail arrives once
  expect((await api('POST', `report-schedules/${id}/send`)).status).toBe(202);
  await expect.poll(() => smtp.received.length, { timeout: 90_000 }).toBe(1);
  const [{ envelope, parsed }] = smtp.received as [TestSmtp['received'][number]];

  expect([...envelope.to].sort()).toEqual([...RECIPIENTS].sort());
  const to = (Array.isArray(parsed.to) ? parsed.to : [parsed.to]).flatMap((a) => a?.value ?? []);
  expect(to.map((a) => a.address).sort()).toEqual([...RECIPIENTS].sort());
  expect(parsed.subject).toBe(previewSubject);
  expect(parsed.from?.value).toEqual([{ address: 'reports@harbourpine.example', name: AGENCY }]);
  expect(envelope.from).toBe('reports@harbourpine.example');

  const text = parsed.text ?? '';
  expect(text).toContain('Here is last week at a glance.');
  const figures = mailFigures(text);
  const [label, value] = Object.entries(figures)[0] ?? [];
  expect(label, `a headline figure in the mail's text:\n${text}`).toBeTruthy();

  const pdfs = parsed.attachments.filter((a) => a.contentType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  const inPdf = await pdfText(pdfs[0]!.content);
  expect(inPdf).toContain('Northwind Outdoor');
  expect(inPdf).toContain(AGENCY);
  expect(inPdf).toContain(value!);
  expect(inPdf).toContain('Page 1 of');

  // the link: the same view (the last 7 days, the two sections) for someone with no account
  const client = await browser.newContext();
  try {
    const view = await client.newPage();
    await view.goto(liveLink(text));
    const shown = await headlineFigures(view);
    expect(shown[label!]).toBe(value);
    await expect(view.getByText('(the last 7 days)').first()).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Audits' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Backlinks' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'AI visibility' })).toHaveCount(0);
    await expect(view.getByRole('heading', { name: 'Rank tracking' })).toHaveCount(0);
    await expect(view.getByText(AGENCY).first()).toBeVisible();
    expect(await readableText(view)).not.toMatch(/Searchboard/i);
  } finally {
    await client.close();
  }
  // the send went once: nothing more came
  expect(smtp.received).toHaveLength(1);
});
