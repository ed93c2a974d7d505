import { expect, test, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OWNER, signIn } from './report-mail-helpers.ts';
import { startTeamServer, type TeamServer } from './team-server.ts';

/**
 * Alerts walked as an agency's owner would, on a server of its own with a daily credit budget: a signed webhook
 * made on the alerts page (its secret shown once), a rule on the day's spend, a paid SERP query that spends a
 * tenth of the budget, "Check now", and the notification on the page with its delivery sent, while the receiver
 * started here holds the body and a signature made with that secret.
 */

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

let server: TeamServer;
let receiver: Server;
let hookUrl = '';
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/searchboard`;
  server = await startTeamServer([{ ...OWNER, role: 'owner' }], { CREDIT_BUDGET_DAILY: '100' });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((r) => receiver?.close(r));
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('an owner makes a signed webhook and a rule on the day’s spend, spends, checks, and sees the alert delivered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, server.url);

  // the page, from the menu
  await page.goto(`${server.url}/`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Alerts/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByText(/No alert has fired yet/)).toBeVisible();

  // a webhook channel: a bad URL is refused at its field first, then the secret is shown once
  await tab(page, 'Channels').click();
  const channelForm = page.getByRole('form', { name: 'New channel' });
  await channelForm.getByLabel('Kind').selectOption('webhook');
  await channelForm.getByLabel('Name').fill('Ops receiver');
  await channelForm.getByLabel('Webhook URL').fill('ftp://files.example/in');
  await channelForm.getByRole('button', { name: 'Create channel' }).click();
  await expect(channelForm.getByText('Give the address as an http:// or https:// URL.')).toBeVisible();
  await channelForm.getByLabel('Webhook URL').fill(hookUrl);
  await channelForm.getByRole('button', { name: 'Create channel' }).click();
  const once = page.getByRole('region', { name: 'The webhook’s secret' });
  await expect(once).toContainText('shown once');
  const secret = await once.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(16);
  const channels = page.getByRole('table', { name: 'Channels' });
  await expect(channels.getByRole('rowheader', { name: /Ops receiver/ })).toBeVisible();

  // "Send test" reaches the receiver at once, signed
  await channels.getByRole('button', { name: 'Send test to Ops receiver' }).click();
  await expect(channels.getByRole('status')).toContainText('Test: Sent');
  const test1 = received.find((r) => (JSON.parse(r.body) as { test?: boolean }).test === true);
  expect(test1, 'the test message reached the receiver').toBeDefined();

  // a rule on the day's spend: 5 % of the budget
  await tab(page, 'Rules').click();
  const ruleForm = page.getByRole('form', { name: 'New rule' });
  await ruleForm.getByLabel('Metric').selectOption('budget.daily_share');
  await expect(ruleForm.getByLabel('Site')).toHaveCount(0);
  await ruleForm.getByLabel("% of the day's budget spent").fill('500');
  await ruleForm.getByRole('button', { name: 'Create rule' }).click();
  await expect(ruleForm.getByText("% of the day's budget spent: a number from 1 to 100.")).toBeVisible();
  await ruleForm.getByLabel("% of the day's budget spent").fill('5');
  await ruleForm.getByRole('checkbox', { name: 'Webhook: Ops receiver' }).check();
  await ruleForm.getByRole('button', { name: 'Create rule' }).click();
  const rules = page.getByRole('table', { name: 'Rules' });
  await expect(rules.getByRole('rowheader', { name: /The day's spend nears its budget/ })).toBeVisible();
  await expect(rules).toContainText('Never');

  // a paid action: one SERP query, its cost shown first (10 credits of the day's 100)
  await page.goto(`${server.url}/serp`);
  await expect(page.getByRole('heading', { name: 'SERP collection', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Queries' }).fill('trail running shoes');
  await expect(page.getByTestId('serp-cost')).toContainText('10 credits');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await page.getByRole('searchbox', { name: 'City or region' }).fill('Austin');
  await page.getByRole('radio', { name: /Austin, Texas, United States US · id 1012009/ }).check();
  await page.getByRole('button', { name: /^Queue 1 query/ }).click();
  await expect(page.getByText(/^Queued 1 query/)).toBeVisible();

  // checked now rather than at the next tick, then the notification with its delivery
  await page.goto(`${server.url}/alerts`);
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /alerts? fired/ })).toBeVisible();
  const fired = page.getByRole('table', { name: 'Fired alerts, newest first' });
  const row = fired.getByRole('row').filter({ hasText: "The day's budget" });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Webhook');
  await expect(row).toContainText(/Sent/);
  await expect(row.getByRole('link', { name: /Open the view/ })).toHaveAttribute('href', '/account');

  // the receiver has the alert, signed with the channel's secret
  await expect.poll(() => received.filter((r) => r.body.includes('budget.daily_share')).length).toBe(1);
  const hit = received.find((r) => r.body.includes('budget.daily_share'))!;
  const body = JSON.parse(hit.body) as Record<string, unknown>;
  expect(body).toMatchObject({ metric: 'budget.daily_share', site_id: null });
  expect(body).toHaveProperty('rule');
  expect(body).toHaveProperty('message');
  expect(body).toHaveProperty('values');
  expect(String(body.url)).toMatch(/\/account$/);
  expect(hit.headers['x-searchboard-timestamp']).toBeTruthy();
  expect(hit.headers['x-searchboard-signature']).toBe(
    `sha256=${createHmac('sha256', secret).update(hit.body).digest('hex')}`,
  );
});
