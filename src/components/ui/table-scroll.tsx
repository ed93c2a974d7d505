import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';

interface Edges {
  /** the table is wider than its box */
  overflows: boolean;
  /** columns hidden on that side */
  left: boolean;
  right: boolean;
}

const NONE: Edges = { overflows: false, left: false, right: false };

/** What a box scrolled sideways hides, from its sizes (1 px of slack for rounding). */
export function scrollEdges(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): Edges {
  const overflows = box.scrollWidth - box.clientWidth > 1;
  return {
    overflows,
    left: overflows && box.scrollLeft > 1,
    right: overflows && box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
  };
}

/**
 * The box a wide table scrolls sideways in. When the table is wider than the box, a line says so and a shadow
 * marks each side that hides columns, so cut-off columns never look like the end of the table. The box is
 * `relative` on purpose: screen-reader-only text inside the table (`sr-only` is `position: absolute`) is placed
 * against its nearest positioned ancestor, and without one here it lands outside the scroll box, where it widens
 * the whole page on a narrow window.
 */
export function TableScroll({ className = '', onScroll, ...props }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>(NONE);
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = scrollEdges(box);
    setEdges((prev) =>
      prev.overflows === next.overflows && prev.left === next.left && prev.right === next.right ? prev : next,
    );
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // A ResizeObserver reports each box once after the browser's next layout, where reading its sizes costs
    // nothing; measuring here instead made the browser lay the page out at once, for every table as it mounted
    // (a report with five tables spent ~100 ms of a slow phone's main thread on it).
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const shadow =
    'pointer-events-none absolute inset-y-0 z-10 w-4 from-slate-900/15 to-transparent print:hidden';
  return (
    <div className="relative">
      <div
        ref={ref}
        className={`relative overflow-x-auto ${className}`}
        onScroll={(e) => {
          measure();
          onScroll?.(e);
        }}
        {...props}
      />
      {edges.left && <div aria-hidden className={`${shadow} left-0 bg-gradient-to-r`} />}
      {edges.right && <div aria-hidden className={`${shadow} right-0 bg-gradient-to-l`} />}
      {edges.overflows && (
        <p className="mt-1 text-xs text-slate-600 print:hidden">
          <span aria-hidden>↔ </span>This table is wider than the window: scroll sideways for more columns.
        </p>
      )}
    </div>
  );
}
