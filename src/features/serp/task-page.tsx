import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshMutation } from '../../api/answer.ts';
import { useAnswerOrigin } from '../../components/answer/use-answer-origin.ts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { serpQueries, serpRefresh } from '../../api/serp.ts';
import { CachedAnswerBar } from '../../components/answer/cached-answer-bar.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DetailHeader } from '../../components/ui/detail-header.tsx';
import { formatCredits } from '../../lib/credits.ts';
import { BACK_LINK_CLASS, DETAIL_HEADINGS } from '../../lib/page-headings.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { AdvancedPanel } from './advanced-panel.tsx';
import { ADVANCED_CREDITS } from './cost.ts';
import { HtmlDump } from './html-dump.tsx';
import { backoffDelay } from './polling.ts';
import type { SerpTab } from './search.ts';
import { StandardTable } from './standard-table.tsx';
import { TaskSummary } from './task-summary.tsx';
import { useLocationNames } from './use-task-list.ts';
import { TrackedSiteLine, type SiteReason } from './tracked-site-line.tsx';
import { hostOf, siteForTag } from './tracked-site.ts';
import { recallTasks } from './task-memory.ts';
import { useActiveSiteId, useKnownSites } from '../../components/layout/use-sites.ts';

const route = getRouteApi('/serp/$taskId');
const TABS: { tab: SerpTab; label: string }[] = [
  { tab: 'standard', label: 'Standard results' },
  { tab: 'advanced', label: 'Advanced results' },
  { tab: 'html', label: 'HTML dump' },
];

