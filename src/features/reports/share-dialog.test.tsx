// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog.tsx';

const link = (id: number, status: string, label: string | null) => ({
  id,
  site_id: 101,
  label,
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2026-11-27T09:00:00.000Z',
  revoked_at: status === 'revoked' ? '2026-11-21T09:00:00.000Z' : null,
  status,
  url: status === 'active' ? `/share/tok${id}.sig` : null,
  view: id === 1 ? { from: '2026-10-01', to: '2026-10-31', sections: ['audits'], engine: null } : null,
});

// the report as drawn when "Share" was pressed
const VIEW = { from: '2026-11-01', to: '2026-11-25', sections: ['ai', 'audits'], engine: 301, rolling: null };
const nameEngine = (id: number | null) => (id === 301 ? 'Chat assistant #301 (us)' : 'all engines');

let calls: { method: string; url: string; body: unknown }[] = [];
let items: ReturnType<typeof link>[] = [];

beforeEach(() => {
  calls = [];
  items = [link(1, 'active', 'Agency'), link(2, 'revoked', null)];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: String(input), body });
    if (method === 'POST') {
      const sent = body as { label?: string; expires_in_days: number | null; view: unknown };
      const created = {
        ...link(3, 'active', sent.label ?? null),
        view: sent.view as ReturnType<typeof link>['view'],
        ...(sent.expires_in_days === null ? { expires_at: '9999-12-31T23:59:59.000Z' } : {}),
      };
      items = [created, ...items];
      return new Response(JSON.stringify(created), { status: 201 });
    }
    if (method === 'DELETE') {
      items = items.map((s) => (s.id === 1 ? link(1, 'revoked', 'Agency') : s));
      return new Response(JSON.stringify(items.find((s) => s.id === 1)));
    }
    return new Response(JSON.stringify({ items }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <ShareDialog siteId={101} view={VIEW} nameEngine={nameEngine} open onClose={() => {}} />
    </QueryClientProvider>,
  );
}

/** The dialog open, with the expiry typed over its default. */
async function openWithDays(typed: string) {
  const user = userEvent.setup();
  renderDialog();
  const days = screen.getByRole('spinbutton', { name: 'Expires in (days)' });
  await user.clear(days);
  await user.type(days, typed);
  return { user, days };
}

describe('ShareDialog', () => {
  it('refuses an expiry outside 1-90 days at the field, before any request', async () => {
    const { user, days } = await openWithDays('120');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(days).toHaveAccessibleDescription(/Choose a whole number of days from 1 to 90/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a link and shows its full address to copy', async () => {
    const { user } = await openWithDays('14');
    await user.type(screen.getByRole('textbox', { name: 'Label (optional)' }), ' Client ');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const address = await screen.findByRole('textbox', { name: 'Share link' });
    expect(address).toHaveValue(`${window.location.origin}/share/tok3.sig`);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/local/shares',
      body: { site_id: 101, expires_in_days: 14, label: 'Client', view: VIEW },
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  // a link keeps the exact view it was made from (range, sections, engine), and the dialog says which
  it('says which view the new link keeps, and the view of each listed link', async () => {
    renderDialog();
    expect(screen.getByText(/The link shows exactly this view:/).parentElement).toHaveTextContent(
      /Nov 1, 2026 – Nov 25, 2026 · AI visibility, Audits · Chat assistant #301 \(us\)$/,
    );
    const table = await screen.findByRole('table', { name: 'Links to this report' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Oct 1, 2026 – Oct 31, 2026 · Audits',
      'The report’s defaults: the last 30 days, every section',
    ]);
  });

  it('makes a rolling link that lasts until revoked, and lists it so', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'The last 30 days, rolling');
    expect(screen.getByText(/The link shows exactly this view:/).parentElement).toHaveTextContent(
      /the last 30 days, rolling · AI visibility, Audits/,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Until revoked' }));
    expect(screen.getByRole('spinbutton', { name: 'Expires in (days)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Works until you revoke it.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      site_id: 101,
      expires_in_days: null,
      view: { ...VIEW, rolling: 30 },
    });
    const table = await screen.findByRole('table', { name: 'Links to this report' });
    const row = (await within(table).findByRole('cell', { name: 'Link #3' })).closest('tr')!;
    expect(row).toHaveTextContent(/the last 30 days, rolling/);
    expect(row).toHaveTextContent(/never expires/);
  });

  it("lists the site's links with their state and revokes one after asking", async () => {
    const user = userEvent.setup();
    renderDialog();
    const table = await screen.findByRole('table', { name: 'Links to this report' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]?.textContent)).toEqual(['Active', 'Revoked']);
    // only an active link can be revoked
    expect(within(table).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Revoke Agency' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/local/shares/1');
    expect(await within(table).findAllByText('Revoked')).toHaveLength(2);
  });
});
