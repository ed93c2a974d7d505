import type { SandboxArea } from '../area.ts';
import { getBalance } from '../core-data.ts';
import { ok } from '../http.ts';

/**
 * Account (spec, "Account"): balance, profile and subscription. The balance is the shared one of core-data,
 * so backlink reports that withdraw from it show up here at once. The profile never changes through the
 * spec, so it lives in a table only to survive next to the rest of the seeded state.
 */

interface ProfileRow {
  email: string;
  email_verified: number;
  first_name: string;
  last_name: string;
  lang: string;
  picture: string | null;
}

export const SEED_PROFILE: ProfileRow = {
  email: 'maya.lindqvist@northwind-outdoor.com',
  email_verified: 1,
  first_name: 'Maya',
  last_name: 'Lindqvist',
  lang: 'en',
  picture: null,
};

// The spec's account types are manual | trial | subscription; the demo account is a paid subscription.
const SUBSCRIPTION_TYPE = 'subscription';

export const accountArea: SandboxArea = {
  name: 'account',
  migrate(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS account_profile (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        email TEXT NOT NULL,
        email_verified INTEGER NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        lang TEXT NOT NULL,
        picture TEXT
      );
    `);
  },
  seed({ db }) {
    const p = SEED_PROFILE;
    db.prepare(
      `INSERT INTO account_profile (id, email, email_verified, first_name, last_name, lang, picture)
       VALUES (1, ?, ?, ?, ?, ?, ?)`,
    ).run(p.email, p.email_verified, p.first_name, p.last_name, p.lang, p.picture);
  },
  routes(router) {
    router.add('project', 'GET', '/account/balance', (_req, { db }) => {
      const { balance, currency_code } = getBalance(db);
      // `currency` is deprecated (spec, Versioning 3) but still sent, with the same code.
      return ok({ currency: currency_code, currency_code, value: balance });
    });

    router.add('project', 'GET', '/account/profile', (_req, { db }) => {
      const p = db.prepare('SELECT * FROM account_profile WHERE id = 1').get() as ProfileRow | undefined;
      const row = p ?? SEED_PROFILE;
      return ok({
        email: row.email,
        email_verified: row.email_verified === 1,
        first_name: row.first_name,
        last_name: row.last_name,
        lang: row.lang,
        picture: row.picture,
      });
    });

    router.add('project', 'GET', '/account/subscription', (_req, { db }) => {
      const { balance, currency_code } = getBalance(db);
      return ok({
        type: SUBSCRIPTION_TYPE,
        balance: { currency: currency_code, amount: balance },
        // Quirk (service-notes): is_expired arrives as a string, not a boolean.
        is_expired: 'false',
      });
    });
  },
};
