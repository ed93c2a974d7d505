import { backlinkReads, groupsReads, localReads, serpReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';

/** The backlink reports each site card matches its site in (one read for every card). */
export const SITE_REPORTS = { limit: 100 } as const;
/** The team strip needs only the ledger's totals: one row. */
export const TEAM_SPEND_ROWS = 1;

export const overviewFirstReads: RoutePlan[] = [
  {
    path: '/',
    // the group filter's choices and the sites moved into each group
    reads: () => [
      localReads.credits(TEAM_SPEND_ROWS),
      serpReads.tasks(),
      backlinkReads.list(SITE_REPORTS),
      groupsReads.list(),
      localReads.groupSites(),
    ],
    // each site's engines, and their daily rankings of this period and the one before, follow from the site list
    later: ['ai.engines.list', 'ai.prompts.rankings'],
  },
];
