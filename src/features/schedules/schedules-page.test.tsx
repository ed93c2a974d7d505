// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { meAs } from '../../components/testing/me.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import type { ReportDelivery, ReportSchedule } from '../../lib/local-schemas/report-schedules.ts';
import type { PersonRole } from '../../lib/people.ts';
import { SchedulesPage } from './schedules-page.tsx';

const SCHEDULE: ReportSchedule = {
  id: 7,
  site_id: 101,
  frequency: 'weekly',
  weekday: 1,
  day: null,
  hour: 9,
  time_zone: 'Europe/London',
  range_days: 30,
  sections: null,
  engine_id: null,
  recipients: ['ann@client.example', 'bo@client.example'],
  subject: null,
  message: null,
  enabled: true,
  created_at: '2024-11-01T10:00:00.000Z',
  next_at: '2024-12-02T09:00:00.000Z',
  blocked: null,
  pdf_missing: null,
  credits: 0,
};

const SENT: ReportDelivery = {
  at: '2024-11-25T09:00:03.000Z',
  slot: '2024-11-25T09:00:00.000Z',
  recipients: ['ann@client.example', 'bo@client.example'],
  outcome: 'sent',
  error: null,
  size: 48_213,
  attempts: 1,
  outbox_id: 3,
};

type Handler = (req: RecordedRequest) => FakeAnswer | undefined;

/** The server: who is signed in, the site's engines, and what the test adds for the schedules. */
function server(role: PersonRole, handler: Handler) {
  const f = fakeFetch((req) => {
    const path = req.url.pathname;
    if (path === '/api/local/me') return { json: meAs(role) };
    if (path.startsWith('/api/project') && path.includes('llm')) return { json: [] };
    return handler(req) ?? { status: 404, json: { message: `not in this test: ${req.method} ${path}` } };
  });
  vi.stubGlobal('fetch', f.impl);
  return f;
}

const open = () =>
  renderRoutes('/reports/101/schedules', [
    { path: 'reports/$siteId/schedules', component: () => <SchedulesPage siteId={101} /> },
    { path: 'reports/$siteId' },
    { path: 'outbox/$messageId' },
  ]);

const card = () => screen.findByRole('region', { name: 'Every Monday at 09:00 (Europe/London)' });

afterEach(() => vi.unstubAllGlobals());

/** Typed text as a paste: the form sees the same value, without a key event per character. */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

