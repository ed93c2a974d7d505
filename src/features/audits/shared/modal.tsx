import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

/** A wide modal, open while it is drawn, for reading, not confirming; its title bar stays as the body scrolls. */
export function Modal({
  title,
  children,
  onClose,
}: {
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog open labelledBy={id} width="max-h-[90vh] max-w-4xl" onCancel={onClose}>
      <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-slate-200 bg-white px-5 py-3">
        <h2 id={id} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {title}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="p-5">{children}</div>
    </ModalDialog>
  );
}
