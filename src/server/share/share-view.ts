import { addDays, dayFromNumber, dayNumber, isoDay } from '../../lib/dates.ts';

/**
 * The exact view of the report a share link was made from: its range, the sections shown and, when one was
 * chosen, the one AI engine. Stored with the link and given to its holder's page in /api/local/status, which
 * draws that view whatever the address bar says, so a holder cannot widen what was shared.
 */
export interface ReportView {
  from: string;
  to: string;
  sections: string[];
  /** one engine's id, or null for every engine of the site */
  engine: number | null;
}

export const SHARE_SECTIONS = ['ai', 'audits', 'plan', 'backlinks', 'positions'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: `2026-02-30` and `2026-13-45` have the shape but are no day (and must not throw). */
function isDay(v: unknown): v is string {
  if (typeof v !== 'string' || !DAY.test(v)) return false;
  const n = dayNumber(v);
  return Number.isFinite(n) && dayFromNumber(n) === v;
}

/** Checks a link's view as sent by the page; the error says what to fix. */
export function checkShareView(raw: unknown): { ok: true; view: ReportView } | { ok: false; error: string } {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (!isDay(v.from) || !isDay(v.to)) return { ok: false, error: 'The range needs two dates (YYYY-MM-DD).' };
  if (v.from > v.to) return { ok: false, error: 'The range must start on or before its end.' };
  const asked = Array.isArray(v.sections) ? v.sections : [];
  const sections = SHARE_SECTIONS.filter((s) => asked.includes(s));
  if (sections.length === 0 || sections.length !== asked.length)
    return { ok: false, error: `Sections must be some of ${SHARE_SECTIONS.join(', ')}, at least one.` };
  const engine = v.engine ?? null;
  if (engine !== null && !(typeof engine === 'number' && Number.isSafeInteger(engine) && engine > 0))
    return { ok: false, error: 'The engine must be a positive whole number, or null for all engines.' };
  return { ok: true, view: { from: v.from, to: v.to, sections, engine } };
}

/** The stored view (or its JSON text) checked again; a row from before views were stored (or unreadable) has none. */
export function readShareView(stored: unknown): ReportView | null {
  if (stored === null || stored === undefined || stored === '') return null;
  try {
    const checked = checkShareView(typeof stored === 'string' ? JSON.parse(stored) : stored);
    return checked.ok ? checked.view : null;
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
  const view = readShareView(stored);
  if (view) return view;
  const to = isoDay(now);
  const from = addDays(to, 1 - DEFAULT_DAYS);
  return { from, to, sections: [...SHARE_SECTIONS], engine: null };
}
