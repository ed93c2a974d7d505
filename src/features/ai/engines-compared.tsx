import { useQueries } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import type { Engine } from '../../api/ai-schemas.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { formatDate } from '../../lib/format.ts';
import { comparisonCsv } from './ai-csv.ts';
import { comparisonSeries } from './comparison-series.ts';
import { LazyComparisonChart } from './lazy-charts.tsx';
import type { ResolvedRange } from './search.ts';
import { TitledCard } from '../../components/ui/titled-card.tsx';

/**
 * "Engines compared": every engine's statistics side by side. It reads them itself (the same queries as the
 * engine cards, so one request each), so an answer redraws this card and its engine's card, not the whole page.
 */
export function EnginesCompared({
  siteId,
  engines,
  range,
}: {
  siteId: number;
  engines: readonly Engine[];
  range: ResolvedRange;
}) {
  const stats = useQueries({
    queries: engines.map((e) => aiQueries.statistics(siteId, e.id, range)),
  });
  const byEngine = new Map(engines.map((e, i) => [e.id, stats[i]?.data]));
  const failed = stats.find((s) => s.error);
  return (
    <TitledCard
      title="Engines compared"
      action={
        <ExportCsvButton
          disabled={stats.some((s) => !s.data)}
          build={() =>
            comparisonCsv(
              siteId,
              comparisonSeries(engines, byEngine),
              range,
              Math.min(...stats.map((s) => s.dataUpdatedAt)),
            )
          }
        />
      }
    >
      <p className="mb-2 text-sm text-slate-600">
        Share of prompts with the site&apos;s link and with a brand mention
        {range.top ? ` in the top ${range.top}` : ''}, on the last checked day from {formatDate(range.from)}{' '}
        to {formatDate(range.to)}.
      </p>
      {failed ? <ErrorPanel compact error={failed.error} onRetry={() => void failed.refetch()} /> : null}
      <LazyComparisonChart
        rows={stats.every((s) => s.data || s.error) ? comparisonSeries(engines, byEngine) : null}
      />
    </TitledCard>
  );
}