/** `YYYY-MM-DD HH:MM:SS` (UTC, spec) in ms; undefined when it is not such a time. */
const serviceTime = (t: string | null | undefined): number | undefined => {
  if (!t || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/.test(t)) return undefined;
  const ms = Date.parse(`${t.slice(0, 19).replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? undefined : ms;
};

const isExpired = (e: unknown) =>
  e instanceof ApiError && e.kind === 'not_found' && /expired|deleted/i.test(e.message);

/** `/serp/$taskId`: the task's standard result, advanced result and HTML dump. */
export function TaskPage() {
  const { taskId } = route.useParams();
  return <TaskView key={taskId} taskId={taskId} />;
}

function TaskView({ taskId }: { taskId: number }) {
  const { sites } = useKnownSites();
  const activeId = useActiveSiteId(sites);
  const { tab = 'standard', site: chosenId } = route.useSearch();
  const navigate = route.useNavigate();
  // The standard result is free: asked again with backoff while `{status: "processing"}`, never after.
  const result = useQuery({
    ...serpQueries.result(taskId),
    refetchInterval: (q) =>
      q.state.data?.data.state === 'processing' ? backoffDelay(q.state.dataUpdateCount - 1) : false,
  });
  // The list (free) names the task and when it was added.
  const listed = useQuery(serpQueries.tasks()).data?.find((t) => t.id === taskId);
  // A saved copy first fetched before the task was even added is another task's answer under a reused id (a
  // re-seeded sandbox, a store kept across): "From cache" would be false, so it is read again (free), once.
  const origin = useAnswerOrigin(serpQueries.result(taskId).queryKey);
  const reread = useMutation(refreshMutation());
  const addedAt = serviceTime(listed?.added);
  const predates =
    origin !== undefined &&
    origin.source !== 'service' &&
    origin.fetchedAt !== null &&
    addedAt !== undefined &&
    origin.fetchedAt < addedAt - 60_000;
  const { mutate: readAgain, isIdle } = reread;
  useEffect(() => {
    if (predates && isIdle) readAgain(serpRefresh.result(taskId));
  }, [predates, isIdle, readAgain, taskId]);
  const names = useLocationNames();
  const done = result.data?.state === 'done' ? result.data.result : undefined;
  const keyword = done?.request_metadata.keyword ?? listed?.query;
  // The site whose results are marked and whose place is said at the top: the one chosen on this page, else the
  // one the task's tag names (from its result, or as queued in this browser), else the header's. A fresh browser's
  // header holds merely the first site by name, which says nothing of what the task is for.
  const tag = done?.request_metadata.tag ?? recallTasks()[String(taskId)]?.tag;
  const chosen = sites.find((s) => s.id === chosenId);
  const tagged = chosen ? undefined : siteForTag(tag, sites);
  const site = chosen ?? tagged ?? sites.find((s) => s.id === activeId);
  const siteReason: SiteReason = chosen
    ? { by: 'chosen' }
    : tagged && tag
      ? { by: 'tag', tag }
      : { by: 'header', tag };
  const siteHost = hostOf(site?.url);
  // queueing the query again spends credits: not offered to a role that cannot
  const canQueue = useCan('paid');

  return (
    <div className="flex flex-col gap-6">
      <DetailHeader
        kind="serpTask"
        back={
          <Link to="/serp" activeOptions={{ exact: true }} className={BACK_LINK_CLASS}>
            ← All SERP tasks
          </Link>
        }
        title={keyword ? `“${keyword}”` : DETAIL_HEADINGS.serpTask.title(String(taskId))}
        details={keyword ? `SERP task #${taskId}` : undefined}
      />
      {result.isPending && <Spinner label="Loading the task…" />}
      {result.error ? (
        isExpired(result.error) ? (
          <Card role="alert">
            <h2 className="text-base font-semibold text-slate-900">The results of this task are gone</h2>
            <p className="mt-1 text-sm text-slate-700">
              The service keeps SERP results for 24 hours after collection and has deleted those of task #
              {taskId}.{canQueue && ' Queue the query again to collect a fresh SERP.'}
            </p>
            {canQueue && (
              <Link to="/serp" className="mt-3 inline-block text-sm text-indigo-700 underline">
                Queue it again
              </Link>
            )}
          </Card>
        ) : (
          <ErrorPanel error={result.error} onRetry={() => void result.refetch()} />
        )
      ) : null}
      {result.data?.state === 'processing' && (
        <Card>
          <div role="status" className="flex items-center gap-3">
            <span
              className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-700"
              aria-hidden
            />
            <div>
              <p className="font-medium text-slate-900">Collecting the search results…</p>
              <p className="text-sm text-slate-600">
                The service is still collecting this SERP. This page checks again by itself and shows the
                results as soon as they are ready.
              </p>
            </div>
          </div>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => void result.refetch()}
            disabled={result.isFetching}
          >
            Check now
          </Button>
        </Card>
      )}
      {/* the result's first draw, 100 rows on the standard tab, in slices (DrawAfter), the spinner until then */}
      {done && (
        <DrawAfter fallback={<Spinner label="Loading the task…" />}>
          <TaskSummary result={done} locationName={names.get(String(done.request_metadata.location_id))} />
          <TrackedSiteLine
            site={site}
            host={siteHost}
            items={done.items}
            sites={sites}
            reason={siteReason}
            onChoose={(id) =>
              void navigate({ search: (prev) => ({ ...prev, site: id }), resetScroll: false })
            }
          />
          <nav aria-label="Result views" className="flex gap-1 border-b border-slate-200">
            {TABS.map((t) => (
              <Link
                key={t.tab}
                from="/serp/$taskId"
                to="."
                search={(s) => ({ ...s, tab: t.tab === 'standard' ? undefined : t.tab, type: undefined })}
                aria-current={tab === t.tab ? 'page' : undefined}
                className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${tab === t.tab ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {t.label}
                {t.tab === 'advanced' && (
                  <span className="ml-1 text-xs text-slate-500">({formatCredits(ADVANCED_CREDITS)})</span>
                )}
              </Link>
            ))}
          </nav>
          {tab === 'standard' && (
            <>
              {/* the standard result is free: its Refresh costs nothing and needs no confirmation */}
              <CachedAnswerBar
                queryKey={serpQueries.result(taskId).queryKey}
                refresh={serpRefresh.result(taskId)}
                estimate={{ credits: 0, upTo: false }}
              />
              <StandardTable
                items={done.items}
                meta={done.request_metadata}
                readAt={result.dataUpdatedAt}
                siteHost={siteHost}
              />
            </>
          )}
          {tab === 'advanced' && <AdvancedPanel taskId={taskId} />}
          {tab === 'html' && <HtmlDump taskId={taskId} />}
        </DrawAfter>
      )}
    </div>
  );
}
