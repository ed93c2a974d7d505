// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { changeText } from './format.ts';
import { HistoryTable } from './history-table.tsx';
import { SiteTrends } from './site-trends.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderWithClient = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );

describe('rank tracking on the shared pieces', () => {
  it('says a failed trend read as every page does, and reads it again on "Try again"', async () => {
    const user = userEvent.setup();
    let failing = true;
    const f = fakeFetch((req: RecordedRequest) => {
      if (req.url.pathname === '/api/local/positions/trends')
        return failing
          ? { status: 500, json: { message: 'The store is busy.' } }
          : { json: { days: 90, since: '2026-11-20', trend: [], competitors: [], site: [] } };
      return { json: [] };
    });
    // the proxy's own store is read with the browser's fetch
    vi.stubGlobal('fetch', f.impl);
    renderWithClient(<SiteTrends siteId={103} domain="quantaledger.io" today="2026-11-27" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Reading the site’s trend…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service had a problem');
    expect(alert).toHaveTextContent('The store is busy.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(f.calls.filter((c) => c.url.pathname === '/api/local/positions/trends')).toHaveLength(2);
  });

  it('shows a day without a ranking URL as the house dash, never an empty or zero cell', () => {
    renderWithClient(
      <HistoryTable
        days={[
          { day: '2026-11-26', position: 4, url: 'https://quantaledger.io/a', top10: ['a.com'] },
          { day: '2026-11-27', position: null, url: null, top10: ['b.com'] },
        ]}
      />,
    );
    const row = screen.getByRole('row', { name: /2026-11-27/ });
    expect(within(row).getByText('not in top 100')).toBeVisible();
    expect(within(row).getByText('—')).toBeVisible();
  });

  it('writes a change with no earlier check as the house dash', () => {
    expect(changeText(null).text).toBe('—');
    expect(changeText({ kind: 'same-absent' }).text).toBe('—');
  });
});
