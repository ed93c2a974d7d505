import { useSuspenseQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import { AnnotationsCard } from '../../components/annotations/annotations-card.tsx';
import { useAnnotationPicks, useSiteAnnotations } from '../../components/annotations/use-annotations.ts';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { formatDate } from '../../lib/format.ts';
import { comparedText } from '../../lib/period-change.ts';
import { statisticsCsv } from './ai-csv.ts';
import { usePresenceChange } from './presence-change.ts';
import type { ResolvedRange } from './search.ts';
import { StatisticsView } from './statistics-view.tsx';
import { VisibilityTrend } from './visibility-trend.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';

export function StatisticsPanel({
  siteId,
  engineId,
  range,
}: {
  siteId: number;
  engineId: number;
  range: ResolvedRange;
}) {
  const { data: stats, dataUpdatedAt } = useSuspenseQuery(aiQueries.statistics(siteId, engineId, range));
  const presence = usePresenceChange(siteId, engineId, range);
  const notes = useSiteAnnotations(siteId);
  const picks = useAnnotationPicks();
  return (
    <div className="space-y-4">
      <section aria-labelledby="stats-title">
        <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
          <h2 id="stats-title" className="text-lg font-semibold text-slate-900">
            Statistics{' '}
            <span className="text-sm font-normal text-slate-600">
              {formatDate(range.from)} – {formatDate(range.to)} ·{' '}
              {range.top ? `top ${range.top}` : 'all positions'}
            </span>
          </h2>
          <ExportCsvButton build={() => statisticsCsv(siteId, engineId, stats, range, dataUpdatedAt)} />
        </div>
        <StatisticsView stats={stats} presence={presence.data} />
        {presence.error ? (
          <ErrorPanel compact error={presence.error} onRetry={() => void presence.refetch()} />
        ) : null}
        <p className="mt-2 text-xs text-slate-600">
          Link and mention presence are the mean of the range&apos;s daily shares, compared with the period of
          equal length before ({comparedText(range)}), in percentage points (pp); days without any AI answer
          count in neither mean.
        </p>
      </section>
      <TitledCard title="Visibility trend">
        <VisibilityTrend
          siteId={siteId}
          engineId={engineId}
          range={range}
          title="Visibility trend"
          annotations={notes.data ?? []}
          picks={picks}
        />
      </TitledCard>
      <AnnotationsCard siteId={siteId} picks={picks} />
    </div>
  );
}
