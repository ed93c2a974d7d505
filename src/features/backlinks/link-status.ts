import type { BacklinkItem } from '../../api/backlink-schemas.ts';
import { formatNumber } from '../../lib/format.ts';
import type { LinkStatus } from './search.ts';
import { plural } from '../../lib/plural.ts';

/** Live and lost links (spec: `lost_date` is null when not lost). */

export const isLost = (b: Pick<BacklinkItem, 'lost_date'>): boolean => b.lost_date !== null;

export function filterByStatus<T extends Pick<BacklinkItem, 'lost_date'>>(
  rows: readonly T[],
  status: LinkStatus,
): T[] {
  if (status === 'all') return rows as T[];
  const lost = status === 'lost';
  return rows.filter((b) => isLost(b) === lost);
}

/**
 * What the table holds so far. The service pages without a filter, so live and lost are counted among the
 * rows loaded, and the sentence says how many of the total that is.
 */
export function loadedSentence(status: LinkStatus, shown: number, loaded: number, total: number): string {
  const all = loaded >= total;
  if (status === 'all')
    return all
      ? `All ${formatNumber(total)} backlinks loaded`
      : `${formatNumber(loaded)} of ${formatNumber(total)} backlinks loaded — more load as you scroll`;
  const what = `${formatNumber(shown)} ${status} ${plural(shown, 'link')}`;
  return all
    ? `${what} among all ${formatNumber(total)} backlinks`
    : `${what} among the first ${formatNumber(loaded)} of ${formatNumber(total)} backlinks — more load as you scroll`;
}
