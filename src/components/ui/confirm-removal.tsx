import type { ReactNode } from 'react';
import { ErrorPanel } from '../errors/error-panel.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Removing an item picked from a list, asked first: the dialog is open while an item is picked, says what goes,
 * and closes once the removal succeeded. A failed removal's error stays above it, by the list.
 */
export function ConfirmRemoval<T extends { id: unknown }>({
  picked,
  onPick,
  removal,
  title,
  confirmLabel,
  children,
}: {
  picked: T | null;
  /** null closes the dialog */
  onPick: (item: T | null) => void;
  removal: {
    isPending: boolean;
    error: unknown;
    mutate: (id: T['id'], options: { onSuccess: () => void }) => void;
  };
  title: string;
  confirmLabel: string;
  /** what the removal does, for the picked item */
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {removal.error ? <ErrorPanel compact error={removal.error} /> : null}
      <ConfirmDialog
        open={picked !== null}
        title={title}
        confirmLabel={confirmLabel}
        tone="danger"
        busy={removal.isPending}
        onConfirm={() => picked && removal.mutate(picked.id, { onSuccess: () => onPick(null) })}
        onCancel={() => onPick(null)}
      >
        {picked && children(picked)}
      </ConfirmDialog>
    </>
  );
}
