import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';

/** A report longer than this to compose shows what it has, section by section, rather than a spinner. */
export const REVEAL_AFTER_MS = 4000;

type Report = (key: string, settled: boolean | undefined) => void;
const Settled = createContext<Report | null>(null);

/** A query has its answer (or its error), or is waiting on another and will not fetch by itself. */
export function querySettled(q: { status: string; fetchStatus: string }): boolean {
  return q.status !== 'pending' || q.fetchStatus === 'idle';
}

/** A part of the report says whether its data is in; outside a ReportReveal it does nothing. */
export function useReportSettled(key: string, settled: boolean): void {
  const report = useContext(Settled);
  useEffect(() => report?.(key, settled), [report, key, settled]);
  useEffect(() => () => report?.(key, undefined), [report, key]);
}

/**
 * The report appears top down without jumps: every section mounts at once (their reads run side by side) but a
 * section shows only when it and every section above it have their data or their error. So nothing on screen
 * moves as the sections fill in: a section appears whole, below what is already there (a composed page, read top
 * to bottom and printed). After REVEAL_AFTER_MS everything shows anyway. Once shown a section stays: a new range
 * re-reads inside the sections, each with its own spinner.
 */
export function ReportReveal({
  sections,
  onReady,
}: {
  sections: readonly (readonly [name: string, body: ReactNode])[];
  /** told whether every section has its data or its error (the server's PDF waits for this) */
  onReady?: (ready: boolean) => void;
}) {
  const [parts, setParts] = useState<Record<string, Record<string, boolean>>>({});
  const [late, setLate] = useState(false);
  const [shownUpTo, setShownUpTo] = useState(0);
  useEffect(() => {
    const t = setTimeout(() => setLate(true), REVEAL_AFTER_MS);
    return () => clearTimeout(t);
  }, []);
  // the first sections whose parts have all registered and settled, in order
  let ready = 0;
  while (ready < sections.length) {
    const mine = Object.values(parts[sections[ready]?.[0] ?? ''] ?? {});
    if (mine.length === 0 || !mine.every(Boolean)) break;
    ready += 1;
  }
  const allReady = ready === sections.length;
  useEffect(() => onReady?.(allReady), [onReady, allReady]);
  const upTo = late ? sections.length : Math.max(ready, shownUpTo);
  // what has been shown stays shown (state adjusted while rendering, React's pattern for derived state)
  if (upTo > shownUpTo) setShownUpTo(upTo);
  return (
    <div className="relative space-y-4 print:space-y-3">
      {sections.map(([name, body], i) => (
        <Section key={name} name={name} shown={i < upTo} onReport={setParts}>
          {body}
        </Section>
      ))}
      {/* pinned to the window: below the sections it would be pushed down by each one that appears */}
      {upTo < sections.length && (
        <div className="fixed right-4 bottom-4 z-10 rounded-lg border border-slate-200 bg-white shadow-sm print:hidden">
          <Spinner label="Composing the report…" />
        </div>
      )}
    </div>
  );
}

function Section({
  name,
  shown,
  onReport,
  children,
}: {
  name: string;
  shown: boolean;
  onReport: (
    update: (prev: Record<string, Record<string, boolean>>) => Record<string, Record<string, boolean>>,
  ) => void;
  children: ReactNode;
}) {
  const report = useCallback<Report>(
    (key, settled) =>
      onReport((prev) => {
        const mine = prev[name] ?? {};
        if (mine[key] === settled) return prev;
        const next = { ...mine };
        if (settled === undefined) delete next[key];
        else next[key] = settled;
        return { ...prev, [name]: next };
      }),
    [name, onReport],
  );
  return (
    <Settled.Provider value={report}>
      {/* a section not shown yet is laid out at full width but invisible (not display: none), so its charts
          measure their real size instead of drawing at 0 × 0 and warning */}
      <div
        className={`space-y-4 print:space-y-3 ${shown ? '' : 'invisible absolute inset-x-0 top-0 -z-10 print:hidden'}`}
        aria-hidden={shown ? undefined : true}
      >
        {children}
      </div>
    </Settled.Provider>
  );
}
