import { ALERTS_PAGE, localReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';

export const alertsFirstReads: RoutePlan[] = [
  {
    path: '/alerts',
    reads: () => [localReads.alerts(ALERTS_PAGE, 0)],
    // the rules and channels are an owner's or admin's, read on their tabs once the person is known
    later: ['local:alert-rules', 'local:alert-channels'],
  },
];
