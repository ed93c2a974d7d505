import { useRef, useState } from 'react';
import type { CsvTable } from '../../lib/csv-table.ts';
import { formatNumber } from '../../lib/format.ts';
import { countOf } from '../../lib/plural.ts';
import { retryDelay, shouldRetry } from '../../lib/query-client.ts';
import { Button } from './button.tsx';

/** How many requests fetching `total` rows takes, `pageSize` at a time. */
export const pagesFor = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Waits `ms`, or less if the export is stopped; either way it leaves no listener behind on the signal. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * One page, asked again after a transient failure exactly as a query would be (the shared retry policy: safe
 * reads only, with backoff or the service's Retry-After), so one 503 among fourteen pages does not lose the export.
 */
async function pageWithRetries<T>(fetch: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await fetch();
    } catch (e) {
      if (signal.aborted || !shouldRetry(failures, e)) throw e;
      await pause(retryDelay(failures, e), signal);
    }
  }
}

/**
 * "Export all": every page of a paged table, fetched one after the other with a progress bar (and a Stop), then
 * one CSV. What it costs is said on the button's line before it runs (`cost`, e.g. "Free" or "Up to 50 credits").
 */
export function ExportAllButton<T>({
  total,
  pageSize,
  noun,
  cost,
  fetchPage,
  build,
}: {
  total: number;
  pageSize: number;
  noun: string;
  cost: string;
  fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<readonly T[]>;
  build: (rows: readonly T[], readAt: number) => CsvTable;
}) {
  const pages = pagesFor(total, pageSize);
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const abort = useRef<AbortController | null>(null);
  const run = async () => {
    const ctrl = new AbortController();
    abort.current = ctrl;
    setError(undefined);
    setDone(0);
    try {
      const rows: T[] = [];
      for (let p = 0; p < pages; p++) {
        const page = await pageWithRetries(() => fetchPage(p * pageSize, pageSize, ctrl.signal), ctrl.signal);
        rows.push(...page);
        setDone(p + 1);
        if (page.length < pageSize) break;
      }
      const csv = await import('../../lib/csv.ts');
      const table = build(rows, Date.now());
      csv.downloadCsv(table.filename, csv.toCsv(table.header, table.rows));
    } catch (e) {
      if (!ctrl.signal.aborted) setError(e instanceof Error ? e.message : 'The export failed.');
    } finally {
      abort.current = null;
      setDone(null);
    }
  };
  return (
    <span className="inline-flex flex-col items-end gap-1 print:hidden">
      {done === null ? (
        <Button variant="secondary" onClick={() => void run()}>
          Export all {formatNumber(total)} {noun} (CSV)
        </Button>
      ) : (
        <span className="flex items-center gap-2">
          <progress
            className="h-2 w-32"
            max={pages}
            value={done}
            aria-label={`Exporting ${noun}: page ${done} of ${pages}`}
          />
          <span className="text-xs text-slate-700" role="status">
            Page {formatNumber(done)} of {formatNumber(pages)}
          </span>
          <Button variant="ghost" onClick={() => abort.current?.abort()}>
            Stop
          </Button>
        </span>
      )}
      <span className="text-xs text-slate-600">
        {cost} · {countOf(pages, 'request')}
      </span>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
