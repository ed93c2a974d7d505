import { groupsReads, localReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';

export const groupsFirstReads: RoutePlan[] = [
  { path: '/groups', reads: () => [groupsReads.list(), localReads.groupSites()] },
];
