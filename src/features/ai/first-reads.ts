import { aiReads, localReads } from '../../api/reads.ts';
import type { RoutePlan } from '../../lib/first-reads.ts';
import { periodTrendParams } from '../../lib/ai-range.ts';
import { resolveRange } from './search.ts';

/**
 * An engine's statistics and its visibility trend in the default range (as the page resolves it), and the trend of
 * the period before it: what its statistics tab reads first. Around midnight UTC the page may ask for another day,
 * and the early read is then not used (a read too many, nothing wrong shown).
 */
export function engineRangeReads(site: string, engine: string, now: Date) {
  const range = resolveRange({}, now);
  return [
    aiReads.statistics(site, engine, range),
    ...periodTrendParams(range).map((params) => aiReads.rankings(site, engine, params)),
  ];
}

export const aiFirstReads: RoutePlan[] = [
  {
    path: '/sites/$/ai',
    reads: ([site = '']) => [aiReads.brand(site), aiReads.engines(site), localReads.annotations(site)],
    // each engine's status and figures follow from the engine list
    later: ['ai.engine.status', 'ai.engine.statistics', 'ai.prompts.rankings'],
  },
  {
    path: '/sites/$/ai/$',
    reads: ([site = '', engine = ''], search, now) => [
      aiReads.engine(site, engine),
      aiReads.status(site, engine),
      localReads.annotations(site),
      // the statistics tab in its default range (no range, tab or page in the address)
      ...(search ? [] : engineRangeReads(site, engine, now)),
    ],
  },
];
