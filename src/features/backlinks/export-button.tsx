import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { downloadCsv } from '../../lib/csv.ts';
import { formatNumber } from '../../lib/format.ts';
import { BacklinkError } from './backlink-error.tsx';
import type { CsvFile, Progress } from './exports.ts';

/** Reads every page, then downloads one CSV; says how far it got, and why it stopped if it failed. */
export function ExportButton({
  label,
  run,
}: {
  label: string;
  run: (onProgress: Progress) => Promise<CsvFile>;
}) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    setProgress(null);
    try {
      const file = await run((done, total) => setProgress([done, total]));
      downloadCsv(file.filename, file.csv);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" onClick={() => void go()} disabled={busy}>
        {busy ? 'Exporting…' : label}
      </Button>
      <span aria-live="polite" className="text-xs text-slate-600">
        {busy && progress && `Read ${formatNumber(progress[0])} of ${formatNumber(progress[1])} rows`}
      </span>
      {error !== null && <BacklinkError error={error} compact />}
    </div>
  );
}
