// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../api/test-fetch.ts';
import { MONTH_SPEND } from '../../components/testing/spend.ts';
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
});
