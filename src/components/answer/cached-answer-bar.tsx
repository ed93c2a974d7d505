import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshMutation, type RefreshTarget } from '../../api/answer.ts';
import { formatEstimate, type CreditEstimate } from '../../lib/credits.ts';
import { formatDate } from '../../lib/format.ts';
import { ErrorPanel } from '../errors/error-panel.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useAnswerOrigin, type AnswerOrigin } from './use-answer-origin.ts';
import { NeedsRole } from '../roles/needs-role.tsx';

const when = (ms: number) => formatDate(new Date(ms).toISOString(), true);

function describe(origin: AnswerOrigin, paid: boolean): { badge: string; note?: string } {
  const free = paid ? ' · no credits spent' : '';
  const at = origin.fetchedAt === null ? undefined : when(origin.fetchedAt);
  if (origin.source === 'proxy-cache')
    return { badge: `From cache${free}`, note: at && `First fetched ${at}` };
  if (origin.source === 'browser')
    return { badge: `Saved in this browser${free}`, note: at && `Fetched ${at}` };
  return {
    badge: 'Archived copy',
    note: `The service deleted this result after 24 hours; Searchboard kept it${at ? ` (saved ${at})` : ''}.`,
  };
}

/**
 * Says when a result was answered from a cache (Searchboard's server, or this browser's saved answers) or from
 * the archive, and offers a Refresh that asks the service again. Refresh spends credits again, so it shows the
 * cost (credits.ts), runs only after the person confirms, and is never retried; the new answer replaces the
 * old one (and the ledger records it). Nothing shows for an answer that just came from the service.
 */
export function CachedAnswerBar({
  queryKey,
  refresh,
  estimate,
}: {
  queryKey: QueryKey;
  /** how to ask again past every cache; no Refresh without it */
  refresh?: RefreshTarget;
  /** what asking again costs */
  estimate: CreditEstimate;
}) {
  const origin = useAnswerOrigin(queryKey);
  const [confirming, setConfirming] = useState(false);
  const run = useMutation({ ...refreshMutation(), onSettled: () => setConfirming(false) });
  if (!origin || origin.source === 'service') return null;

  const paid = estimate.credits > 0;
  const cost = paid ? formatEstimate(estimate) : 'free';
  const { badge, note } = describe(origin, paid);
  const canRefresh = refresh && origin.source !== 'archive';
  const start = () => {
    if (!refresh) return;
    if (paid) setConfirming(true);
    else run.mutate(refresh);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={origin.source === 'archive' ? 'warn' : 'info'}>{badge}</Badge>
        {note && <span className="text-slate-600">{note}</span>}
        {canRefresh && (
          <NeedsRole need={paid ? 'paid' : 'read'} quiet>
            <Button variant="secondary" onClick={start} disabled={run.isPending}>
              {run.isPending ? 'Refreshing…' : `Refresh · ${cost}`}
            </Button>
          </NeedsRole>
        )}
      </div>
      {run.error ? <ErrorPanel error={run.error} compact /> : null}
      {canRefresh && (
        <ConfirmDialog
          open={confirming}
          title={`Refresh for ${cost}?`}
          confirmLabel={`Refresh · ${cost}`}
          busy={run.isPending}
          onConfirm={() => run.mutate(refresh)}
          onCancel={() => setConfirming(false)}
        >
          This answer was saved, so showing it cost nothing. Refreshing asks the service again and costs{' '}
          {cost}; the new answer replaces this one.
        </ConfirmDialog>
      )}
    </div>
  );
}
