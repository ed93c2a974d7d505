import { accountReads, localReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';

/** The ledger rows the account page shows (its totals and latest calls). */
export const ACCOUNT_SPEND_ROWS = 100;

export const accountFirstReads: RoutePlan[] = [
  {
    path: '/account',
    reads: () => [accountReads.profile(), localReads.credits(ACCOUNT_SPEND_ROWS)],
    // the Brand card, below the account's figures, reads the brand and each known site's client logo
    later: ['local:branding', 'local:sites'],
  },
];
