import type { ReactNode } from 'react';
import { ActionError } from '../errors/action-error.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * A permanent deletion asked first, around the write that does it: busy while the write runs, Cancel closes it
 * and forgets a failure, and a failure shows under what the deletion does, with the dialog still open.
 */
export function ConfirmDelete({
  open,
  title,
  confirmLabel,
  write,
  error = write.error,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  write: { isPending: boolean; error: unknown; reset: () => void };
  /** the failure to show, when not every failure of the write is shown here (null: none) */
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
  /** what the deletion does */
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      tone="danger"
      busy={write.isPending}
      onCancel={() => {
        onClose();
        write.reset();
      }}
      onConfirm={onConfirm}
    >
      {children}
      <ActionError error={error} />
    </ConfirmDialog>
  );
}
