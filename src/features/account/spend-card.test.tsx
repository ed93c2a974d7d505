// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerRow } from '../../components/testing/spend.ts';
import { SpendCard } from './spend-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The ledger is the Searchboard server's own endpoint (/api/local/credits), read with the browser's fetch. */
const serveLedger = (body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));

/** A line of 24 November, of a search for a word nobody searches for. */
const ledgerLine = (id: number, op: string, credits: number) =>
  ledgerRow({ id, op, credits, at: '2026-11-24T10:00:00.000Z', target: 'qwxzv (us)' });

describe('the credits-spent card', () => {
  it('does not call a 0-credit search "Charged", and writes the chart’s credits with separators', async () => {
    serveLedger({
      today: 1430,
      week: 1430,
      month: 1430,
      byArea: { keywords: 1430 },
      budget: { daily: null, monthly: null, remainingToday: null, remainingMonth: null },
      latest: [ledgerLine(2, 'keywords.questions', 0), ledgerLine(1, 'keywords.similar', 1430)],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SpendCard />
      </QueryClientProvider>,
    );
    const empty = await screen.findByRole('row', { name: /Question keywords/ });
    expect(within(empty).getByText('No charge (0 results)')).toBeInTheDocument();
    expect(within(empty).queryByText('Charged')).toBeNull();
    const paid = screen.getByRole('row', { name: /Similar keywords/ });
    expect(within(paid).getByText('Charged')).toBeInTheDocument();
    const n = new Intl.NumberFormat().format(1430);
    expect(
      await screen.findByRole('img', { name: `Credits this month by area: Keywords ${n}` }),
    ).toBeVisible();
  });
});

describe('the signed-in person’s own limit', () => {
  const spend = (mine: unknown) => ({
    today: 80,
    week: 80,
    month: 300,
    byArea: {},
    budget: { daily: null, monthly: null, remainingToday: null, remainingMonth: null },
    latest: [],
    mine,
  });
  const renderCard = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SpendCard />
      </QueryClientProvider>,
    );

  it('says their limit and what they spent against it, apart from the team’s spend', async () => {
    serveLedger(spend({ today: 20, month: 1200, limits: { daily_credits: 50, monthly_credits: 5000 } }));
    renderCard();
    const n = (v: number) => new Intl.NumberFormat().format(v);
    expect(await screen.findByText('Your limit: 50 credits a day, 20 spent today')).toBeVisible();
    expect(
      screen.getByText(`Your limit: ${n(5000)} credits a month, ${n(1200)} spent this month`),
    ).toBeVisible();
  });

  it('says nothing of a limit to someone who has none', async () => {
    serveLedger(spend({ today: 20, month: 20, limits: { daily_credits: null, monthly_credits: null } }));
    renderCard();
    await screen.findByText('Nothing spent yet.');
    expect(screen.queryByText(/Your limit/)).toBeNull();
  });
});
