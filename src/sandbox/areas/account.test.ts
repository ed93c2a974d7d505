import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../use-test-sandbox.ts';

// Contract of the account (spec, "Account"): balance, profile, subscription.

describe('account', () => {
  const t = useTestSandbox();

  // spec: "Balance: `currency` string (deprecated), `currency_code` string (ISO 4217), `value` float"
  it('GET /account/balance answers currency, currency_code and value', async () => {
    const r = await t.call('project', 'GET', '/account/balance');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ currency: 'USD', currency_code: 'USD', value: 250 });
    expect(typeof r.body.value).toBe('number');
  });

  it('GET /account/profile answers every profile field, picture null', async () => {
    const r = await t.call('project', 'GET', '/account/profile');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(
      ['email', 'email_verified', 'first_name', 'last_name', 'lang', 'picture'].sort(),
    );
    expect(r.body.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(r.body.email_verified).toBe(true);
    expect(r.body.first_name).not.toBe('');
    expect(r.body.last_name).not.toBe('');
    expect(r.body.lang).toMatch(/^[a-z]{2}$/);
    expect(r.body.picture).toBeNull();
  });

  // spec: "Subscription: `type` ..., `balance` object (`currency`, `amount` float), `is_expired` string"
  it('GET /account/subscription answers is_expired as the string "false"', async () => {
    const r = await t.call('project', 'GET', '/account/subscription');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      type: 'subscription',
      balance: { currency: 'USD', amount: 250 },
      is_expired: 'false',
    });
  });

  it('balance and subscription follow what backlink reports withdraw', async () => {
    const info = await t.call('backlinks', 'GET', '/backlink-reports/info', {
      query: { mode: 'domain', target: 'bloom-botanics.co.uk' },
    });
    const created = await t.call('backlinks', 'POST', '/backlink-reports', {
      json: { mode: 'domain', target: 'bloom-botanics.co.uk' },
    });
    expect(created.status).toBe(200);
    const expected = Math.round((250 - info.body.price.amount) * 100) / 100;
    expect((await t.call('project', 'GET', '/account/balance')).body.value).toBe(expected);
    expect((await t.call('project', 'GET', '/account/subscription')).body.balance.amount).toBe(expected);
  });

  it('answers 401 without a project key', async () => {
    for (const path of ['/account/balance', '/account/profile', '/account/subscription']) {
      expect((await t.call('project', 'GET', path, { key: null })).status).toBe(401);
    }
  });
});
