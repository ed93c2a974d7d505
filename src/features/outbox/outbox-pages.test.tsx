// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { messageIdParams } from './message-id.ts';
import { MessagePage } from './message-page.tsx';
import { OutboxPage } from './outbox-page.tsx';

const ITEM = {
  id: 3,
  at: '2024-11-25T09:00:03.000Z',
  from: '"Acme Agency" <reports@acme.example>',
  to: ['ann@client.example', 'bo@client.example'],
  subject: 'Northwind report: last 30 days',
  size: 48_213,
  attachments: [
    { n: 0, filename: 'northwind-report-2024-11-25.pdf', content_type: 'application/pdf', size: 40_960 },
  ],
};

function server(answer: (req: RecordedRequest) => FakeAnswer | undefined) {
  const f = fakeFetch((req) => answer(req) ?? { status: 404, json: { message: 'not in this test' } });
  vi.stubGlobal('fetch', f.impl);
  return f;
}

const open = (url: string) =>
  renderRoutes(url, [
    { path: 'outbox/', validateSearch: () => ({}), component: OutboxPage },
    { path: 'outbox/$messageId', params: messageIdParams, component: MessagePage },
  ]);

afterEach(() => vi.unstubAllGlobals());

describe('the outbox', () => {
  it('lists the mail kept here: when, to whom, subject and size, and opens one', async () => {
    server((req) => {
      if (req.url.pathname === '/api/local/outbox') return { json: { items: [ITEM], total: 1 } };
      if (req.url.pathname === '/api/local/outbox/3')
        return { json: { ...ITEM, html: '<p>Hi</p>', text: 'Hi' } };
      if (req.url.pathname === '/api/local/outbox/3/attachments/0')
        return { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } };
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }),
    );
    open('/outbox');
    const list = await screen.findByRole('list', { name: 'Outbox, newest first' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent(
      /^Northwind report: last 30 days.*2024.* · to ann@client\.example, bo@client\.example · 47 KBAttached: northwind-report-2024-11-25\.pdf$/,
    );
    await userEvent.setup().click(within(item).getByRole('link', { name: 'Northwind report: last 30 days' }));
    expect(await screen.findByRole('heading', { name: 'Northwind report: last 30 days' })).toBeVisible();
  });

  it('says what puts mail in an empty outbox', async () => {
    server(() => ({ json: { items: [], total: 0 } }));
    open('/outbox');
    expect(await screen.findByText(/The outbox is empty\. A report schedule puts mail here/)).toBeVisible();
  });

  it('shows a message: From, To, subject, the HTML sandboxed, the text, and its PDF inline from a blob', async () => {
    const f = server((req) => {
      if (req.url.pathname === '/api/local/outbox/3')
        return {
          json: { ...ITEM, html: '<p>Visibility 42%</p><script>alert(1)</script>', text: 'Visibility 42%' },
        };
      if (req.url.pathname === '/api/local/outbox/3/attachments/0')
        return { body: '%PDF-1.7 fake', headers: { 'content-type': 'application/pdf' } };
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => (blobs.push(b), 'blob:the-pdf'),
        revokeObjectURL: () => {},
      }),
    );
    open('/outbox/3');
    const envelope = await screen.findByRole('region', { name: 'Envelope' });
    expect(envelope).toHaveTextContent('"Acme Agency" <reports@acme.example>');
    expect(envelope).toHaveTextContent('ann@client.example, bo@client.example');
    const html = screen.getByTitle('The mail’s HTML body');
    expect(html).toHaveAttribute('sandbox', '');
    expect(html.getAttribute('srcdoc')).toContain('Visibility 42%');
    expect(screen.getByText('Visibility 42%', { selector: 'pre' })).toBeVisible();
    const pdf = await screen.findByTitle('Attachment northwind-report-2024-11-25.pdf');
    expect(pdf).toHaveAttribute('src', 'blob:the-pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.7 fake');
    const read = f.calls.find((c) => c.url.pathname.endsWith('/attachments/0'));
    expect(read?.headers.get('x-searchboard')).toBe('1');
  });

  it('shows the server’s refusal in its own words', async () => {
    server(() => ({
      status: 403,
      json: { message: 'Viewers cannot make changes — ask an owner or an admin.', refused_by: 'searchboard' },
    }));
    open('/outbox');
    expect(await screen.findByText('Viewers cannot make changes — ask an owner or an admin.')).toBeVisible();
  });
});
