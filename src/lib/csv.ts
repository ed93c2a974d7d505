import Papa from 'papaparse';
import type { CsvValue } from './csv-table.ts';
import { downloadBlob } from './download.ts';

export type { CsvValue } from './csv-table.ts';

const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula: a tab, carriage return or NUL first, or a formula sign (= + - @, or
 * their full-width forms) after any leading whitespace and line breaks, which spreadsheet tools skip or trim.
 * The whole value is looked at, not one line of it: the text is third-party (crawled titles, anchors, snippets).
 */
const FORMULA_START = /^(?:[\t\r\0]|[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

const defuseText = (v: string): string => (FORMULA_START.test(v) ? `'${v}` : v);

/**
 * One cell, safe to open in a spreadsheet: formula-like text gets a leading `'`, which spreadsheet tools read as
 * "this is text". Numbers stay numbers (a negative figure is not a formula); a string is never trusted.
 */
export function defuseCell(v: CsvValue): string | number | boolean {
  if (v === null || v === undefined) return '';
  return typeof v === 'string' ? defuseText(v) : v;
}

/**
 * The one CSV writer: a header row, every field quoted, null and undefined written as an empty field (never
 * 0), formula-like text defused for spreadsheet tools (defuseCell), and a UTF-8 byte-order mark so they read
 * non-ASCII keywords right.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  // the writer defuses every cell itself (header too): Papa's own escapeFormulae reads only a value's first line
  const body = Papa.unparse(
    { fields: header.map(defuseText), data: rows.map((r) => header.map((_, i) => defuseCell(r[i]))) },
    { quotes: true, newline: '\r\n', escapeFormulae: false },
  );
  return `${BOM}${body}\r\n`;
}

/** Saves text as a file in the browser (the download the person asked for). */
export function downloadCsv(filename: string, csv: string): void {
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}

/** A file-name-safe slug: "Hiking Boots (US)" → "hiking-boots-us" (lives in csv-table.ts, which has no parser). */
export { fileSlug } from './csv-table.ts';
