import { useMutation } from '@tanstack/react-query';
import { backlinksMutations } from '../../api/backlink-mutations.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { BacklinkError } from './backlink-error.tsx';
import type { ReportDialogProps } from './report-ref.ts';

/** Deleting is permanent: the confirmation names the target. */
export function DeleteDialog({ report, open, onClose, onDone }: ReportDialogProps) {
  const remove = useMutation(backlinksMutations.remove());
  return (
    <ConfirmDialog
      open={open}
      title={`Delete the report for ${report.target}?`}
      confirmLabel="Delete report"
      tone="danger"
      busy={remove.isPending}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      // the deletion's own promise, not mutate's callbacks, which are dropped if the row leaves with the list's
      // re-read first; a failure shows from the mutation's state below
      onConfirm={() => void remove.mutateAsync(report.id).then(onDone, () => undefined)}
    >
      <p>
        The backlink report for <strong className="break-all">{report.target}</strong> ({report.mode} mode),
        with its overview, backlinks, referring domains and anchors, is deleted. This cannot be undone; a new
        report costs money again.
      </p>
      <ActionError error={remove.error} panel={BacklinkError} />
    </ConfirmDialog>
  );
}
