import Papa from 'papaparse';
import type { CsvValue } from './csv-table.ts';

export type { CsvValue } from './csv-table.ts';

const BOM = '\uFEFF';

/**
 * The one CSV writer: a header row, every field quoted, null and undefined written as an empty field (never
 * 0), formula-like text defused for spreadsheet tools, and a UTF-8 byte-order mark so they read non-ASCII
 * keywords right.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const clean = (v: CsvValue) => (v === null || v === undefined ? '' : v);
  const body = Papa.unparse(
    { fields: [...header], data: rows.map((r) => header.map((_, i) => clean(r[i]))) },
    { quotes: true, newline: '\r\n', escapeFormulae: true },
  );
  return `${BOM}${body}\r\n`;
}

/** Saves text as a file in the browser (the download the person asked for). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file-name-safe slug: "Hiking Boots (US)" → "hiking-boots-us" (lives in csv-table.ts, which has no parser). */
export { fileSlug } from './csv-table.ts';