describe('the schedules page', () => {
  it('lists a schedule: how often, the next send in both times, recipients, on, 0 credits and its log', async () => {
    server('owner', (req) => {
      if (req.url.pathname === '/api/local/report-schedules') return { json: { items: [SCHEDULE] } };
      if (req.url.pathname === '/api/local/report-schedules/7/deliveries') return { json: { items: [SENT] } };
    });
    open();
    const c = await card();
    expect(c).toHaveTextContent(/Next send: Mon 2 Dec, \d\d:00 your time \(09:00 Europe\/London\)/);
    expect(c).toHaveTextContent('ann@client.example, bo@client.example');
    expect(c).toHaveTextContent('Costs 0 credits');
    expect(within(c).getByText('On')).toBeVisible();
    const log = await within(c).findByRole('table', { name: 'Deliveries, newest first' });
    const cells = within(within(log).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((x) => x.textContent)).toEqual([
      expect.stringContaining('2024'),
      'ann@client.example, bo@client.example',
      '47 KB',
      'SentOpen in the outbox',
      '—',
    ]);
  });

  it('checks every field before sending, keeps what was typed, and shows the server’s refusal at its field', async () => {
    const posts: unknown[] = [];
    server('editor', (req) => {
      if (req.url.pathname === '/api/local/report-schedules' && req.method === 'GET')
        return { json: { items: [] } };
      if (req.url.pathname === '/api/local/report-schedules' && req.method === 'POST') {
        posts.push(req.json);
        return {
          status: 400,
          json: {
            message: 'Choose a time zone by its IANA name, such as Europe/Berlin.',
            refused_by: 'searchboard',
            errors: { time_zone: ['Choose a time zone by its IANA name, such as Europe/Berlin.'] },
          },
        };
      }
    });
    open();
    const user = userEvent.setup();
    expect(await screen.findByText(/No schedule yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    const zone = within(form).getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const to = within(form).getByRole('textbox', { name: 'Recipients' });
    await fill(user, to, 'ann@client.example, bo@client');
    await user.click(within(form).getByRole('button', { name: 'Create schedule' }));
    expect(to).toHaveAccessibleDescription(expect.stringContaining('“bo@client” is not an email address.'));
    expect(posts).toHaveLength(0);

    await fill(user, to, 'ann@client.example, bo@client.example');
    await fill(user, within(form).getByRole('textbox', { name: 'Subject' }), 'Your weekly numbers');
    await user.click(within(form).getByRole('button', { name: 'Create schedule' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      site_id: 101,
      frequency: 'weekly',
      weekday: 1,
      hour: 9,
      range_days: 30,
      recipients: ['ann@client.example', 'bo@client.example'],
      subject: 'Your weekly numbers',
    });
    expect(
      await within(form).findByText('Choose a time zone by its IANA name, such as Europe/Berlin.'),
    ).toBeVisible();
    expect(to).toHaveValue('ann@client.example, bo@client.example');
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Your weekly numbers');
  });

  it('“Send now” says it is sending and reads the log again until the send has gone', async () => {
    let sent = false;
    let reads = 0;
    server('owner', (req) => {
      const path = req.url.pathname;
      if (path === '/api/local/report-schedules') return { json: { items: [SCHEDULE] } };
      if (path === '/api/local/report-schedules/7/send' && req.method === 'POST') {
        sent = true;
        return { status: 202, json: { queued: true } };
      }
      if (path === '/api/local/report-schedules/7/deliveries') {
        if (!sent) return { json: { items: [] } };
        reads++;
        const now = { ...SENT, slot: 'now:2024-11-27T10:00:00.000Z', at: '2024-11-27T10:00:01.000Z' };
        // queued at first, then sent
        return { json: { items: [reads < 3 ? { ...now, outcome: 'retrying', size: null } : now] } };
      }
    });
    open();
    const user = userEvent.setup();
    const c = await card();
    expect(await within(c).findByText('Nothing sent yet.')).toBeVisible();
    await user.click(within(c).getByRole('button', { name: 'Send now' }));
    expect(
      await within(c).findByText('Sent to ann@client.example, bo@client.example.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(reads).toBeGreaterThanOrEqual(3);
  });

  it('previews the exact mail: From, To, subject, the HTML sandboxed, the text and the PDF inline', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => (blobs.push(b), 'blob:preview-pdf'),
        revokeObjectURL: () => {},
      }),
    );
    server('admin', (req) => {
      const path = req.url.pathname;
      if (path === '/api/local/report-schedules') return { json: { items: [SCHEDULE] } };
      if (path === '/api/local/report-schedules/7/deliveries') return { json: { items: [] } };
      if (path === '/api/local/report-schedules/7/preview')
        return {
          json: {
            from: '"Acme Agency" <reports@acme.example>',
            to: ['ann@client.example', 'bo@client.example'],
            subject: 'Northwind report: last 30 days',
            html: '<p>Visibility 42%</p><script>alert(1)</script>',
            text: 'Visibility 42%',
            pdf: btoa('%PDF-1.7 fake'),
            pdf_missing: null,
          },
        };
    });
    open();
    const user = userEvent.setup();
    await user.click(within(await card()).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: the mail as it would go now' });
    expect(await within(dialog).findByText('"Acme Agency" <reports@acme.example>')).toBeVisible();
    expect(within(dialog).getByText('Northwind report: last 30 days')).toBeVisible();
    const html = within(dialog).getByTitle('The mail’s HTML body');
    expect(html).toHaveAttribute('sandbox', '');
    expect(html.getAttribute('srcdoc')).toContain('Visibility 42%');
    expect(within(dialog).getByText('Visibility 42%', { selector: 'pre' })).toBeVisible();
    const pdf = await within(dialog).findByTitle('The report’s PDF');
    expect(pdf).toHaveAttribute('src', 'blob:preview-pdf');
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.7 fake');
  });

  it('says why a schedule cannot send and why its PDF is missing, and how to fix each', async () => {
    server('owner', (req) => {
      if (req.url.pathname === '/api/local/report-schedules')
        return {
          json: {
            items: [
              {
                ...SCHEDULE,
                enabled: false,
                next_at: null,
                blocked: 'Set SMTP_URL and MAIL_FROM to send mail; without them the outbox keeps it.',
                pdf_missing: 'No Chromium at /usr/bin/chromium.',
              },
            ],
          },
        };
      if (req.url.pathname === '/api/local/report-schedules/7/deliveries') return { json: { items: [] } };
    });
    open();
    const c = await card();
    const notes = within(c).getAllByRole('note');
    expect(notes[0]).toHaveTextContent('This schedule cannot send from here');
    expect(notes[0]).toHaveTextContent('Set SMTP_URL and MAIL_FROM');
    expect(notes[1]).toHaveTextContent('The mail goes without its PDF');
    expect(notes[1]).toHaveTextContent('apt install chromium');
    expect(c).toHaveTextContent('Off: nothing will be sent until it is switched on.');
  });

  it('deletes a schedule only once confirmed', async () => {
    let deleted = false;
    server('owner', (req) => {
      const path = req.url.pathname;
      if (path === '/api/local/report-schedules') return { json: { items: deleted ? [] : [SCHEDULE] } };
      if (path === '/api/local/report-schedules/7/deliveries') return { json: { items: [] } };
      if (path === '/api/local/report-schedules/7' && req.method === 'DELETE') {
        deleted = true;
        return { json: { deleted: true } };
      }
    });
    open();
    const user = userEvent.setup();
    await user.click(within(await card()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this schedule?' });
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete schedule' }));
    expect(await screen.findByText(/No schedule yet/)).toBeVisible();
    expect(deleted).toBe(true);
  });

  it('shows a viewer the schedules and their log, with no button that writes', async () => {
    server('viewer', (req) => {
      if (req.url.pathname === '/api/local/report-schedules') return { json: { items: [SCHEDULE] } };
      if (req.url.pathname === '/api/local/report-schedules/7/deliveries') return { json: { items: [SENT] } };
    });
    open();
    const c = await card();
    expect(
      await within(c).findByText('Viewers cannot change anything here — ask an owner or an admin.'),
    ).toBeVisible();
    expect(await within(c).findByRole('table', { name: 'Deliveries, newest first' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(c).queryByRole('link', { name: 'Open in the outbox' })).toBeNull();
  });
});
