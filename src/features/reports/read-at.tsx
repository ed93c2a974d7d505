import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';

type Note = (key: string, at: number | undefined) => void;
const ReadTimes = createContext<Note | null>(null);
let nextKey = 0;

/**
 * A part of the report says when this browser read what it shows; the report says it once, above its sections
 * ("Data as of …"), as of its oldest part. Draws nothing itself.
 */
export function ReadAt({ at }: { at: number }) {
  const note = useContext(ReadTimes);
  const [key] = useState(() => String((nextKey += 1)));
  useEffect(() => note?.(key, at || undefined), [note, key, at]);
  useEffect(() => () => note?.(key, undefined), [note, key]);
  return null;
}

/** The oldest read among several queries (0 = none read yet): the section is as fresh as its oldest part. */
export function oldestRead(...at: number[]): number {
  const read = at.filter((a) => a > 0);
  return read.length ? Math.min(...read) : 0;
}

/** The one "Data as of …" line of a report: its parts' oldest read, in UTC. */
export function useDataAsOf(): [provide: (children: ReactNode) => ReactNode, line: ReactNode] {
  const [times, setTimes] = useState<Record<string, number>>({});
  const [note] = useState<Note>(
    () => (key: string, at: number | undefined) =>
      setTimes((prev) => {
        if (prev[key] === at) return prev;
        const next = { ...prev };
        if (at === undefined) delete next[key];
        else next[key] = at;
        return next;
      }),
  );
  const values = Object.values(times);
  const oldest = values.length ? Math.min(...values) : 0;
  const line = oldest ? (
    <p className="text-xs text-slate-600" data-testid="data-as-of">
      Data as of {formatDate(new Date(oldest).toISOString().slice(0, 16).replace('T', ' '), true)} UTC
    </p>
  ) : null;
  return [(children) => <ReadTimes.Provider value={note}>{children}</ReadTimes.Provider>, line];
}
