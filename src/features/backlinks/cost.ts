import type { BacklinkInfo } from '../../api/backlink-schemas.ts';
import { formatMoney } from '../../lib/format.ts';
import { countOf } from '../../lib/plural.ts';

/**
 * What a report costs, in words, before anything is spent. The price is the info endpoint's (spec: "price is
 * what creating the report withdraws"); a refresh is priced with the same call for the report's target and mode.
 */

export type PricedAction = 'create' | 'refresh';

export const priceText = (info: Pick<BacklinkInfo, 'price'>): string =>
  formatMoney(info.price.amount, info.price.currency);

export function costSentence(action: PricedAction, info: Pick<BacklinkInfo, 'price'>): string {
  const price = priceText(info);
  return action === 'create'
    ? `Creating this report withdraws ${price} from your account balance.`
    : `Refreshing collects the backlinks again and withdraws ${price} from your account balance.`;
}

/** The confirm button: the amount is on the button that spends it. */
export function payLabel(action: PricedAction, info: Pick<BacklinkInfo, 'price'>): string {
  return `Pay ${priceText(info)} and ${action === 'create' ? 'create' : 'refresh'}`;
}

const count = (n: number | null, one: string, many: string) =>
  n === null ? `an unknown number of ${many}` : countOf(n, one, many);

/** "12,840 backlinks from 1,164 referring domains"; a missing count is said to be unknown, never 0. */
export function sizeSentence(info: Pick<BacklinkInfo, 'backlinks' | 'domains'>): string {
  return `${count(info.backlinks, 'backlink', 'backlinks')} from ${count(info.domains, 'referring domain', 'referring domains')}`;
}
