import type { AuditHistory } from '../../../api/audit-schemas.ts';
import { formatNumber } from '../../../lib/format.ts';

/** One known snapshot date and what reading it gave: the snapshot, or none (no snapshot that day / an error). */
export interface SnapshotRead {
  date: string;
  snapshot: AuditHistory | undefined;
  /** the read is over (answered or failed); a date still loading is left off the chart */
  settled: boolean;
}

export const HISTORY_SERIES = [
  { key: 'errors', label: 'Errors', className: 'text-red-600' },
  { key: 'warnings', label: 'Warnings', className: 'text-amber-500', dashed: true },
] as const;

/**
 * The audit's errors and warnings per crawl, for the shared trend chart (TrendDatum). A snapshot date that did
 * not answer is a gap, never 0 errors. The snapshots carry totals only: the score is not in them (spec, "Audit
 * history snapshot"), so it is not drawn.
 */
export function historyTrendData(reads: readonly SnapshotRead[]) {
  return reads
    .filter((r) => r.settled)
    .map((r) => {
      const t = r.snapshot?.totals;
      return {
        date: r.date,
        values: { errors: t ? t.total_errors : null, warnings: t ? t.total_warnings : null },
        detail: t ? `${formatNumber(t.total_pages)} pages crawled` : 'No snapshot read for this date',
      };
    });
}
