// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { meAs } from '../../components/testing/me.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import type { AlertChannel, AlertRule, FiredAlert } from '../../lib/local-schemas/alerts.ts';
import { ALERT_MESSAGES, METRICS } from '../../lib/local-schemas/alerts.ts';
import type { PersonRole } from '../../lib/people.ts';
import { AlertsPage } from './alerts-page.tsx';
import { parseAlertsSearch } from './search.ts';

const FIRED: FiredAlert = {
  id: 12,
  rule_id: 4,
  metric: 'positions.left_top10',
  site_id: 101,
  subject: 'keyword:running shoes',
  label: 'A tracked keyword leaves the top 10',
  message: '“running shoes” left the top 10: 8 → 14',
  values: {
    before: { value: 8, at: '2024-11-26' },
    now: { value: 14, at: '2024-11-27' },
    threshold: 10,
    unit: 'position',
  },
  url: '/sites/101/positions?keyword=running%20shoes',
  at: '2024-11-27T10:00:00.000Z',
  deliveries: [
    {
      id: 1,
      channel_id: 3,
      channel_kind: 'webhook',
      channel_label: 'hooks.example.com',
      state: 'sent',
      attempts: 1,
      response: '200',
      error: null,
      at: '2024-11-27T10:00:00.000Z',
      sent_at: '2024-11-27T10:00:01.000Z',
      next_try_at: null,
    },
    {
      id: 2,
      channel_id: 4,
      channel_kind: 'slack',
      channel_label: 'SEO channel',
      state: 'failed',
      attempts: 8,
      response: null,
      error: 'HTTP 404 from hooks.slack.com',
      at: '2024-11-27T10:00:00.000Z',
      sent_at: null,
      next_try_at: null,
    },
  ],
};
const OLDER: FiredAlert = { ...FIRED, id: 9, message: 'An older alert', deliveries: [] };

const CHANNEL: AlertChannel = {
  id: 3,
  kind: 'webhook',
  name: 'Ops hook',
  url: 'https://hooks.example.com/in',
  address: null,
  has_secret: true,
  muted: false,
  created_at: '2024-11-01T10:00:00.000Z',
  created_by: 'owner@agency.test',
  last_delivery: null,
};

const RULE: AlertRule = {
  id: 4,
  site_id: 101,
  metric: 'positions.fall',
  threshold: 5,
  channels: [3],
  cooldown_hours: 24,
  digest: false,
  muted: false,
  created_at: '2024-11-01T10:00:00.000Z',
  created_by: 'owner@agency.test',
  updated_at: '2024-11-01T10:00:00.000Z',
  last_fired_at: null,
  firing: 0,
  missing: [],
  missing_count: 0,
};

type Handler = (req: RecordedRequest) => FakeAnswer | undefined;

function server(role: PersonRole, handler: Handler) {
  const f = fakeFetch((req) => {
    const path = req.url.pathname;
    if (path === '/api/local/me') return { json: meAs(role) };
    return handler(req) ?? { status: 404, json: { message: `not in this test: ${req.method} ${path}` } };
  });
  vi.stubGlobal('fetch', f.impl);
  return f;
}

const open = (url = '/alerts') =>
  renderRoutes(url, [{ path: 'alerts', validateSearch: parseAlertsSearch, component: AlertsPage }]);

afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  if (text) {
    await user.click(box);
    await user.paste(text);
  }
}

