import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai-tracking.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { LazyTrendChart } from './lazy-charts.tsx';
import type { ResolvedRange } from './search.ts';
import { StatisticsView } from './statistics-view.tsx';
import { visibilityTrend } from '../../lib/ai-trend.ts';

/** The largest page the service gives (spec, Limits: page size 1-1000): the trend reads one such page. */
export const TREND_PAGE = 1000;

export function trendParams(range: ResolvedRange) {
  return { date_from: range.from, date_to: range.to, limit: TREND_PAGE, offset: 0 };
}

export function StatisticsPanel({
  siteId,
  engineId,
  range,
}: {
  siteId: number;
  engineId: number;
  range: ResolvedRange;
}) {
  const { data: stats } = useSuspenseQuery(aiQueries.statistics(siteId, engineId, range));
  const rankings = useQuery(aiQueries.rankings(siteId, engineId, trendParams(range)));
  const points = rankings.data ? visibilityTrend(rankings.data.items, range) : [];
  return (
    <div className="space-y-4">
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="mb-2 text-lg font-semibold text-slate-900">
          Statistics{' '}
          <span className="text-sm font-normal text-slate-600">
            {formatDate(range.from)} – {formatDate(range.to)} ·{' '}
            {range.top ? `top ${range.top}` : 'all positions'}
          </span>
        </h2>
        <StatisticsView stats={stats} />
        <p className="mt-2 text-xs text-slate-600">
          Percentages are for the last checked day of the range; changes compare it with the first checked
          day, in percentage points (pp).
        </p>
      </section>
      <Card aria-labelledby="trend-title">
        <CardTitle>
          <span id="trend-title">Visibility trend</span>
        </CardTitle>
        {rankings.error ? (
          <ErrorPanel compact error={rankings.error} onRetry={() => void rankings.refetch()} />
        ) : rankings.isPending ? (
          <Spinner label="Reading daily positions…" />
        ) : (
          <>
            <LazyTrendChart points={points} top={range.top} />
            {rankings.data.total > rankings.data.items.length && (
              <p className="mt-2 text-xs text-slate-600">
                Based on the first {formatNumber(rankings.data.items.length)} of{' '}
                {formatNumber(rankings.data.total)} prompts.
              </p>
            )}
            <p className="mt-2 text-xs text-slate-600">
              A day&apos;s share counts only prompts that got an AI answer that day; days without any answer
              are gaps.
            </p>
          </>
        )}
      </Card>
    </div>
  );
}
