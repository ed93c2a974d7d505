import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children are first drawn in a render React may pause, just after the render that mounted this.
 * A page's first render with its data held a phone's main thread in one piece (150–300 ms at 4x CPU on the AI
 * page, the report, an audit's history): React draws an update from a query's answer or the router's state all at
 * once. Drawn from here, the same work runs in slices of a few milliseconds between which the browser can answer
 * a tap, and what mounts (`fallback`, nothing by default) stands in until then, for a frame or two.
 *
 * Only a mount waits: once drawn, the children update as any others.
 */
export function DrawAfter({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : fallback;
}
