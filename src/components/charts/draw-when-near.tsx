import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * Charts are drawn when they come near the viewport: a page with a chart per engine or per section
 * draws only the ones a person can see, and the rest as they scroll towards them, instead of all of them on the
 * main thread at once while the page opens (seconds on a phone). Until then a placeholder of the chart's height
 * holds its place, so nothing moves when it draws. Everything is drawn for print.
 */

/** How far outside the viewport a chart starts drawing, so it is there before it scrolls in. */
const NEAR = '75% 0px';

let printing = false;
const listeners = new Set<() => void>();
function setPrinting(on: boolean, sync = false) {
  if (printing === on) return;
  printing = on;
  const notify = () => listeners.forEach((l) => l());
  // before the browser lays the page out for print, the charts must be in the DOM already
  if (sync) flushSync(notify);
  else notify();
}
if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => setPrinting(true, true));
  window.matchMedia?.('print').addEventListener?.('change', (e) => {
    if (e.matches) setPrinting(true);
  });
}

/** Draw every chart of the page now (before printing it); they stay drawn. */
export function drawAllCharts(): void {
  setPrinting(true, true);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const usePrinting = () =>
  useSyncExternalStore(
    subscribe,
    () => printing,
    () => false,
  );

export function DrawWhenNear({
  placeholder,
  children,
}: {
  /** as tall as the chart: what shows until it draws */
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const all = usePrinting();
  // no IntersectionObserver (an old browser, a test's DOM): draw at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, el]);
  if (near || all) return <>{children}</>;
  return <div ref={setEl}>{placeholder}</div>;
}
