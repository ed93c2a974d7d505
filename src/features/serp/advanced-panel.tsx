import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { Answer, RefreshTarget } from '../../api/answer.ts';
import type { SerpOutcome } from '../../api/serp-schemas.ts';
import { serpQueries, serpRefresh } from '../../api/serp.ts';
import { serpMutations } from '../../api/serp-mutations.ts';
import { answerCost } from '../../components/answer/answer-cost.ts';
import { CachedAnswerBar } from '../../components/answer/cached-answer-bar.tsx';
import { useAnswerOrigin } from '../../components/answer/use-answer-origin.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { estimateCredits, formatCredits } from '../../lib/credits.ts';
import { AdvancedItem } from './advanced-item.tsx';
import { ADVANCED_CREDITS } from './cost.ts';
import { typeCounts, typeLabel } from './advanced-shape.ts';
import { loadAdvanced, saveAdvanced } from './advanced-store.ts';

const route = getRouteApi('/serp/$taskId');
const COST = formatCredits(ADVANCED_CREDITS);

/** A confirmed Refresh: asked again past the server's cache, and the new result kept in this browser too. */
const refreshAndKeep = (taskId: number): RefreshTarget<SerpOutcome> => ({
  ...serpRefresh.advanced(taskId),
  save: ({ data }) => {
    if (data.state === 'done') saveAdvanced(taskId, data.result);
  },
});

/** What was paid for is kept in this browser, dated from when the service first answered it. */
const keep =
  (taskId: number) =>
  ({ data, source, fetchedAt }: Answer<SerpOutcome>) => {
    const first = source === 'service' ? undefined : (fetchedAt ?? undefined);
    if (data.state === 'done') saveAdvanced(taskId, data.result, Date.now(), first);
  };

/**
 * Advanced results: every item type of the page, at the operation table's price. Asked for only after the
 * person confirms the cost; once collected they are kept (query cache for the session, and this browser's
 * storage until the service deletes them), so they are never paid for twice. Never polled or retried.
 */
export function AdvancedPanel({ taskId }: { taskId: number }) {
  const { type } = route.useSearch();
  const navigate = route.useNavigate();
  const [confirming, setConfirming] = useState(false);
  const options = serpQueries.advanced(taskId);
  const advanced = useQuery({ ...options, enabled: false, initialData: () => loadAdvanced(taskId) });
  const origin = useAnswerOrigin(options.queryKey);
  const get = useMutation(serpMutations.advanced(taskId, { keep: keep(taskId) }));
  const data = advanced.data;

  if (data?.state !== 'done') {
    return (
      <Card>
        <CardTitle>Advanced results</CardTitle>
        <p className="max-w-2xl text-sm text-slate-700">
          The whole results page with every block: AI overview, featured snippet, people also ask, local pack,
          videos, images, top stories, related searches and more. Costs <strong>{COST}</strong>; once fetched
          they are kept in this browser until the service deletes them, so you pay once.
        </p>
        {data?.state === 'processing' && (
          <p role="status" className="mt-3 text-sm text-amber-900">
            The service was still collecting the full page. Ask again in a moment.
          </p>
        )}
        {get.error ? (
          <div className="mt-3">
            <ErrorPanel error={get.error} onRetry={() => setConfirming(true)} />
          </div>
        ) : null}
        <div className="mt-4">
          <NeedsRole need="paid">
            <Button onClick={() => setConfirming(true)} disabled={get.isPending}>
              {get.isPending ? 'Fetching advanced results…' : `Get advanced results (${COST})`}
            </Button>
          </NeedsRole>
        </div>
        <ConfirmDialog
          open={confirming}
          title={`Spend ${COST} on advanced results?`}
          confirmLabel={`Spend ${COST}`}
          busy={get.isPending}
          onConfirm={() => get.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        >
          Advanced results for task #{taskId} cost {COST}. They are fetched once and kept until they expire.
        </ConfirmDialog>
      </Card>
    );
  }

  const items = data.result.items;
  const counts = typeCounts(items);
  const shown = type ? items.filter((i) => i.type === type) : items;
  return (
    <Card>
      <CardTitle
        action={
          <SelectField
            label="Show"
            value={type ?? ''}
            onChange={(e) =>
              void navigate({ search: (s) => ({ ...s, type: e.target.value || undefined }), replace: true })
            }
          >
            <option value="">Every block ({items.length})</option>
            {counts.map(([t, n]) => (
              <option key={t} value={t}>
                {typeLabel(t)} ({n})
              </option>
            ))}
          </SelectField>
        }
      >
        Advanced results
      </CardTitle>
      <p className="mb-3 text-sm text-slate-600">
        {/* what these cost and when, in the same words as the badge below: a cached copy cost nothing now */}
        These results: {answerCost(origin, ADVANCED_CREDITS, advanced.dataUpdatedAt)}. Kept in this browser:
        opening them again costs nothing. On this page:{' '}
        {counts.map(([t, n]) => `${typeLabel(t)} ${n}`).join(' · ')}.
      </p>
      <div className="mb-3">
        <CachedAnswerBar
          queryKey={options.queryKey}
          refresh={refreshAndKeep(taskId)}
          estimate={estimateCredits('serp.results.advanced')}
        />
      </div>
      <ol className="flex flex-col gap-2" aria-label="Advanced result items">
        {shown.map((item, i) => (
          <li key={`${item.rank_absolute ?? 'x'}-${i}`}>
            <AdvancedItem item={item} />
          </li>
        ))}
      </ol>
    </Card>
  );
}
