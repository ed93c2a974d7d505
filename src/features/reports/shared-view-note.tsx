import { formatDate } from '../../lib/format.ts';
import { SECTION_NAMES, type ReportSection } from './search.ts';

/** "Nov 1, 2026 – Nov 25, 2026 · AI visibility, Audits · all engines": a view in words, for the dialog and the holder. */
export function viewText(
  range: { from: string; to: string },
  shown: readonly ReportSection[],
  engineName: string,
): string {
  const sections = shown.map((s) => SECTION_NAMES[s]).join(', ') || 'no section';
  const engines = shown.includes('ai') ? ` · ${engineName}` : '';
  return `${formatDate(range.from)} – ${formatDate(range.to)} · ${sections}${engines}`;
}

/** In place of the report's controls for a share link's holder: the view is the link's, fixed. */
export function SharedViewNote({
  range,
  shown,
  engineName,
}: {
  range: { from: string; to: string };
  shown: ReportSection[];
  engineName: string;
}) {
  return (
    <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 print:hidden">
      Shared view: {viewText(range, shown, engineName)}. The range and sections are fixed by the link.
    </p>
  );
}
