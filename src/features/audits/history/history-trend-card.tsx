import { useQueries } from '@tanstack/react-query';
import { auditsQueries } from '../../../api/audits.ts';
import type { Annotation } from '../../../api/annotations.ts';
import type { AnnotationPicks } from '../../../components/annotations/use-annotations.ts';
import { LazyTrendChart } from '../../../components/charts/lazy-trend-chart.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { HISTORY_SERIES, historyTrendData } from './history-trend.ts';
import { plural } from '../../../lib/plural.ts';
import { TitledCard } from '../../../components/ui/titled-card.tsx';

/**
 * Errors and warnings over every snapshot date known so far (the same free reads, and cache, as the snapshot
 * view), with the site's annotations. A click on a crawl offers its date to the annotation form.
 */
export function HistoryTrendCard({
  auditId,
  dates,
  annotations,
  picks,
  siteId,
  siteKnown,
}: {
  auditId: number;
  dates: readonly string[];
  annotations: readonly Annotation[];
  picks: AnnotationPicks;
  siteId: number | null | undefined;
  /** false while the audit list that names the audit's site is still being read */
  siteKnown: boolean;
}) {
  const reads = useQueries({
    queries: dates.map((d) => ({ ...auditsQueries.history(auditId, d), staleTime: Infinity })),
  });
  const data = historyTrendData(
    dates.map((date, i) => ({
      date,
      snapshot: reads[i]?.data,
      settled: reads[i]?.isSuccess === true || reads[i]?.isError === true,
    })),
  );
  return (
    <TitledCard title="Errors and warnings by crawl">
      <p className="-mt-2 mb-2 text-xs text-slate-600">
        {formatNumber(dates.length)} snapshot {plural(dates.length, 'date')} known so far; a date without a
        snapshot is a gap. Snapshots keep totals, not the score.
        {siteId ? ' Click a crawl to add an annotation on its date.' : ''}
      </p>
      <LazyTrendChart
        title="Errors and warnings by crawl"
        summary="total errors and warnings of each crawl with a snapshot."
        data={data}
        series={HISTORY_SERIES}
        annotations={annotations}
        onDayClick={siteId ? picks.pickDay : undefined}
        onEditMarker={siteId ? picks.setEditing : undefined}
        size="short"
        dots="all"
        emptyText={
          !dates.length
            ? 'No snapshot date is known yet.'
            : reads.some((r) => r.isPending)
              ? 'Reading the snapshots…'
              : 'None of the known dates has a snapshot to draw.'
        }
        testId="history-trend"
      />
      {siteKnown && !siteId && (
        <p className="mt-2 text-xs text-slate-600">
          This audit belongs to no site, so it has no annotations.
        </p>
      )}
    </TitledCard>
  );
}
