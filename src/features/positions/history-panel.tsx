import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { positionsQueries } from '../../api/positions.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { dailySeries } from '../../lib/positions.ts';
import { HistoryTable } from './history-table.tsx';

const HistoryChart = lazy(() => import('./history-chart.tsx').then((m) => ({ default: m.HistoryChart })));

/** One keyword's history: the chart (gaps where not found) and the days with their ranking URL and top 10. */
export function HistoryPanel({
  siteId,
  keywordId,
  today,
}: {
  siteId: number;
  keywordId: number;
  today: string;
}) {
  const navigate = useNavigate({ from: '/sites/$siteId/positions' });
  const q = useQuery(positionsQueries.history(siteId, keywordId));
  const close = () => void navigate({ search: (s) => ({ ...s, keyword: undefined }) });
  const days = q.data?.days ?? [];
  const from = days[0]?.day ?? today;
  const points = dailySeries(days, from < today ? from : today, today);
  return (
    <Card>
      <CardTitle
        action={
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        }
      >
        {q.data ? `History of “${q.data.keyword.keyword}”` : 'History'}
      </CardTitle>
      {q.isPending && <Spinner label="Reading the history…" />}
      {q.isError && (
        <div className="mt-2">
          <ErrorPanel error={q.error} onRetry={() => void q.refetch()} compact />
        </div>
      )}
      {q.data && days.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">Not checked yet: run it to see a position.</p>
      )}
      {q.data && days.length > 0 && (
        <>
          <Suspense
            fallback={
              <div className="h-64" role="status">
                Drawing the chart…
              </div>
            }
          >
            <HistoryChart points={points} />
          </Suspense>
          <HistoryTable days={days} />
        </>
      )}
    </Card>
  );
}
