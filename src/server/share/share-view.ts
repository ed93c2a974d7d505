import { addDays, isoDay } from '../../lib/dates.ts';
import { previousPeriod } from '../../lib/period-change.ts';
import { checkShareView, rollingRange, SHARE_SECTIONS } from '../../lib/share-rules.ts';
import type { ReportView } from '../../lib/share-view.ts';

/**
 * A link's view on the server: stored with the link and given to its holder's page in /api/local/status, which
 * draws that view whatever the address bar says; the share gate binds the holder's reads to it. Its rules are
 * `lib/share-rules.ts`'s, the ones the page checks a new link with.
 */
export type { ReportView };

/**
 * The stored view (or its JSON text) checked again, as it reads on `now`'s day: a rolling view's range is the last N
 * days ending that day (UTC), worked out on every read. A row from before views were stored (or unreadable) has none.
 */
export function readShareView(stored: unknown, now: Date = new Date()): ReportView | null {
  if (stored === null || stored === undefined || stored === '') return null;
  try {
    const checked = checkShareView(typeof stored === 'string' ? JSON.parse(stored) : stored);
    if (!checked.ok) return null;
    const view = checked.view;
    return view.rolling === null ? view : { ...view, ...rollingRange(view.rolling, now) };
  } catch {
    return null;
  }
}

/** how many days the report shows when its address names no range: the last 30, ending today (UTC) */
const DEFAULT_DAYS = 30;

/**
 * The view a link binds its holder's reads to: its stored view, or for a link without one the view its page draws,
 * the report's defaults (every section, every engine, the last 30 days ending today, UTC).
 */
export function boundView(stored: unknown, now: Date = new Date()): ReportView {
  const view = readShareView(stored, now);
  if (view) return view;
  const to = isoDay(now);
  const from = addDays(to, 1 - DEFAULT_DAYS);
  return { from, to, sections: [...SHARE_SECTIONS], engine: null, rolling: null };
}

/**
 * The first day a link's holder may read: the start of the period of equal length before the view's range. The
 * report compares each figure's mean over its range with the mean over that period, so those days are part of what
 * the view draws (as a mean and its change, never as days of their own).
 */
export const readableFrom = (view: ReportView): string => previousPeriod(view).from;
