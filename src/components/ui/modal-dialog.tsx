import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog>: focus trap, Escape and an inert background for free. Escape asks the owner
 * (`onCancel`) rather than closing by itself, so `open` stays the one source of truth. The body mounts only
 * while open, so a form inside starts fresh each time.
 */
export function ModalDialog({
  open,
  labelledBy,
  width = 'max-w-md',
  onCancel,
  children,
}: {
  open: boolean;
  /** id of the heading inside */
  labelledBy: string;
  width?: 'max-w-md' | 'max-w-2xl' | 'max-h-[90vh] max-w-4xl';
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className={`m-auto w-full ${width} rounded-lg border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40`}
    >
      {open && children}
    </dialog>
  );
}
