import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { auditsQueries } from '../../../api/audits.ts';
import { useRefreshOnChange } from '../../../api/use-refresh-on-change.ts';
import { AnnotationsCard } from '../../../components/annotations/annotations-card.tsx';
import { useAnnotationPicks, useSiteAnnotations } from '../../../components/annotations/use-annotations.ts';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DrawAfter } from '../../../components/ui/draw-after.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { addDays } from '../../../lib/dates.ts';
import { formatDate } from '../../../lib/format.ts';
import { CompareView } from './compare-view.tsx';
import { DateChooser } from './date-chooser.tsx';
import { diffHistory } from './history-diff.ts';
import { HistoryTrendCard } from './history-trend-card.tsx';
import { dayOf, mergeDates, useRememberedDates } from './history-dates.ts';
import { checksByCode } from '../shared/report-shape.ts';
import type { HistorySearch } from '../shared/search.ts';
import { SnapshotView } from './snapshot-view.tsx';
import { useAuditItem } from '../audit/use-audit-item.ts';
import { useSnapshot } from './use-snapshot.ts';

const route = getRouteApi('/audits/$auditId/history');

function Outcome({
  date,
  q,
  onPick,
}: {
  date: string;
  q: ReturnType<typeof useSnapshot>;
  onPick: (d: string) => void;
}) {
  if (q.missing)
    return (
      <section
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p className="font-medium">There is no snapshot on {formatDate(date)}.</p>
        {q.offered.length > 0 ? (
          <div
            role="group"
            aria-label="Dates with a snapshot"
            className="mt-2 flex flex-wrap items-center gap-1"
          >
            <span>The service has snapshots on:</span>
            {q.offered.map((d) => (
              <button
                key={d}
                type="button"
                onClick={() => onPick(d)}
                className="rounded-full border border-amber-400 bg-white px-2 py-0.5 text-xs hover:bg-amber-100"
              >
                {formatDate(d)}
              </button>
            ))}
          </div>
        ) : (
          <p className="mt-1">{q.query.error instanceof Error ? q.query.error.message : ''}</p>
        )}
      </section>
    );
  if (q.query.error) return <ErrorPanel error={q.query.error} onRetry={() => void q.query.refetch()} />;
  return q.query.isFetching && !q.data ? (
    <Spinner label={`Loading the snapshot of ${formatDate(date)}…`} />
  ) : null;
}

/**
 * `/audits/$auditId/history`: a snapshot for a chosen date, and two dates compared. The spec reads history by
 * exact date only, with no list of dates: the pickers offer every date this browser has learnt (see
 * history-dates.ts) and any date can still be typed.
 */
