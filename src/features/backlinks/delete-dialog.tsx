import { useMutation } from '@tanstack/react-query';
import { backlinksMutations } from '../../api/backlink-mutations.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { BacklinkActionError } from './backlink-error.tsx';
import type { ReportRef } from './report-ref.ts';

/** Deleting is permanent: the confirmation names the target. */
export function DeleteDialog({
  report,
  open,
  onClose,
  onDeleted,
}: {
  report: ReportRef;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
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
      onConfirm={() => remove.mutate(report.id, { onSuccess: onDeleted })}
    >
      <p>
        The backlink report for <strong className="break-all">{report.target}</strong> ({report.mode} mode),
        with its overview, backlinks, referring domains and anchors, is deleted. This cannot be undone; a new
        report costs money again.
      </p>
      <BacklinkActionError error={remove.error} />
    </ConfirmDialog>
  );
}
