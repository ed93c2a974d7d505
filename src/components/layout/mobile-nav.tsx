import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Nav } from './nav.tsx';

/**
 * The navigation on a narrow window, where the sidebar is hidden: a Menu button opening the same links in a
 * panel, which closes when a link is chosen or on Escape (focus goes back to the button).
 */
export function MobileNav({ siteId }: { siteId: number | undefined }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeOnLink = (e: MouseEvent<HTMLDivElement>) => {
    if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
  };
  const closeOnEscape = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="relative md:hidden print:hidden" onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-nav"
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Menu
      </button>
      {open && (
        <div
          id="mobile-nav"
          onClick={closeOnLink}
          className="absolute left-0 top-full z-30 mt-2 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
        >
          <Nav siteId={siteId} />
        </div>
      )}
    </div>
  );
}
