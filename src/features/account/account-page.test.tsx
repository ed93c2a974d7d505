// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../api/test-fetch.ts';
import { ledgerRow, MONTH_SPEND } from '../../components/testing/spend.ts';
import { AccountPage } from './account-page.tsx';

const PROFILE = {
  email: 'maya.lindqvist@northwind-outdoor.com',
  email_verified: true,
  first_name: 'Maya',
  last_name: 'Lindqvist',
  lang: 'en',
  picture: null,
};

function renderAccount(answers: Record<string, FakeAnswer>) {
  const f = fakeFetch(
    (req) => answers[req.url.pathname.replace('/api/project/account/', '')] ?? { status: 404 },
  );
  // the credit ledger is the Searchboard server's own endpoint, read with the browser's fetch
  vi.stubGlobal('fetch', f.impl);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AccountPage />
    </QueryClientProvider>,
  );
  return f;
}

const panel = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountPage', () => {
  it('shows the profile with initials, the balance from value + currency_code, and the subscription', async () => {
    renderAccount({
      profile: { json: PROFILE },
      // the deprecated `currency` disagrees on purpose: currency_code wins (spec, Versioning 3)
      balance: { json: { currency: 'EUR', currency_code: 'USD', value: '250' } },
      subscription: {
        json: { type: 'subscription', balance: { currency: 'USD', amount: 250 }, is_expired: 'false' },
      },
      '/api/local/credits': { json: MONTH_SPEND },
    });
    await screen.findByText('Maya Lindqvist');
    const profile = panel('Profile');
    expect(within(profile).getByText('ML')).toBeInTheDocument();
    expect(within(profile).queryByRole('img')).not.toBeInTheDocument();
    expect(within(profile).getByText('maya.lindqvist@northwind-outdoor.com')).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    expect(within(profile).getByText(/\(en\)$/)).toBeInTheDocument();

    const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(250);
    expect(await within(panel('Balance')).findByText(money)).toBeInTheDocument();
    // the credits spent this month, next to the balance
    expect(await within(panel('Balance')).findByTestId('balance-month-spend')).toHaveTextContent(
      'Spent this month: 1,250 credits of a 5,000-credit monthly budget',
    );
    // the plan's name and its expiry date, not "Subscription" and "Active, not expired"
    const sub = panel('Plan');
    expect(await within(sub).findByText('Subscription plan', { selector: 'dd' })).toBeInTheDocument();
    expect(within(sub).getByText(money)).toBeInTheDocument();
    expect(within(sub).getByText('Active')).toBeInTheDocument();
    expect(within(sub).getByText('The service does not give the date')).toBeInTheDocument();
    expect(within(sub).queryByText('Active, not expired')).not.toBeInTheDocument();
  });

  it('names the plan and its expiry date when the account read carries them', async () => {
    renderAccount({
      profile: { json: PROFILE },
      balance: { json: { currency_code: 'USD', value: 10 } },
      subscription: {
        json: {
          type: 'subscription',
          plan_name: 'Agency 50k',
          expires_at: '2027-01-31',
          is_expired: 'false',
        },
      },
    });
    const sub = panel('Plan');
    expect(await within(sub).findByText('Agency 50k', { selector: 'dd' })).toBeInTheDocument();
    expect(within(sub).getByText(/^Expires on /)).toHaveTextContent(/Jan 31, 2027/);
  });

  it('shows the avatar when there is one, an expired trial, and a pay-per-check plan without balance', async () => {
    renderAccount({
      profile: { json: { ...PROFILE, email_verified: 'false', picture: 'https://example.com/m.png' } },
      balance: { json: { currency_code: 'EUR', value: 12.5 } },
      subscription: { json: { type: 'trial', balance: [], is_expired: 'true' } },
    });
    expect(await screen.findByRole('img', { name: 'Avatar of Maya Lindqvist' })).toHaveAttribute(
      'src',
      'https://example.com/m.png',
    );
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(await within(panel('Plan')).findByText('Expired')).toBeInTheDocument();
    expect(within(panel('Plan')).getByText('Trial plan')).toBeInTheDocument();
    expect(within(panel('Plan')).getByText('None for this plan type')).toBeInTheDocument();
  });

  it('keeps the other panels when one read fails, with a retry on the failed one', async () => {
    const f = renderAccount({
      profile: { json: PROFILE },
      balance: { status: 503, json: { message: 'Upstream busy' } },
      subscription: { json: { type: 'manual' } },
    });
    const alert = await within(panel('Balance')).findByRole('alert');
    expect(alert).toHaveTextContent('Upstream busy');
    expect(await within(panel('Plan')).findByText('Pay per check (no plan)')).toBeInTheDocument();
    expect(within(panel('Plan')).getByText('Does not expire (pay per check)')).toBeInTheDocument();
    expect(screen.getByText('Maya Lindqvist')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(f.calls.filter((c) => c.url.pathname.endsWith('/balance'))).toHaveLength(2);
  });

  it('says the balance is money that credits do not lower, and totals money and credits apart', async () => {
    renderAccount({
      profile: { json: PROFILE },
      balance: { json: { currency_code: 'USD', value: 250 } },
      subscription: { json: { type: 'subscription', is_expired: 'false' } },
      '/api/local/credits': {
        json: {
          ...MONTH_SPEND,
          byArea: { keywords: 1250, backlinks: 0 },
          money: [{ currency: 'USD', amount: 3.75, calls: 2 }],
          moneyUnquoted: 1,
          latest: [
            ledgerRow({
              id: 2,
              area: 'backlinks',
              op: 'backlinks.create',
              target: 'example.org',
              credits: 0,
              money_amount: 1.25,
              money_currency: 'USD',
            }),
            ledgerRow({ id: 1, credits: 1250 }),
          ],
        },
      },
    });
    const usd = (n: number) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(n);
    const balance = panel('Balance');
    expect(await within(balance).findByText(usd(250))).toBeInTheDocument();
    // what the figure is, and what it is not
    expect(within(balance).getByText(/money balance, as the service reports it/)).toBeInTheDocument();
    expect(within(balance).getByText(/Credits do not lower it/)).toBeInTheDocument();
    expect(within(balance).getByText(/gives no rate between credits and money/)).toBeInTheDocument();
    expect(await within(balance).findByTestId('balance-month-money')).toHaveTextContent(
      `Paid from the balance this month: ${usd(3.75)} for 2 backlink reports, and 1 refresh whose price was not quoted`,
    );
    // the ledger's two meters side by side, never one sum
    const spent = panel('Credits spent');
    expect(await within(spent).findByTestId('spend-money')).toHaveTextContent(
      `Money from the balance this month: ${usd(3.75)} (2 backlink reports, 1 refresh not quoted). A separate meter: not counted in the credits above.`,
    );
    const report = within(spent).getByRole('row', { name: /Backlink report/ });
    expect(within(report).getByRole('cell', { name: usd(1.25) })).toBeInTheDocument();
    expect(within(report).getByRole('cell', { name: 'none' })).toBeInTheDocument();
    const search = within(spent).getByRole('row', { name: /Similar keywords/ });
    expect(within(search).getByRole('cell', { name: '1,250' })).toBeInTheDocument();
  });

  it('says the seeded rank-tracking history is demo history, not charged', async () => {
    renderAccount({
      profile: { json: PROFILE },
      balance: { json: { currency_code: 'USD', value: 250 } },
      subscription: { json: { type: 'subscription', is_expired: 'false' } },
      '/api/local/credits': {
        json: {
          ...MONTH_SPEND,
          month: 0,
          week: 0,
          demo: { site_ids: [101], checks: 5340, from: '2026-08-27', to: '2026-11-24' },
        },
      },
    });
    const note = await within(panel('Credits spent')).findByTestId('spend-demo');
    expect(note).toHaveTextContent(/^Demo history, not charged:/);
    expect(note).toHaveTextContent(/5,340 keyword checks/);
    // what they would have cost at today's price, so the 0 above is not read as a fault
    expect(note).toHaveTextContent(/53,400 credits/);
    expect(note).toHaveTextContent(/not in this ledger and not counted against the budget/);
  });
});
