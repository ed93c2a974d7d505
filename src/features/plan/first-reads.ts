import { planReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';

export const planFirstReads: RoutePlan[] = [
  { path: '/sites/$/plan', reads: ([site = '']) => [planReads.checklist(site)] },
];