export function HistoryPage() {
  const { auditId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = useQuery(auditsQueries.status(auditId));
  const { item, isLoading: itemLoading } = useAuditItem(auditId);
  const report = useQuery(auditsQueries.report(auditId));
  const checks = useMemo(
    () => checksByCode(report.data?.is_finished ? report.data.sections : undefined),
    [report.data],
  );
  const siteId = item?.site_id;
  const notes = useSiteAnnotations(siteId);
  const picks = useAnnotationPicks();
  const remembered = useRememberedDates(auditId);
  const finishedDay = status.data?.status === 'finished' ? dayOf(status.data.audit_time) : undefined;
  // the team's timeline from the proxy's store, asked again once the status names a finished crawl other than the
  // one the page opened with (that one's date is read with the timeline, never a second time)
  const teamDates = useQuery({ ...auditsQueries.dates(auditId), enabled: !status.isPending });
  useRefreshOnChange(finishedDay, () => void teamDates.refetch(), { fromUnknown: true });
  const learnt = mergeDates(teamDates.data ?? [], remembered, [finishedDay]);
  // The audit list says there was an earlier crawl (prev_stats) but no date of one is known: the proxy asks, once,
  // for the day before the earliest known date (a free history read). Its answer is a snapshot, or "none on that
  // date" naming the dates that have one; the proxy keeps either for the team and answers with every date it
  // knows, so the expected miss never reaches this page as a failed request.
  const before = item?.prev_stats && learnt.length < 2 && learnt[0] ? addDays(learnt[0], -1) : undefined;
  const probe = useQuery({
    ...auditsQueries.datesProbe(auditId, before ?? ''),
    // after the team's dates, which may already name an earlier crawl
    enabled: before !== undefined && !teamDates.isPending,
    // the dates of past crawls do not change
    staleTime: Infinity,
  });
  const probed = probe.isSuccess || probe.isError;
  const known = mergeDates(learnt, (before && probe.data) || []);
  const date = search.date ?? finishedDay ?? known[known.length - 1];
  const a = useSnapshot(auditId, date);
  const b = useSnapshot(auditId, search.compare);
  const set = (patch: Partial<HistorySearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  // the annotations card sits below the snapshot: shown once the snapshots asked for have answered, so it is not
  // pushed down the page when a snapshot arrives above it
  const settled = (q: ReturnType<typeof useSnapshot>) => q.query.isSuccess || q.query.isError;
  const snapshotsSettled = !date || (settled(a) && (!search.compare || settled(b)));
  const diff =
    a.data && b.data && date && search.compare && date !== search.compare
      ? diffHistory({ date, snapshot: a.data }, { date: search.compare, snapshot: b.data })
      : undefined;

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="grid gap-4 md:grid-cols-2">
          <DateChooser label="Snapshot date" value={date} known={known} onChange={(d) => set({ date: d })} />
          <DateChooser
            label="Compare with"
            value={search.compare}
            known={known.filter((d) => d !== date)}
            onChange={(d) => set({ compare: d })}
            onClear={() => set({ compare: undefined })}
          />
        </div>
        <p className="mt-3 text-sm font-medium text-slate-800">
          {known.length === 1 ? '1 crawl' : `${known.length} crawls`} with a snapshot
        </p>
        <p className="mt-1 text-xs text-slate-500">
          The service keeps a snapshot of each finished crawl but does not list their dates. Searchboard keeps
          every date the team&apos;s reads named, so everyone sees this timeline
          {item?.prev_stats && known.length < 2 && probed
            ? '. The audit list shows an earlier crawl whose date the service has not named: type its date to ask for it'
            : ''}
          .
        </p>
      </Card>
      {known.length > 0 && (
        <HistoryTrendCard
          auditId={auditId}
          dates={known}
          annotations={notes.data ?? []}
          picks={picks}
          siteId={siteId}
          siteKnown={!itemLoading}
        />
      )}
      {!date ? (
        <Card>
          <p className="text-sm text-slate-700">
            No snapshot date is known yet: history starts once a crawl has finished. Type a date to ask for
            one.
          </p>
        </Card>
      ) : (
        <>
          <Outcome date={date} q={a} onPick={(d) => set({ date: d })} />
          {search.compare && <Outcome date={search.compare} q={b} onPick={(d) => set({ compare: d })} />}
          {search.compare && search.compare === date && (
            <p className="text-sm text-slate-700">Pick two different dates to compare them.</p>
          )}
          {/* a snapshot's first draw (its checks and pages) in slices (DrawAfter); the annotations below wait
              with it, so that they are not pushed down */}
          {diff && (
            <DrawAfter>
              <CompareView
                auditId={auditId}
                diff={diff}
                checks={checks}
                readAt={Math.min(a.query.dataUpdatedAt, b.query.dataUpdatedAt)}
              />
            </DrawAfter>
          )}
          {a.data && (
            <DrawAfter fallback={<Spinner label={`Loading the snapshot of ${formatDate(date)}…`} />}>
              <SnapshotView
                auditId={auditId}
                date={date}
                snapshot={a.data}
                checks={checks}
                readAt={a.query.dataUpdatedAt}
              />
            </DrawAfter>
          )}
        </>
      )}
      {siteId && snapshotsSettled ? (
        <DrawAfter>
          <AnnotationsCard siteId={siteId} picks={picks} />
        </DrawAfter>
      ) : null}
    </div>
  );
}
