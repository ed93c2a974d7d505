import { formatCredits } from '../../lib/credits.ts';
import { formatDate } from '../../lib/format.ts';
import type { AnswerOrigin } from './use-answer-origin.ts';

const when = (ms: number) => formatDate(new Date(ms).toISOString(), true);

/**
 * What the answer on screen cost, worded so it agrees with the badge beside it (CachedAnswerBar). An answer the
 * service gave just now cost `credits` now. One from Searchboard's server cache, this browser's saved answers or
 * the archive cost `credits` when it was first fetched, and nothing now: saying "100 credits on <today>" next to
 * "From cache · no credits spent" would claim a spend that never happened.
 *
 * `fallbackAt` is the fetch time to use when the origin is not known (data that is not an Answer).
 */
export function answerCost(origin: AnswerOrigin | undefined, credits: number, fallbackAt?: number): string {
  const spent = formatCredits(credits);
  if (!origin || origin.source === 'service') {
    const at = origin?.fetchedAt ?? fallbackAt;
    if (credits === 0) return 'no credits spent';
    return at ? `${spent} spent ${when(at)}` : `${spent} spent`;
  }
  if (credits === 0) return 'no credits spent';
  const first =
    origin.fetchedAt === null ? 'when first fetched' : `when first fetched ${when(origin.fetchedAt)}`;
  return `${spent} ${first}; 0 credits now`;
}
