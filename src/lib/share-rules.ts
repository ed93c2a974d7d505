import { addDays, isDay, isoDay } from './dates.ts';
import type { ReportView } from './share-view.ts';

/**
 * The rules of a read-only share link, for the page that makes one and the server that keeps it: how long a link may
 * live, how long its label may be, and the view of the report it may show. Plain functions, no schema library: the
 * routes' schemas are built on them, and the share gate checks a stored view with them.
 */

export const SHARE_DAYS_MIN = 1;
export const SHARE_DAYS_MAX = 90;
export const SHARE_LABEL_MAX = 120;
/** the longest rolling range a link may show: the report's own longest */
export const SHARE_ROLLING_MAX = 366;
/** The choices of a rolling range the share dialog offers. */
export const SHARE_ROLLING_CHOICES = [7, 30, 90] as const;
/**
 * A link that lasts until revoked keeps this expiry: a date no clock reaches, so every check of a link's life stays
 * one comparison and the store's column stays required.
 */
export const SHARE_NEVER = '9999-12-31T23:59:59.000Z';
export const lastsUntilRevoked = (expiresAt: string): boolean => expiresAt >= '9999';
export const SHARE_SECTIONS = ['ai', 'audits', 'plan', 'backlinks', 'positions'] as const;
export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const SHARE_MESSAGES = {
  days: `Choose a whole number of days from ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX}.`,
  label: `Keep the label under ${SHARE_LABEL_MAX + 1} characters.`,
  range: 'The range needs two dates (YYYY-MM-DD).',
  order: 'The range must start on or before its end.',
  sections: `Sections must be some of ${SHARE_SECTIONS.join(', ')}, at least one.`,
  engine: 'The engine must be a positive whole number, or null for all engines.',
  rolling: `A rolling range is a whole number of days from 1 to ${SHARE_ROLLING_MAX}, or null for fixed dates.`,
};

/** The range a rolling view shows on `now`'s day (UTC): the last `days` days ending that day. */
export function rollingRange(days: number, now: Date): { from: string; to: string } {
  const to = isoDay(now);
  return { from: addDays(to, 1 - days), to };
}

/**
 * A view as the page sends it: a range of real days in order, some of the report's sections (each once), one
 * engine or all (null), and fixed dates or a rolling range of N days (`rolling`; absent: fixed). Each rule is checked
 * once the one before it holds, so the error names the first fault.
 */
export function checkShareView(raw: unknown): { ok: true; view: ReportView } | { ok: false; error: string } {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (!isDay(v.from) || !isDay(v.to)) return { ok: false, error: SHARE_MESSAGES.range };
  if (v.from > v.to) return { ok: false, error: SHARE_MESSAGES.order };
  const asked = Array.isArray(v.sections) ? v.sections : [];
  const sections = SHARE_SECTIONS.filter((s) => asked.includes(s));
  if (sections.length === 0 || sections.length !== asked.length)
    return { ok: false, error: SHARE_MESSAGES.sections };
  const engine = v.engine ?? null;
  if (engine !== null && !(typeof engine === 'number' && Number.isSafeInteger(engine) && engine > 0))
    return { ok: false, error: SHARE_MESSAGES.engine };
  const rolling = v.rolling ?? null;
  if (
    rolling !== null &&
    !(
      typeof rolling === 'number' &&
      Number.isSafeInteger(rolling) &&
      rolling >= 1 &&
      rolling <= SHARE_ROLLING_MAX
    )
  )
    return { ok: false, error: SHARE_MESSAGES.rolling };
  return { ok: true, view: { from: v.from, to: v.to, sections, engine, rolling } };
}
