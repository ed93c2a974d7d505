import type { SharedView } from '../../api/local.ts';
import { addressDay as day, rangeTrouble } from '../../lib/range-trouble.ts';

/**
 * Search params of the site report, parsed by hand (this file rides in the entry chunk: no zod).
 * `sections` lists the shown sections, comma-separated; missing = all. `engine`: one AI engine; missing = all.
 */
export const REPORT_SECTIONS = ['ai', 'audits', 'plan', 'backlinks', 'positions'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const SECTION_NAMES: Record<ReportSection, string> = {
  ai: 'AI visibility',
  audits: 'Audits',
  plan: 'Marketing plan',
  backlinks: 'Backlinks',
  positions: 'Rank tracking',
};

export interface ReportSearch {
  from?: string;
  to?: string;
  sections?: string;
  engine?: number;
  /** `?print=1`: the print layout on screen, no team controls (the server's PDF loads this) */
  print?: boolean;
}

/**
 * Note: the router lays what this returns over the address's own values, so a value left out here still reaches
 * `useSearch()` as typed (and stays in the address, where the report's notice names it): the page parses what it
 * reads again (ReportPage).
 */
export function parseReportSearch(s: Record<string, unknown>): ReportSearch {
  const out: ReportSearch = {};
  // half a range is no better than none: a bad address gets the whole default range
  if (!rangeTrouble(s)) {
    const from = day(s.from);
    const to = day(s.to);
    if (from) out.from = from;
    if (to) out.to = to;
  }
  if (typeof s.sections === 'string') {
    out.sections = shownSections(s.sections).join(',');
  }
  const engine = Number(s.engine);
  if (s.engine !== undefined && Number.isSafeInteger(engine) && engine > 0) out.engine = engine;
  if (s.print === 1 || s.print === '1' || s.print === true) out.print = true;
  return out;
}

/**
 * What a share link's holder sees: the link's own view, never the address bar's (so a holder cannot widen the
 * range, show a hidden section or another engine by editing the URL). A link with no stored view: the defaults.
 */
export const sharedSearch = (view: SharedView | null): ReportSearch =>
  view
    ? {
        from: view.from,
        to: view.to,
        sections: shownSections(view.sections.join(',')).join(','),
        ...(view.engine !== null ? { engine: view.engine } : {}),
      }
    : {};

/** The view a new share link keeps: the report as it is drawn now, its range made exact. */
export function viewOf(
  range: { from: string; to: string },
  shown: ReportSection[],
  engine?: number,
): SharedView {
  return { from: range.from, to: range.to, sections: [...shown], engine: engine ?? null, rolling: null };
}

export function shownSections(raw: string | undefined): ReportSection[] {
  if (raw === undefined) return [...REPORT_SECTIONS];
  const asked = raw.split(',');
  return REPORT_SECTIONS.filter((s) => asked.includes(s));
}
