import { useSuspenseQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import { AnnotationsCard } from '../../components/annotations/annotations-card.tsx';
import { useAnnotationPicks, useSiteAnnotations } from '../../components/annotations/use-annotations.ts';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { formatDate } from '../../lib/format.ts';
import { statisticsCsv } from './ai-csv.ts';
import type { ResolvedRange } from './search.ts';
import { StatisticsView } from './statistics-view.tsx';
import { VisibilityTrend } from './visibility-trend.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';

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
        <StatisticsView stats={stats} />
        <p className="mt-2 text-xs text-slate-600">
          Percentages are for the last checked day of the range; changes compare it with the first checked
          day, in percentage points (pp).
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
