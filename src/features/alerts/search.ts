import { parsePathId } from '../../lib/path-ids.ts';

export const ALERT_TABS = ['notifications', 'rules', 'channels'] as const;
export type AlertTab = (typeof ALERT_TABS)[number];
export interface AlertsSearch {
  /** absent: the notifications */
  tab?: Exclude<AlertTab, 'notifications'>;
  /** the notifications' page, from 1; absent: the first */
  page?: number;
}

/** `?tab=rules|channels` and `?page=` as a whole number past 1; anything else is the default. */
export function parseAlertsSearch(s: Record<string, unknown>): AlertsSearch {
  const out: AlertsSearch = {};
  if (s.tab === 'rules' || s.tab === 'channels') out.tab = s.tab;
  const page = parsePathId(String(s.page ?? ''));
  if (page && page > 1) out.page = page;
  return out;
}
