import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** A wide modal on the native <dialog> (focus trap, Escape, inert background), for reading, not confirming. */
export function Modal({
  title,
  children,
  onClose,
}: {
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d || d.open) return;
    if (typeof d.showModal === 'function') d.showModal();
    else d.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90vh] w-full max-w-4xl rounded-lg border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-slate-200 bg-white px-5 py-3">
        <h2 id={id} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {title}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="p-5">{children}</div>
    </dialog>
  );
}
