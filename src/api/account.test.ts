import { describe, expect, it } from 'vitest';
import { accountQueries, getBalance, getProfile, getSubscription } from './account.ts';
import { fakeFetch } from './test-fetch.ts';

describe('account', () => {
  it('reads the balance from value + currency_code and drops the deprecated currency', async () => {
    const f = fakeFetch({ json: { currency: 'USD', currency_code: 'EUR', value: '125.40' } });
    const balance = await getBalance();
    expect(f.last.method).toBe('GET');
    expect(f.last.url.pathname).toBe('/api/project/account/balance');
    expect(balance).toStrictEqual({ value: 125.4, currency_code: 'EUR' });
  });

  it('reads the profile: a missing avatar stays null, "true" becomes true', async () => {
    const f = fakeFetch({
      json: {
        email: 'maya@example.com',
        email_verified: 'true',
        first_name: 'Maya',
        last_name: 'Lindqvist',
        lang: 'en',
        picture: null,
      },
    });
    const profile = await getProfile();
    expect(f.last.url.pathname).toBe('/api/project/account/profile');
    expect(profile).toEqual({
      email: 'maya@example.com',
      email_verified: true,
      first_name: 'Maya',
      last_name: 'Lindqvist',
      lang: 'en',
      picture: null,
    });
  });

  it('reads a subscription whose is_expired arrives as the string "false"', async () => {
    const f = fakeFetch({
      json: { type: 'subscription', balance: { currency: 'USD', amount: '49.5' }, is_expired: 'false' },
    });
    const sub = await getSubscription();
    expect(f.last.url.pathname).toBe('/api/project/account/subscription');
    expect(sub).toEqual({
      type: 'subscription',
      balance: { currency: 'USD', amount: 49.5 },
      is_expired: false,
    });
  });

  it('reads an expired trial ("true") and a pay-per-check account without balance or expiry', async () => {
    fakeFetch({ json: { type: 'trial', balance: [], is_expired: 'true' } });
    await expect(getSubscription()).resolves.toEqual({ type: 'trial', balance: null, is_expired: true });
    fakeFetch({ json: { type: 'manual' } });
    await expect(getSubscription()).resolves.toEqual({ type: 'manual', balance: null, is_expired: null });
  });

  it('keeps an account type the spec does not list', async () => {
    fakeFetch({ json: { type: 'enterprise', is_expired: false } });
    await expect(getSubscription()).resolves.toMatchObject({ type: 'enterprise', is_expired: false });
  });

  it('keys every read under the account area', () => {
    expect(accountQueries.balance().queryKey).toEqual(['account', 'me', 'balance', {}]);
    expect(accountQueries.subscription().queryKey).toEqual(['account', 'me', 'subscription', {}]);
  });
});
