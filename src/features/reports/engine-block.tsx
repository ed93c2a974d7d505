import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Engine } from '../../api/ai-schemas.ts';
import type { Annotation } from '../../api/annotations.ts';
import type { AnnotationPicks } from '../../components/annotations/use-annotations.ts';
import { LazyTrendChart } from '../../components/charts/lazy-trend-chart.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { QueryAnswer } from '../../components/ui/query-answer.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AI_TREND_SERIES, aiTrendData, presenceChange, visibilityTrend } from '../../lib/ai-trend.ts';
import { formatPercent } from '../../lib/format.ts';
import { PeriodMove } from '../../components/period-move.tsx';
import { engineLabel } from './engine-names.ts';
import { Figure } from './figure.tsx';
import { PromptMoves } from './prompt-moves.tsx';
import { rankingsOfPeriods } from './presence-reads.ts';
import { movesCsv } from './report-csv.ts';
import { oldestRead, ReadAt } from './read-at.tsx';
import { querySettled, useReportSettled } from './report-reveal.tsx';
import { promptMoves } from './report-shape.ts';

interface Range {
  from: string;
  to: string;
}

/**
 * One engine: its link and mention presence over the range (all positions, the mean of its days against the period
 * before, as the AI page says it), its trend and prompt moves. Printed, the block may break between its chart and
 * its tables (kept whole, it would leave the first sheet without a chart and a third of every later one blank); its
 * name and figures stay with the chart, and the chart and each table row stay whole (print-style.tsx).
 */
export function EngineBlock(props: {
  siteId: number;
  engine: Engine;
  range: Range;
  annotations: readonly Annotation[];
  /** absent when annotations cannot be edited here (a read-only share link) */
  picks?: AnnotationPicks;
}) {
  const { siteId, engine, range } = props;
  const [nowRead, beforeRead] = rankingsOfPeriods(siteId, engine.id, range);
  const ranks = useQuery(nowRead);
  const before = useQuery(beforeRead);
  useReportSettled(`engine-${engine.id}`, querySettled(ranks) && querySettled(before));
  // shaped once per answer, not on every render of the report around it
  const shaped = useMemo(
    () =>
      ranks.data && {
        trend: aiTrendData(visibilityTrend(ranks.data.items, { from: range.from, to: range.to, top: 0 })),
        moves: promptMoves(ranks.data.items),
      },
    [ranks.data, range.from, range.to],
  );
  const presence = useMemo(
    () =>
      ranks.data &&
      before.data &&
      presenceChange(
        { now: ranks.data.items, before: before.data.items },
        { from: range.from, to: range.to, top: 0 },
      ),
    [ranks.data, before.data, range.from, range.to],
  );
  const title = engineLabel(engine);
  return (
    <article aria-label={title} className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <h3 className="mb-2 text-base font-semibold text-slate-900 break-after-avoid">{title}</h3>
      <QueryAnswer
        query={{
          data: presence,
          error: ranks.error ?? before.error,
          refetch: () => Promise.all([ranks.refetch(), before.refetch()]),
        }}
        reading="Reading presence…"
        compact
      >
        {(p) => (
          <dl className="mb-3 grid grid-cols-2 gap-3 break-after-avoid md:grid-cols-4 print:grid-cols-4">
            <Figure
              label="Link presence"
              value={formatPercent(p.link.now)}
              change={<PeriodMove change={p.link.change} unit="pp" />}
            />
            <Figure
              label="Mention presence"
              value={formatPercent(p.mention.now)}
              change={<PeriodMove change={p.mention.change} unit="pp" />}
            />
          </dl>
        )}
      </QueryAnswer>
      <QueryAnswer
        query={{ data: shaped, error: ranks.error, refetch: ranks.refetch }}
        reading="Reading daily positions…"
        compact
      >
        {({ trend, moves }) => (
          <DrawAfter fallback={<Spinner label="Reading daily positions…" />}>
            <LazyTrendChart
              title={`${title} visibility trend`}
              summary="daily link and mention presence; days without an AI answer are left out."
              data={trend}
              series={AI_TREND_SERIES}
              yDomain={[0, 100]}
              unit="%"
              format={(v) => formatPercent(v)}
              annotations={props.annotations}
              onDayClick={props.picks?.pickDay}
              onEditMarker={props.picks?.setEditing}
              size="short"
              emptyText="No AI answers in this range yet."
              testId="report-trend"
            />
            <div className="mt-3">
              <PromptMoves {...moves} />
              <div className="mt-2 flex justify-end">
                <ExportCsvButton
                  label="Export gains and losses (CSV)"
                  build={() => movesCsv(siteId, title, moves, range, ranks.dataUpdatedAt)}
                />
              </div>
            </div>
          </DrawAfter>
        )}
      </QueryAnswer>
      <ReadAt at={oldestRead(before.dataUpdatedAt, ranks.dataUpdatedAt)} />
    </article>
  );
}
