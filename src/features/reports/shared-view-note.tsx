import { formatDate } from '../../lib/format.ts';
import { SECTION_NAMES, type ReportSection } from './search.ts';

/** "Nov 1, 2026 – Nov 25, 2026", or "the last 30 days, rolling" for a range read anew on each visit. */
export const rangeText = (range: { from: string; to: string; rolling?: number | null }): string =>
  range.rolling
    ? `the last ${range.rolling} days, rolling`
    : `${formatDate(range.from)} – ${formatDate(range.to)}`;

/** "Nov 1, 2026 – Nov 25, 2026 · AI visibility, Audits · all engines": a view in words, for the dialog and the holder. */
export function viewText(
  range: { from: string; to: string; rolling?: number | null },
  shown: readonly ReportSection[],
  engineName: string,
): string {
  const sections = shown.map((s) => SECTION_NAMES[s]).join(', ') || 'no section';
  const engines = shown.includes('ai') ? ` · ${engineName}` : '';
  return `${rangeText(range)} · ${sections}${engines}`;
}
