import { useMutation, useQuery } from '@tanstack/react-query';
import type { BacklinkMode } from '../../api/backlink-schemas.ts';
import { backlinksQueries } from '../../api/backlinks.ts';
import { backlinksMutations } from '../../api/backlink-mutations.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BacklinkError } from './backlink-error.tsx';
import { costSentence, payLabel, sizeSentence } from './cost.ts';
import type { ReportDialogProps } from './report-ref.ts';

/**
 * Refresh (PUT) spends money again: the price comes first, from the same info call as a new report's for the
 * report's target and mode, and the confirm button stays off until it is known. Never retried by itself.
 */
export function RefreshDialog({ report, open, onClose, onDone }: ReportDialogProps) {
  const info = useQuery({
    ...backlinksQueries.info({ mode: report.mode as BacklinkMode, target: report.target }),
    enabled: open,
    // the price depends on the balance: ask again each time the dialog opens
    staleTime: 0,
  });
  const refresh = useMutation(backlinksMutations.refresh());
  const close = () => {
    refresh.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Refresh backlink report?"
      confirmLabel={info.data ? payLabel('refresh', info.data) : 'Pay and refresh'}
      confirmDisabled={!info.data || info.isFetching}
      busy={refresh.isPending}
      onCancel={close}
      onConfirm={() =>
        refresh.mutate(report.id, {
          onSuccess: () => {
            refresh.reset();
            onDone();
          },
        })
      }
    >
      <p>
        The report for <strong className="break-all">{report.target}</strong> ({report.mode} mode) is
        collected again from the service.
      </p>
      {info.isPending && <Spinner label="Asking the service for the price…" />}
      {info.error && <BacklinkError error={info.error} compact onRetry={() => void info.refetch()} />}
      {info.data && (
        <div className="mt-3 rounded-md bg-slate-50 p-3">
          <p>It now holds {sizeSentence(info.data)}.</p>
          <p className="mt-1 font-semibold text-slate-900">{costSentence('refresh', info.data)}</p>
          {info.data.note && <p className="mt-1 text-slate-600">{info.data.note}</p>}
        </div>
      )}
      <ActionError error={refresh.error} panel={BacklinkError} />
    </ConfirmDialog>
  );
}
