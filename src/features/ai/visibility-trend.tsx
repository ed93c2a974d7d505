import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { aiQueries } from '../../api/ai.ts';
import type { Annotation } from '../../api/annotations.ts';
import type { AnnotationPicks } from '../../components/annotations/use-annotations.ts';
import { LazyTrendChart } from '../../components/charts/lazy-trend-chart.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AI_TREND_SERIES, aiTrendData, visibilityTrend } from '../../lib/ai-trend.ts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { trendParams, type ResolvedRange } from './search.ts';

/**
 * One engine's daily link and mention presence over the range, with the site's annotations. A day is clicked
 * to add an annotation on it; a listed marker opens for editing.
 */
export function VisibilityTrend({
  siteId,
  engineId,
  range,
  title,
  annotations,
  picks,
}: {
  siteId: number;
  engineId: number;
  range: ResolvedRange;
  title: string;
  annotations: readonly Annotation[];
  picks: AnnotationPicks;
}) {
  const rankings = useQuery(aiQueries.rankings(siteId, engineId, trendParams(range)));
  // shaped once per answer, not on every render of the page around it
  const { from, to, top: rangeTop } = range;
  const data = useMemo(
    () => rankings.data && aiTrendData(visibilityTrend(rankings.data.items, { from, to, top: rangeTop })),
    [rankings.data, from, to, rangeTop],
  );
  if (rankings.error)
    return <ErrorPanel compact error={rankings.error} onRetry={() => void rankings.refetch()} />;
  if (rankings.isPending || !data) return <Spinner label="Reading daily positions…" />;
  const top = range.top ? ` in the top ${range.top}` : '';
  return (
    <>
      <LazyTrendChart
        title={title}
        summary={`daily share of prompts with the site's link and with a brand mention${top}; days without any AI answer are left out.`}
        data={data}
        series={AI_TREND_SERIES}
        yDomain={[0, 100]}
        unit="%"
        format={(v) => formatPercent(v)}
        annotations={annotations}
        onDayClick={picks.pickDay}
        onEditMarker={picks.setEditing}
        emptyText="No AI answers in this range yet."
      />
      {rankings.data.total > rankings.data.items.length && (
        <p className="mt-2 text-xs text-slate-600">
          Based on the first {formatNumber(rankings.data.items.length)} of {formatNumber(rankings.data.total)}{' '}
          prompts.
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        A day&apos;s share counts only prompts that got an AI answer that day; days without any answer are
        gaps. Click a day to add an annotation on it.
      </p>
    </>
  );
}
