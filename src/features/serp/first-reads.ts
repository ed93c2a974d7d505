import { localReads, serpReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';

export const serpFirstReads: RoutePlan[] = [
  {
    path: '/serp',
    reads: () => [serpReads.tasks(), serpReads.locations(), localReads.serpArchive()],
    // the results of tasks the list shows as unknown follow from the list
    later: ['serp.tasks.list_or_result'],
  },
  // the task's line in the list names its keyword while the result is read
  {
    path: '/serp/$',
    reads: ([task = '']) => [serpReads.result(task), serpReads.locations(), serpReads.tasks()],
  },
];
