import { isoDay } from './dates.ts';

/** One cell of an exported table: empty when null or undefined. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * A table to export, before it becomes CSV text. Pages build these with pure functions (tested without a
 * browser); the export button turns one into a file with lib/csv.ts, loaded only when someone exports.
 */
export interface CsvTable {
  filename: string;
  header: string[];
  rows: CsvValue[][];
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC (the service's own time format); empty when nothing was read yet. */
export function csvStamp(ms: number): string {
  return ms > 0 ? new Date(ms).toISOString().slice(0, 19).replace('T', ' ') : '';
}

/** The header of the column every export carries: when this browser read the rows from the service. */
export const READ_AT = 'read_at_utc';

/**
 * Rows under the given columns, with the read time as the last column of every row (so a row pasted elsewhere
 * still says how fresh it is).
 */
export function tableOf<T>(
  filename: string,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  readAt: number,
): CsvTable {
  const stamp = csvStamp(readAt);
  return {
    filename,
    header: [...columns.map((c) => c.header), READ_AT],
    rows: rows.map((r) => [...columns.map((c) => c.value(r)), stamp]),
  };
}

/** A file-name-safe slug: "Hiking Boots (US)" → "hiking-boots-us"; accents dropped ("größe" → "große"). */
export function fileSlug(text: string, max = 40): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max)
      .replace(/-+$/, '') || 'export'
  );
}

/** `audit-5101-links-internal-2026-11-22.csv`: the parts that say what it is, then the day it was read. */
export function csvName(parts: readonly (string | number | null | undefined)[], readAt: number): string {
  const day = isoDay(readAt > 0 ? readAt : Date.now());
  const named = parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .map((p) => fileSlug(String(p)));
  return `${[...named, day].join('-')}.csv`;
}
