import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `refresh` after a render in which `value` differs from the render before: what was read while a status
 * had its old value (a run in progress, a crawl's pages, a check's statistics) is stale once the status moves on,
 * so the caller reads it again. `undefined` is "not known yet": a value becoming known is not a change, since
 * what depends on it is being read with it, unless `fromUnknown` says a newly known value is news too (a crawl
 * seen to finish after the page opened on it running). The value the page opened with is never a change.
 */
export function useRefreshOnChange<T>(
  value: T | undefined,
  refresh: (value: T) => void,
  { fromUnknown = false }: { fromUnknown?: boolean } = {},
): void {
  const before = useRef(value);
  const onChange = useEffectEvent(refresh);
  useEffect(() => {
    const was = before.current;
    before.current = value;
    if (value === undefined || Object.is(was, value)) return;
    if (was !== undefined || fromUnknown) onChange(value);
  }, [value, fromUnknown]);
}
