import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * A modal confirmation on the native <dialog> (focus trap, Escape and inert background for free). Used before
 * anything permanent or anything that spends credits or money: the body says what will happen and what it costs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  /** e.g. while the price to confirm is still being fetched */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog open={open} labelledBy="confirm-title" onCancel={onCancel}>
      <div className="p-5">
        {/* a name may be as long as the service keeps (255 characters, in one word): the heading is cut after
            three lines, whole in its tooltip once it may be cut and always in the dialog's accessible name; long
            words wrap anywhere rather than widen the dialog */}
        <h2
          id="confirm-title"
          title={title.length > 100 ? title : undefined}
          className="line-clamp-3 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]"
        >
          {title}
        </h2>
        <div className="mt-2 text-sm text-slate-700 [overflow-wrap:anywhere]">{children}</div>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={busy || confirmDisabled}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
