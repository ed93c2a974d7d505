import Papa from 'papaparse';
import { EXPORT_MAX_KEYWORDS, type ExportCol, type ExportInput } from '../../api/keyword-inputs.ts';
import { formatNumber } from '../../lib/format.ts';
import type { KeywordSearch } from './search.ts';
import { countOf } from '../../lib/plural.ts';

/** The bulk-metrics input: a pasted or loaded list, cleaned the way the export needs it. */

export interface KeywordList {
  keywords: string[];
  duplicates: number;
  empty: number;
}

/**
 * One keyword a line: trimmed; empty lines and duplicates dropped. Duplicates are found case- and
 * spacing-insensitively ("Hiking  Boots" = "hiking boots", as keyword databases see them); the first spelling stays.
 */
export function parseKeywordList(text: string): KeywordList {
  const seen = new Set<string>();
  const keywords: string[] = [];
  let duplicates = 0;
  let empty = 0;
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop(); // a final newline is not an empty line
  for (const line of lines) {
    const k = line.trim();
    if (k === '') {
      empty++;
      continue;
    }
    const id = k.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(id)) {
      duplicates++;
      continue;
    }
    seen.add(id);
    keywords.push(k);
  }
  return { keywords, duplicates, empty };
}

/** The field's message: the live count, what was dropped, and a refusal over the limit. */
export function describeList(list: KeywordList): { count: string; error?: string } {
  const n = list.keywords.length;
  const dropped = [
    list.duplicates ? countOf(list.duplicates, 'duplicate') : '',
    list.empty ? countOf(list.empty, 'empty line') : '',
  ].filter(Boolean);
  const count = `${formatNumber(n)} of ${formatNumber(EXPORT_MAX_KEYWORDS)} keywords${dropped.length ? ` (${dropped.join(' and ')} dropped)` : ''}`;
  if (n > EXPORT_MAX_KEYWORDS) {
    return {
      count,
      error: `${formatNumber(n)} keywords: an export takes at most ${formatNumber(EXPORT_MAX_KEYWORDS)}. Remove ${formatNumber(n - EXPORT_MAX_KEYWORDS)}.`,
    };
  }
  return { count };
}

/**
 * A loaded file as lines of keywords: a CSV's first column (a "keyword" header is skipped), or a text file's
 * lines. The result is appended to the field, so the same cleaning applies.
 */
export function keywordsFromFile(name: string, content: string): string[] {
  const text = content.replace(/^\uFEFF/, '');
  if (!/\.(csv|tsv)$/i.test(name)) return text.split(/\r\n|\r|\n/);
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  const first = rows.map((r) => (Array.isArray(r) ? (r[0] ?? '') : ''));
  if (first.length > 0 && /^\s*keywords?\s*$/i.test(first[0] ?? '')) first.shift();
  return first;
}

export const EXPORT_COLS: readonly ExportCol[] = [
  'keyword',
  'volume',
  'cpc',
  'difficulty',
  'competition',
  'history_trend',
];

/** The columns in the URL, in the spec's order; all six when none are chosen. */
export function exportCols(s: KeywordSearch): ExportCol[] {
  const chosen = (s.cols ?? '').split(',');
  const cols = EXPORT_COLS.filter((c) => chosen.includes(c));
  return cols.length > 0 ? cols : [...EXPORT_COLS];
}

/** Canonical export input: explicit sort and order (the spec's defaults), cols only when a subset. */
export function exportInput(source: string, keywords: string[], s: KeywordSearch): ExportInput {
  const cols = exportCols(s);
  return {
    source: source.trim().toLowerCase(),
    keywords,
    sort: s.esort ?? 'cpc',
    sort_order: s.eorder ?? 'desc',
    ...(cols.length < EXPORT_COLS.length && { cols }),
  };
}
