import type { AuditCheck } from '../../api/audit-schemas.ts';
import { csvName, tableOf, type CsvTable } from '../../lib/csv-table.ts';
import type { PlanProgress, PromptMove } from './report-shape.ts';

/**
 * The report's tables as CSV, each dated like its section: read_at_utc (when the data was read) plus the date
 * of the data itself where it has one (the audit's last run, the range of the AI figures).
 */

/** Largest gains and losses of one engine over the range; "not found" (0) is written as 0, as the spec sends it. */
export function movesCsv(
  siteId: number,
  engine: string,
  moves: { gains: readonly PromptMove[]; losses: readonly PromptMove[] },
  range: { from: string; to: string },
  readAt: number,
): CsvTable {
  const rows = [
    ...moves.gains.map((m) => ({ kind: 'gain', m })),
    ...moves.losses.map((m) => ({ kind: 'loss', m })),
  ];
  return tableOf(
    csvName(['report', siteId, engine, 'prompt-moves', range.from, range.to], readAt),
    rows,
    [
      { header: 'engine', value: () => engine },
      { header: 'move', value: (r) => r.kind },
      { header: 'prompt', value: (r) => r.m.keyword },
      { header: 'keyword_id', value: (r) => r.m.keywordId },
      { header: 'link_position_first_day', value: (r) => r.m.from },
      { header: 'link_position_last_day', value: (r) => r.m.to },
      { header: 'range_from', value: () => range.from },
      { header: 'range_to', value: () => range.to },
    ],
    readAt,
  );
}

export function topChecksCsv(
  siteId: number,
  auditId: number,
  lastRun: string | null,
  checks: readonly (AuditCheck & { section: string })[],
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['report', siteId, 'audit', auditId, 'top-checks'], readAt),
    checks,
    [
      { header: 'check', value: (c) => c.name },
      { header: 'code', value: (c) => c.code },
      { header: 'section', value: (c) => c.section },
      { header: 'severity', value: (c) => c.status },
      { header: 'pages_affected', value: (c) => c.value },
      { header: 'audit_last_run', value: () => lastRun },
    ],
    readAt,
  );
}

/** Overall first, then each section; a section without tasks has an empty percentage (no data, not 0). */
export function planProgressCsv(
  siteId: number,
  shaped: { overall: PlanProgress; sections: readonly PlanProgress[] },
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['report', siteId, 'plan-progress'], readAt),
    [shaped.overall, ...shaped.sections],
    [
      { header: 'section', value: (p) => p.title },
      { header: 'done', value: (p) => p.checked },
      { header: 'items', value: (p) => p.count },
      { header: 'percent', value: (p) => p.percent },
    ],
    readAt,
  );
}

export function backlinkFiguresCsv(
  target: string,
  created: string | null,
  figures: readonly (readonly [string, number | null])[],
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['report', 'backlinks', target], readAt),
    figures,
    [
      { header: 'target', value: () => target },
      { header: 'figure', value: (f) => f[0] },
      { header: 'value', value: (f) => f[1] },
      { header: 'report_created', value: () => created },
    ],
    readAt,
  );
}
