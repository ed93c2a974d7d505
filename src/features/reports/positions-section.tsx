import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { annotationsQueries } from '../../api/annotations.ts';
import { positionsQueries } from '../../api/positions.ts';
import { LazyTrendChart } from '../../components/charts/lazy-trend-chart.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useShareMode } from '../../components/layout/use-share-mode.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isoDay } from '../../lib/dates.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { PeriodMove } from '../../components/period-move.tsx';
import { comparedText } from '../../lib/period-change.ts';
import { oldestRead, ReadAt } from './read-at.tsx';
import { daysToCover, movers, positionsFigures } from './positions-shape.ts';
import { querySettled, useReportSettled } from './report-reveal.tsx';
import { SectionFrame } from './section-frame.tsx';

const SERIES = [
  { key: 'top3', label: 'In the top 3', className: 'text-emerald-700' },
  { key: 'top10', label: 'In the top 10', className: 'text-sky-700', dashed: true },
];

/**
 * Rank tracking in the report: where the tracked keywords stand at the end of the range and how that changed,
 * the daily top-3 / top-10 share with the site's annotations, and the week's biggest moves. Read from
 * Searchboard's own store: it costs nothing, and a share link may read it for its one site.
 */
export function PositionsSection({ siteId, range }: { siteId: number; range: { from: string; to: string } }) {
  const today = isoDay();
  const summary = useQuery(positionsQueries.summary(siteId));
  const trends = useQuery(positionsQueries.trends(siteId, daysToCover(range, today)));
  const notes = useQuery(annotationsQueries.list(siteId));
  const { canEdit } = useShareMode();
  useReportSettled('positions', querySettled(summary) && querySettled(trends));
  const error = summary.error ?? trends.error;
  const body = () => {
    if (error)
      return (
        <ErrorPanel
          compact
          error={error}
          onRetry={() => void Promise.all([summary.refetch(), trends.refetch()])}
        />
      );
    if (!summary.data || !trends.data) return <Spinner label="Reading rank tracking…" />;
    if (summary.data.keywords.length === 0)
      return <p className="text-sm text-slate-600">This site tracks no keywords yet.</p>;
    const f = positionsFigures(trends.data, range.from, range.to);
    const m = movers(summary.data);
    const inRange = trends.data.trend.filter((d) => d.day >= range.from && d.day <= range.to);
    const data = inRange.map((d) => ({
      date: d.day,
      values: { top3: Math.round(d.top3 * 1000) / 10, top10: Math.round(d.top10 * 1000) / 10 },
      detail: `${d.found} of ${d.checked} keywords found`,
    }));
    return (
      <>
        <p className="mb-3 text-sm text-slate-700">
          {formatNumber(summary.data.keywords.length)} keywords tracked
          {summary.data.settings
            ? ` for ${summary.data.settings.domain}, ${summary.data.settings.cadence}`
            : ''}
          {f.last
            ? `; checked ${formatDate(f.first ?? f.last)} – ${formatDate(f.last)} in this range. Figures are the daily ${comparedText(range)}.`
            : '.'}{' '}
          {canEdit && (
            <Link
              to="/sites/$siteId/positions"
              params={{ siteId }}
              className="font-medium text-indigo-700 underline print:hidden"
            >
              Open rank tracking
            </Link>
          )}
        </p>
        {f.last === null ? (
          <p className="text-sm text-slate-600">No check in this range.</p>
        ) : (
          <dl className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {(
              [
                ['Average position (keywords found)', f.average, '', 'places', true],
                ['In the top 3', f.top3, '%', 'pp', false],
                ['In the top 10', f.top10, '%', 'pp', false],
              ] as const
            ).map(([label, c, suffix, unit, lowerIsBetter]) => (
              <div key={label}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums">
                  {c.now === null ? '—' : `${c.now.toFixed(1)}${suffix}`}{' '}
                  <PeriodMove change={c.change} unit={unit} lowerIsBetter={lowerIsBetter} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        <LazyTrendChart
          title="Share of the tracked keywords in the top 3 and top 10, by day"
          summary="days without a check are gaps."
          data={data}
          series={SERIES}
          yDomain={[0, 100]}
          unit="%"
          format={(v) => (v === null ? '–' : `${v.toFixed(1)}%`)}
          annotations={notes.data ?? []}
          size="short"
          emptyText="No check in this range."
          testId="report-positions-chart"
        />
        {(m.up.length > 0 || m.down.length > 0) && (
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {(
              [
                ['Up most in 7 days', m.up],
                ['Down most in 7 days', m.down],
              ] as const
            ).map(([title, list]) => (
              <div key={title}>
                <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
                <ul className="mt-1 text-sm">
                  {list.map((k) => (
                    <li key={k.id} className="flex justify-between gap-2 border-b border-slate-100 py-0.5">
                      <span>{k.keyword}</span>
                      <span className="tabular-nums">
                        {k.position ?? 'not in top 100'}{' '}
                        <span
                          className={
                            k.change7?.kind === 'moved' && k.change7.by > 0
                              ? 'text-emerald-700'
                              : 'text-red-700'
                          }
                        >
                          ({k.change7?.kind === 'moved' && k.change7.by > 0 ? '▲' : '▼'}{' '}
                          {k.change7?.kind === 'moved' ? Math.abs(k.change7.by) : ''})
                        </span>
                      </span>
                    </li>
                  ))}
                  {list.length === 0 && <li className="text-slate-600">None.</li>}
                </ul>
              </div>
            ))}
          </div>
        )}
        <ReadAt at={oldestRead(summary.dataUpdatedAt, trends.dataUpdatedAt)} />
      </>
    );
  };
  return (
    <SectionFrame id="report-positions" title="Rank tracking">
      {body()}
    </SectionFrame>
  );
}
