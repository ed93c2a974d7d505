import { useState, type ReactNode } from 'react';
import type { CsvTable } from '../../lib/csv-table.ts';
import { formatNumber } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';

/** Rows read so far and how many there are, from a build that reads every page first. */
export type ExportProgress = (done: number, total: number) => void;

/**
 * "Export CSV": builds the table when clicked and downloads it through the one CSV writer (lib/csv.ts, loaded
 * then, so pages that never export never load it). The label says what is exported, e.g. "Export this page
 * (CSV)" for a paged table. A build that reads the whole table first reports its progress (`progress`), which
 * the button says while it waits; `renderError` gives an area's own words for a failure.
 */
export function ExportCsvButton({
  build,
  label = 'Export CSV',
  disabled = false,
  progress: showsProgress = false,
  renderError,
  className = '',
}: {
  build: (onProgress: ExportProgress) => CsvTable | Promise<CsvTable>;
  label?: string;
  disabled?: boolean;
  /** the build reports rows read: a live line says how far it got */
  progress?: boolean;
  renderError?: (error: unknown) => ReactNode;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [read, setRead] = useState<[number, number] | null>(null);
  const [error, setError] = useState<{ e: unknown } | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    setRead(null);
    try {
      const [table, csv] = await Promise.all([
        build((done, total) => setRead([done, total])),
        import('../../lib/csv.ts'),
      ]);
      csv.downloadCsv(table.filename, csv.toCsv(table.header, table.rows));
    } catch (e) {
      setError({ e });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={`inline-flex flex-col items-end gap-1 print:hidden ${className}`}>
      <Button variant="secondary" onClick={() => void run()} disabled={disabled || busy}>
        {busy ? 'Exporting…' : label}
      </Button>
      {showsProgress && (
        // always there, so a screen reader hears the first count
        <span aria-live="polite" className="text-xs text-slate-600">
          {busy && read && `Read ${formatNumber(read[0])} of ${formatNumber(read[1])} rows`}
        </span>
      )}
      {error &&
        (renderError ? (
          renderError(error.e)
        ) : (
          <span role="alert" className="text-xs font-medium text-red-700">
            Could not export: {error.e instanceof Error ? error.e.message : 'The export failed.'}
          </span>
        ))}
    </span>
  );
}
