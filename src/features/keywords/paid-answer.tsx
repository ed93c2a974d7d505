import { hashKey, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { RefreshTarget } from '../../api/answer.ts';
import { CachedAnswerBar } from '../../components/answer/cached-answer-bar.tsx';
import { useAnswerOrigin, type AnswerOrigin } from '../../components/answer/use-answer-origin.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatEstimate, type CreditEstimate } from '../../lib/credits.ts';
import { useCan } from '../../components/roles/use-can.ts';

/** Where the answer on screen came from, for its cost line and its table's "read at". */
export interface AnswerSeen {
  origin: AnswerOrigin | undefined;
  /** when this copy arrived in memory */
  updatedAt: number;
  /** when the service answered: now, or for a saved answer its first fetch (what the badge says too) */
  fetchedAt: number;
}

/** What an answer shows: its heading, what it cost, and the results. */
export interface AnswerView {
  title: ReactNode;
  cost: string;
  body: ReactNode;
}

/**
 * The panel of a paid keyword read (a discovery search, long-tail keywords, a bulk export). The read is never
 * made on its own: the panel waits with the price, shows the error of a failed read (a paid read is not retried),
 * or draws the answer under its heading and cost line, with the cached-answer bar that offers a Refresh. Answers
 * are kept until the month ends, when the service's monthly data may change.
 */
export function PaidAnswer<T>({
  query,
  queryKey,
  refresh,
  estimate,
  busy,
  failedNote,
  idle,
  children,
}: {
  /** the read, made only when the person asks (`enabled: false`) */
  query: UseQueryResult<T>;
  queryKey: QueryKey;
  refresh: RefreshTarget;
  /** what the read costs: shown while it runs, on the button that runs it, and on Refresh */
  estimate: CreditEstimate;
  /** what the wait says, e.g. "Searching…" */
  busy: string;
  /** under the error of a failed read: what is kept, what to do */
  failedNote?: string;
  /** a read not made yet: a button to make it (no button: nothing shows until there is an answer) */
  idle?: { onRun: () => void; detail?: string };
  children: (data: T, seen: AnswerSeen) => AnswerView;
}) {
  const headingId = useId();
  const origin = useAnswerOrigin(queryKey);
  const price = formatEstimate(estimate);
  const canPay = useCan('paid');

  if (query.isFetching && !query.data) return <Spinner label={`${busy} (${price})`} />;
  if (query.error && !query.isFetching) {
    if (!failedNote) return <ErrorPanel error={query.error} />;
    return (
      <div className="flex flex-col gap-2">
        <ErrorPanel error={query.error} />
        <p className="text-sm text-slate-600">{failedNote}</p>
      </div>
    );
  }
  if (!query.data) {
    if (!idle) return null;
    return (
      <Card>
        <p className="text-sm text-slate-700">
          This search is not saved in this browser yet{idle.detail ?? ''}. Running it costs {price}.
        </p>
        {/* the search form above this panel already says why its paid button is not there: not said twice */}
        {canPay && (
          <div className="mt-3">
            <Button onClick={idle.onRun}>Run this search · {price}</Button>
          </div>
        )}
      </Card>
    );
  }

  const seen = {
    origin,
    updatedAt: query.dataUpdatedAt,
    fetchedAt: origin?.fetchedAt ?? query.dataUpdatedAt,
  };
  const view = children(query.data, seen);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" key={hashKey(queryKey)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {view.title}
        </h2>
        <p className="text-sm text-slate-600">{view.cost} · saved until the month ends</p>
      </div>
      <CachedAnswerBar queryKey={queryKey} refresh={refresh} estimate={estimate} />
      {view.body}
    </section>
  );
}
