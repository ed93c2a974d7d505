import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from './client.ts';
import { accountReads } from './reads.ts';
import { bool, looseEnum, num, str, strOrNull } from './schema.ts';

/** Account (spec, Endpoints: "Account"), project interface: three reads, no credits spent. */

/** `undefined`, `null` and `[]` (the service's empty object) all mean "not there". */
const absentToNull = (v: unknown) => (v === undefined || (Array.isArray(v) && v.length === 0) ? null : v);

// `currency` is deprecated (spec, Versioning 3): it is not part of the type so nothing starts relying on it.
export const balanceSchema = z.lazy(() =>
  z
    .looseObject({
      value: num,
      currency_code: str,
    })
    .transform(({ value, currency_code }) => ({ value, currency_code })),
);
export type AccountBalance = z.output<typeof balanceSchema>;

export const profileSchema = z.lazy(() =>
  z.looseObject({
    email: str,
    email_verified: bool,
    first_name: str,
    last_name: str,
    lang: str,
    /** avatar link, null when none */
    picture: strOrNull,
  }),
);
export type AccountProfile = z.output<typeof profileSchema>;

export const ACCOUNT_TYPES = ['manual', 'trial', 'subscription'] as const;

export const subscriptionSchema = z.lazy(() =>
  z.looseObject({
    type: looseEnum(ACCOUNT_TYPES),
    /** only for the types it applies to; null otherwise */
    balance: z.preprocess(absentToNull, z.looseObject({ currency: str, amount: num }).nullable()),
    // The real service sends "false"/"true" (service-notes). Null when absent: it only applies to trial and
    // subscription, and "unknown" must not read as "not expired".
    is_expired: z.preprocess(absentToNull, bool.nullable()),
  }),
);
export type AccountSubscription = z.output<typeof subscriptionSchema>;

export async function getBalance(signal?: AbortSignal) {
  return call({ ...accountReads.balance(), signal }, balanceSchema);
}

export async function getProfile(signal?: AbortSignal) {
  return call({ ...accountReads.profile(), signal }, profileSchema);
}

export async function getSubscription(signal?: AbortSignal) {
  return call({ ...accountReads.subscription(), signal }, subscriptionSchema);
}

// The account is the one behind the project key, not a site: the scope segment is the constant 'me'.
export const accountQueries = {
  all: () => ['account'] as const,
  balance: () =>
    queryOptions({
      queryKey: ['account', 'me', 'balance', {}] as const,
      queryFn: ({ signal }) => getBalance(signal),
    }),
  profile: () =>
    queryOptions({
      queryKey: ['account', 'me', 'profile', {}] as const,
      queryFn: ({ signal }) => getProfile(signal),
    }),
  subscription: () =>
    queryOptions({
      queryKey: ['account', 'me', 'subscription', {}] as const,
      queryFn: ({ signal }) => getSubscription(signal),
    }),
};
