import { useState } from 'react';
import type { CsvTable } from '../../lib/csv-table.ts';
import { Button } from '../ui/button.tsx';

/**
 * "Export CSV": builds the table when clicked and downloads it through the one CSV writer (lib/csv.ts, loaded
 * then, so pages that never export never load it). The label says what is exported, e.g. "Export this page
 * (CSV)" for a paged table.
 */
export function ExportCsvButton({
  build,
  label = 'Export CSV',
  disabled = false,
  className = '',
}: {
  build: () => CsvTable | Promise<CsvTable>;
  label?: string;
  disabled?: boolean;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const [table, csv] = await Promise.all([build(), import('../../lib/csv.ts')]);
      csv.downloadCsv(table.filename, csv.toCsv(table.header, table.rows));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The export failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={`inline-flex flex-col items-end gap-1 print:hidden ${className}`}>
      <Button variant="secondary" onClick={() => void run()} disabled={disabled || busy}>
        {busy ? 'Exporting…' : label}
      </Button>
      {error && (
        <span role="alert" className="text-xs font-medium text-red-700">
          Could not export: {error}
        </span>
      )}
    </span>
  );
}
