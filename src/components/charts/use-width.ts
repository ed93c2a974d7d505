import { useCallback, useState } from 'react';

/**
 * The width of an element, kept current as it resizes: for a chart whose layout (not only its scale) depends on
 * the room it has. A callback ref, so an element that appears later is measured too; read as it mounts, before
 * the first paint, so a narrow window never flashes the wide layout.
 */
export function useWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState<number>();
  const ref = useCallback((el: T | null) => {
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}
