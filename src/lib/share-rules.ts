import { isDay } from './dates.ts';
import type { ReportView } from './share-view.ts';

/**
 * The rules of a read-only share link, for the page that makes one and the server that keeps it: how long a link may
 * live, how long its label may be, and the view of the report it may show. Plain functions, no schema library: the
 * routes' schemas are built on them, and the share gate checks a stored view with them.
 */

export const SHARE_DAYS_MIN = 1;
export const SHARE_DAYS_MAX = 90;
export const SHARE_LABEL_MAX = 120;
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
};

/**
 * A view as the page sends it: a range of real days in order, some of the report's sections (each once) and one
 * engine or all (null). Each rule is checked once the one before it holds, so the error names the first fault.
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
  return { ok: true, view: { from: v.from, to: v.to, sections, engine } };
}
