import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`: for countdowns such as "expires in 3 h". */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
