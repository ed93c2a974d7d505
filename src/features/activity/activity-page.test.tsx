// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { ActivityPage } from './activity-page.tsx';
import { parseActivitySearch } from './search.ts';

const ROWS = [
  {
    at: '2026-03-04T08:00:00.000Z',
    email: 'ed@team.example',
    action: 'paid',
    operation: 'keywords.related',
    site_id: null,
    credits: 12,
    outcome: 'ok',
    detail: null,
  },
  {
    at: '2026-03-03T09:00:00.000Z',
    email: 'ed@team.example',
    action: 'refused',
    operation: 'keywords.related',
    site_id: null,
    credits: null,
    outcome: 'refused',
    detail: 'paid: HTTP 402',
  },
  {
    at: '2026-03-02T10:00:00.000Z',
    email: 'ann@team.example',
    action: 'share.create',
    operation: 'POST /api/local/shares',
    site_id: 101,
    credits: null,
    outcome: 'ok',
    detail: null,
  },
];

function network(answer: (req: RecordedRequest) => FakeAnswer) {
  const f = fakeFetch(answer);
  vi.stubGlobal('fetch', f.impl);
  return f;
}

const open = (url = '/activity') =>
  renderRoutes(url, [{ path: 'activity', validateSearch: parseActivitySearch, component: ActivityPage }]);

afterEach(() => vi.unstubAllGlobals());

describe('ActivityPage', () => {
  it('shows who did what, credits as a number or a dash (never 0), and the refusal’s reason', async () => {
    network(() => ({ json: { items: ROWS, total: 3 } }));
    open();
    const table = await screen.findByRole('table', { name: 'Activity, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // who, action, what, site, credits, outcome (the time is the row's header)
    expect(cells(0)).toEqual(['ed@team.example', 'Paid call', 'keywords.related', '—no data', '12', 'Done']);
    expect(cells(1)).toEqual([
      'ed@team.example',
      'Refused',
      'keywords.related',
      '—no data',
      '—no data',
      'Refused: over a credit limit',
    ]);
    expect(cells(2)).toEqual([
      'ann@team.example',
      'Share link made',
      'POST /api/local/shares',
      '101',
      '—no data',
      'Done',
    ]);
    expect(within(table).queryByText('0')).not.toBeInTheDocument();
  });

  it('reads the filters and page from the address, and applies new ones through it', async () => {
    const f = network(() => ({ json: { items: ROWS.slice(0, 1), total: 120 } }));
    const { router } = open(
      '/activity?person=ed%40team.example&action=paid&from=2026-03-01&to=2026-03-04&page=2',
    );
    await screen.findByRole('table', { name: 'Activity, newest first' });
    const asked = f.calls.find((c) => c.url.pathname === '/api/local/activity')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      limit: '50',
      offset: '50',
      person: 'ed@team.example',
      action: 'paid',
      from: '2026-03-01',
      to: '2026-03-04',
    });
    expect(screen.getByLabelText('Person (email)')).toHaveValue('ed@team.example');
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Action'), 'Share link made');
    await user.clear(screen.getByLabelText('Person (email)'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        action: 'share.create',
        from: '2026-03-01',
        to: '2026-03-04',
      }),
    );
    await waitFor(() =>
      expect(f.calls.at(-1)?.url.search).toBe(
        '?limit=50&offset=0&action=share.create&from=2026-03-01&to=2026-03-04',
      ),
    );
  });

  it('says a range the wrong way round at the field, and sends nothing', async () => {
    const f = network(() => ({ json: { items: [], total: 0 } }));
    open();
    await screen.findByText('Nothing matches these filters.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The last day must be on or after the first.',
    );
    const before = f.calls.length;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(f.calls).toHaveLength(before);
  });

  it('exports every filtered row as CSV, reading all pages', async () => {
    const many = Array.from({ length: 501 }, (_, i) => ({
      ...ROWS[0],
      at: `2026-03-04T08:00:${String(i % 60).padStart(2, '0')}.000Z`,
    }));
    const f = network((req) => {
      const offset = Number(req.url.searchParams.get('offset'));
      const limit = Number(req.url.searchParams.get('limit'));
      return { json: { items: many.slice(offset, offset + limit), total: many.length } };
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'),
        revokeObjectURL: () => {},
      }),
    );
    open('/activity?action=paid');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export filtered rows (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await blobs[0]!.text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(502);
    const [header, first] = (await import('papaparse')).default.parse<string[]>(csv.trim()).data;
    expect(header).toEqual([
      'at_utc',
      'email',
      'action',
      'action_label',
      'operation',
      'site_id',
      'credits',
      'outcome',
      'detail',
      'read_at_utc',
    ]);
    // no site and no detail are empty cells, never 0
    expect(first?.slice(1, 9)).toEqual([
      'ed@team.example',
      'paid',
      'Paid call',
      'keywords.related',
      '',
      '12',
      'ok',
      '',
    ]);
    const exported = f.calls.filter((c) => c.url.searchParams.get('limit') === '500');
    expect(exported.map((c) => [c.url.searchParams.get('offset'), c.url.searchParams.get('action')])).toEqual(
      [
        ['0', 'paid'],
        ['500', 'paid'],
      ],
    );
  });

  it('shows the server’s refusal to someone the log is closed to', async () => {
    network(() => ({
      status: 403,
      json: {
        message: 'Editors cannot see the activity log. Ask an owner or an admin.',
        refused_by: 'searchboard',
        role: 'editor',
        need: 'activity',
      },
    }));
    open();
    expect(
      await screen.findByText('Editors cannot see the activity log. Ask an owner or an admin.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
