import { useMutation } from '@tanstack/react-query';
import { positionsMutations } from '../../api/positions.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatNumber } from '../../lib/format.ts';
import { priceOf } from '../../lib/operations.ts';
import { countOf } from '../../lib/plural.ts';

export interface RunTarget {
  /** undefined: every tracked keyword */
  ids?: number[];
  label: string;
  count: number;
}

/** "Run now" after a confirmation that says what it costs. Never retried on its own: it spends credits. */
export function RunDialog({
  siteId,
  target,
  onClose,
}: {
  siteId: number;
  target: RunTarget | undefined;
  onClose: () => void;
}) {
  const run = useMutation(positionsMutations.runNow(siteId));
  const cost = (target?.count ?? 0) * priceOf('serp.tasks.create').credits;
  return (
    <ConfirmDialog
      open={target !== undefined}
      title={`Run ${target?.label ?? ''} now?`}
      confirmLabel={`Run · ${formatNumber(cost)} credits`}
      busy={run.isPending}
      onConfirm={() => target && run.mutate(target.ids, { onSuccess: onClose })}
      onCancel={() => {
        run.reset();
        onClose();
      }}
    >
      <p>
        This queues {countOf(target?.count ?? 0, 'SERP task')} at {priceOf('serp.tasks.create').credits}{' '}
        credits each: {formatNumber(cost)} credits, counted against the budget. The positions appear as the
        tasks are collected.
      </p>
      <ActionError error={run.error} />
    </ConfirmDialog>
  );
}
