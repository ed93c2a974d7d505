// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { MONTH_SPEND } from '../../components/testing/spend.ts';
import { SiteTrends } from './site-trends.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRENDS = {
  days: 90,
  since: '2026-08-28',
  trend: [
    { day: '2026-11-23', checked: 60, found: 40, average: 12.5, top3: 10, top10: 40 },
    { day: '2026-11-24', checked: 60, found: 41, average: 12.1, top3: 10, top10: 41 },
  ],
  competitors: [],
};

/** The site's trend beside the ledger's answer, which says whether the store holds the demo's seeded history. */
function renderTrends(siteId: number, demo: unknown) {
  const f = fakeFetch((req: RecordedRequest) => {
    if (req.url.pathname === '/api/local/positions/trends') return { json: TRENDS };
    if (req.url.pathname === '/api/local/credits') return { json: { ...MONTH_SPEND, month: 0, demo } };
    return { json: { items: [] } };
  });
  vi.stubGlobal('fetch', f.impl);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SiteTrends siteId={siteId} domain="northwind-outdoor.com" today="2026-11-25" />
    </QueryClientProvider>,
  );
}

const DEMO = { site_ids: [101], checks: 5340, from: '2026-08-27', to: '2026-11-24' };

describe('the seeded rank-tracking history on the site’s chart', () => {
  it('is said to be demo history, not charged, on the demo site', async () => {
    renderTrends(101, DEMO);
    const card = (await screen.findByText(/^Site trend, last 90 days/)).closest('section') as HTMLElement;
    const note = await within(card).findByText(/^Demo history, not charged:/);
    expect(note).toHaveTextContent(/seeded with the demo/);
    expect(note).toHaveTextContent(/cost no credits/);
  });

  it('says nothing of it on another site', async () => {
    renderTrends(102, DEMO);
    await screen.findByText(/^Site trend, last 90 days/);
    await screen.findByTestId('average-position-chart');
    expect(screen.queryByText(/Demo history/)).toBeNull();
  });
});