describe('the alerts page', () => {
  it('lists what fired, newest first, with both values, the view’s link and each delivery, and marks it seen', async () => {
    const seen: unknown[] = [];
    let unseen = 1;
    server('viewer', (req) => {
      const path = req.url.pathname;
      if (path === '/api/local/alerts') return { json: { items: [FIRED, OLDER], total: 2, unseen } };
      if (path === '/api/local/alerts/seen' && req.method === 'POST') {
        seen.push(req.json);
        unseen = 0;
        return { status: 204 };
      }
    });
    open();
    const table = await screen.findByRole('table', { name: 'Fired alerts, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('New“running shoes” left the top 10: 8 → 14');
    expect(rows[0]).toHaveTextContent('8 position (Nov 26, 2024) → 14 position (Nov 27, 2024)');
    expect(rows[0]).toHaveTextContent('Webhook hooks.example.com: Sent');
    expect(rows[0]).toHaveTextContent('Slack SEO channel: Failed: HTTP 404 from hooks.slack.com');
    expect(rows[1]).not.toHaveTextContent('New');
    expect(within(rows[0]!).getByRole('link', { name: /Open the view/ })).toHaveAttribute(
      'href',
      '/sites/101/positions?keyword=running%20shoes',
    );
    await waitFor(() => expect(seen).toEqual([{ last_seen_id: 12 }]));
    // marked seen on the server, still marked new here until the person leaves
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('New');
    // a viewer reads the notifications only
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
  });

  it('says when the server cannot read the alerts, and reads again on retry', async () => {
    let fail = true;
    server('owner', (req) => {
      if (req.url.pathname === '/api/local/alerts')
        return fail
          ? { status: 502, json: { message: 'The store did not answer.' } }
          : { json: { items: [], total: 0, unseen: 0 } };
    });
    open();
    expect(await screen.findByText('The store did not answer.')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(/No alert has fired yet/)).toBeVisible();
  });

  it('checks a new rule field by field with the routes’ messages before it sends, and keeps what was typed', async () => {
    const posts: unknown[] = [];
    const rules: AlertRule[] = [];
    server('admin', (req) => {
      const path = req.url.pathname;
      if (path === '/api/local/alert-channels') return { json: { items: [CHANNEL] } };
      if (path === '/api/local/alert-rules' && req.method === 'GET') return { json: { items: rules } };
      if (path === '/api/local/alert-rules' && req.method === 'POST') {
        posts.push(req.json);
        rules.push({ ...RULE, id: 5, metric: 'budget.daily_share', site_id: null, threshold: 50 });
        return { status: 201, json: rules[0] };
      }
    });
    open('/alerts?tab=rules');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New rule' });
    expect(await screen.findByText(/No rule yet/)).toBeVisible();
    const metric = within(form).getByRole('combobox', { name: 'Metric' });

    await user.selectOptions(metric, 'positions.left_top3');
    expect(within(form).queryByRole('textbox', { name: METRICS['positions.fall'].threshold })).toBeNull();
    expect(within(form).getByRole('combobox', { name: 'Site' })).toBeVisible();

    await user.selectOptions(metric, 'budget.daily_share');
    expect(within(form).queryByRole('combobox', { name: 'Site' })).toBeNull();
    const threshold = within(form).getByRole('textbox', { name: "% of the day's budget spent" });
    expect(threshold).toHaveValue('80');
    await fill(user, threshold, '150');
    const cooldown = within(form).getByRole('textbox', { name: 'Cooldown (hours)' });
    await fill(user, cooldown, '');
    await user.click(within(form).getByRole('button', { name: 'Create rule' }));
    expect(threshold).toHaveAccessibleDescription(
      expect.stringContaining(ALERT_MESSAGES.threshold(METRICS['budget.daily_share'])),
    );
    expect(cooldown).toHaveAccessibleDescription(expect.stringContaining(ALERT_MESSAGES.cooldown));
    expect(posts).toHaveLength(0);
    expect(threshold).toHaveValue('150');

    await fill(user, threshold, '50');
    await fill(user, cooldown, '12');
    await user.click(within(form).getByRole('checkbox', { name: 'Webhook: Ops hook' }));
    await user.click(within(form).getByRole('checkbox', { name: /daily digest/ }));
    await user.click(within(form).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      site_id: null,
      metric: 'budget.daily_share',
      threshold: 50,
      channels: [3],
      cooldown_hours: 12,
      digest: true,
    });
    const list = await screen.findByRole('table', { name: 'Rules' });
    expect(list).toHaveTextContent("The day's spend nears its budget");
    expect(list).toHaveTextContent('The whole team');
    expect(list).toHaveTextContent('Never');
  });

  it('says, without alarm, which subjects a rule has no data for', async () => {
    const blind = {
      ...RULE,
      missing: [
        {
          subject: 'keyword:9',
          label: 'hiking boots',
          reason: 'the last run failed',
          at: '2026-11-28T06:00:00.000Z',
        },
        {
          subject: 'keyword:7',
          label: 'running shoes',
          reason: 'the run failed',
          at: '2026-11-27T06:00:00.000Z',
        },
      ],
      missing_count: 2,
    };
    // an older server answers no `missing`: the rule shows without the line
    const { missing: _m, missing_count: _n, ...older } = { ...RULE, id: 6, metric: 'positions.left_top10' };
    server('admin', (req) => {
      const path = req.url.pathname;
      if (path === '/api/local/alert-channels') return { json: { items: [CHANNEL] } };
      if (path === '/api/local/alert-rules') return { json: { items: [blind, older] } };
    });
    open('/alerts?tab=rules');
    const list = await screen.findByRole('table', { name: 'Rules' });
    const [first, second] = within(list).getAllByRole('row').slice(1);
    const line = within(first!).getByText(/^No data for 2 subjects/);
    expect(line).toHaveTextContent(
      'No data for 2 subjects — “hiking boots”: the last run failed (Nov 28, 2026)',
    );
    expect(line.className).not.toMatch(/red|rose|amber/);
    expect(within(first!).queryByText('Firing')).toBeNull();
    expect(second).toHaveTextContent(METRICS['positions.left_top10'].label);
    expect(second).not.toHaveTextContent('No data');
  });

  it('shows the server’s refusal of a channel at its field, and a new webhook’s secret once', async () => {
    const posts: Record<string, unknown>[] = [];
    server('owner', (req) => {
      const path = req.url.pathname;
      if (path === '/api/local/alert-channels' && req.method === 'GET') return { json: { items: [] } };
      if (path === '/api/local/alert-channels' && req.method === 'POST') {
        posts.push(req.json as Record<string, unknown>);
        if (posts.length === 1)
          return { status: 400, json: { message: ALERT_MESSAGES.urlSelf, field: 'url' } };
        return { status: 201, json: { ...CHANNEL, name: null, secret: 'a1b2c3d4e5f6a7b8c9d0' } };
      }
    });
    open('/alerts?tab=channels');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New channel' });
    const url = within(form).getByRole('textbox', { name: 'Webhook URL' });
    await fill(user, url, 'ftp://files.example');
    await user.click(within(form).getByRole('button', { name: 'Create channel' }));
    expect(url).toHaveAccessibleDescription(expect.stringContaining(ALERT_MESSAGES.url));
    expect(posts).toHaveLength(0);

    await fill(user, url, 'http://127.0.0.1:5173/hook');
    await user.click(within(form).getByRole('button', { name: 'Create channel' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining(ALERT_MESSAGES.urlSelf)),
    );
    expect(url).toHaveValue('http://127.0.0.1:5173/hook');

    await fill(user, url, 'https://hooks.example.com/in');
    await user.click(within(form).getByRole('button', { name: 'Create channel' }));
    const secret = await screen.findByRole('region', { name: 'The webhook’s secret' });
    expect(within(secret).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      'a1b2c3d4e5f6a7b8c9d0',
    );
    expect(secret).toHaveTextContent('Shown once');
    expect(posts[1]).toEqual({ kind: 'webhook', name: null, url: 'https://hooks.example.com/in' });
  });

  it('sends a test to a channel and says how it went; deletes only once confirmed', async () => {
    let deleted = false;
    server('owner', (req) => {
      const path = req.url.pathname;
      if (path === '/api/local/alert-channels') return { json: { items: deleted ? [] : [CHANNEL] } };
      if (path === '/api/local/alert-channels/3/test' && req.method === 'POST')
        return {
          status: 202,
          json: {
            delivery: {
              ...FIRED.deliveries[1],
              state: 'failed',
              error: 'connect ECONNREFUSED 203.0.113.9:443',
            },
          },
        };
      if (path === '/api/local/alert-channels/3' && req.method === 'DELETE') {
        deleted = true;
        return { json: { deleted: true } };
      }
    });
    open('/alerts?tab=channels');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Channels' });
    await user.click(within(table).getByRole('button', { name: 'Send test to Ops hook' }));
    expect(await within(table).findByRole('status')).toHaveTextContent(
      'Test: Failed: connect ECONNREFUSED 203.0.113.9:443',
    );
    await user.click(within(table).getByRole('button', { name: 'Delete Ops hook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this channel?' });
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete channel' }));
    expect(await screen.findByText(/No channel yet/)).toBeVisible();
  });
});
