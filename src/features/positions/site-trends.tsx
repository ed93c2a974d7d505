import { useQuery } from '@tanstack/react-query';
import { annotationsQueries } from '../../api/annotations.ts';
import { ledgerQueries } from '../../api/ledger.ts';
import { positionsQueries } from '../../api/positions.ts';
import { LazyTrendChart } from '../../components/charts/lazy-trend-chart.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate } from '../../lib/format.ts';
import { CompetitorsTable } from './competitors-table.tsx';
import { averageText, shareText } from './format.ts';
import { AVERAGE_SERIES, competitorChart, SHARE_SERIES, siteTrendData } from './trends-shape.ts';

/** The days the site-level charts cover (the table's changes go back 30; the seeded history 90). */
export const TREND_RANGE = 90;

/**
 * The site as a whole, day by day: the average position of its keywords found, the share in the top 3 and top 10,
 * with the site's annotations; then the domains most often in the top 10 with it. Read from the store: free.
 */
export function SiteTrends({ siteId, domain, today }: { siteId: number; domain: string; today: string }) {
  const q = useQuery(positionsQueries.trends(siteId, TREND_RANGE));
  const notes = useQuery(annotationsQueries.list(siteId));
  // the ledger's answer names the sites whose history was seeded with the demo (the page reads it for the budget)
  const demo = useQuery(ledgerQueries.spend(1)).data?.demo;
  const annotations = notes.data ?? [];
  if (q.isPending) return <Spinner label="Reading the site’s trend…" />;
  if (q.isError) return <ErrorPanel error={q.error} onRetry={() => void q.refetch()} />;
  const t = q.data;
  if (t.trend.length === 0) return null;
  const data = siteTrendData(t, today);
  const comp = competitorChart(t, today, `${domain} (this site)`);
  return (
    <>
      <Card>
        <CardTitle>Site trend, last {TREND_RANGE} days</CardTitle>
        {demo?.site_ids.includes(siteId) && (
          <p className="mt-1 text-sm text-slate-600">
            Demo history, not charged: the days from {formatDate(demo.from)} to {formatDate(demo.to)} were
            seeded with the demo, never checked at the service, and cost no credits. Runs from now on are
            charged.
          </p>
        )}
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <section aria-label="Average position">
            <h3 className="mb-1 text-sm font-semibold text-slate-800">Average position</h3>
            <LazyTrendChart
              title="Average position of the tracked keywords found, by day"
              summary="1 is the top; days without a run are gaps, keywords not found are left out of the average."
              data={data}
              series={AVERAGE_SERIES}
              yDomain={[1, 'auto']}
              reversed
              format={averageText}
              annotations={annotations}
              size="short"
              testId="average-position-chart"
            />
          </section>
          <section aria-label="Share in the top 3 and top 10">
            <h3 className="mb-1 text-sm font-semibold text-slate-800">Share in the top 3 and top 10</h3>
            <LazyTrendChart
              title="Share of the checked keywords in the top 3 and in the top 10, by day"
              summary="days without a run are gaps."
              data={data}
              series={SHARE_SERIES}
              yDomain={[0, 100]}
              unit="%"
              format={shareText}
              annotations={annotations}
              size="short"
              testId="top-share-chart"
            />
          </section>
        </div>
      </Card>
      {t.competitors.length > 0 && (
        <Card>
          <CardTitle>Competitors in the top 10</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            The domains seen most often in the top 10 of the tracked keywords over the last {TREND_RANGE}{' '}
            days, and their average place when in the top 10, next to this site’s by the same rule.
          </p>
          <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <CompetitorsTable competitors={t.competitors} />
            <LazyTrendChart
              title="Average place in the top 10: this site and its competitors, by day"
              summary="1 is the top; a day a domain was in no top 10 is a gap."
              data={comp.data}
              series={comp.series}
              yDomain={[1, 10]}
              reversed
              format={averageText}
              annotations={annotations}
              size="short"
              testId="competitor-chart"
            />
          </div>
        </Card>
      )}
    </>
  );
}
