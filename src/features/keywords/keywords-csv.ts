import { defuseCell, fileSlug, toCsv, type CsvValue } from '../../lib/csv.ts';
import { csvStamp, READ_AT } from '../../lib/csv-table.ts';
import type { ColumnId } from './columns.ts';
import type { KeywordRow } from './rows.ts';
import type { KeywordTab } from './search.ts';
import { trendSeries } from './trend.ts';

/**
 * Selected rows as CSV: the keyword, the database (source) and the data date on every row, then the metrics
 * shown, then one column per trend month, and last, as every other export, when this browser read the rows
 * (`read_at_utc`). Empty fields are "no data", never 0.
 */
export function keywordsCsv(
  rows: readonly KeywordRow[],
  opts: { source: string; date: string; columns: readonly ColumnId[]; readAt: number },
): string {
  const has = (c: ColumnId) => opts.columns.includes(c);
  const months = has('trend')
    ? [...new Set(rows.flatMap((r) => trendSeries(r.history_trend).map((p) => p.month)))].sort()
    : [];
  const cells: [string, (r: KeywordRow) => CsvValue][] = [
    ['keyword', (r) => r.keyword],
    ['source', () => opts.source],
    ['date', () => opts.date],
  ];
  if (has('relevance')) cells.push(['relevance', (r) => r.relevance]);
  for (const c of ['volume', 'cpc', 'difficulty', 'competition'] as const) {
    if (has(c)) cells.push([c, (r) => r[c]]);
  }
  if (has('intents')) cells.push(['intents', (r) => r.intents.join(',')]);
  if (has('serp_features')) cells.push(['serp_features', (r) => r.serp_features.join(',')]);
  if (has('data')) cells.push(['is_data_found', (r) => !r.noData]);
  for (const m of months) cells.push([m.slice(0, 7), (r) => r.history_trend?.[m] ?? null]);
  const stamp = csvStamp(opts.readAt);
  cells.push([READ_AT, () => stamp]);
  return toCsv(
    cells.map(([h]) => h),
    rows.map((r) => cells.map(([, get]) => get(r))),
  );
}

/** keywords-similar-us-hiking-boots-2024-05-31.csv */
export function csvFileName(tab: KeywordTab, source: string, seed: string | undefined, date: string): string {
  return ['keywords', tab, source, seed ? fileSlug(seed) : '', date].filter(Boolean).join('-') + '.csv';
}

/**
 * Rows as tab-separated text with a header, for pasting into a spreadsheet; a pasted cell runs as a formula just
 * as an opened one does, so text is defused as the CSV writer does it.
 */
export function rowsAsTsv(rows: readonly KeywordRow[], columns: readonly ColumnId[]): string {
  const fields = (['keyword', 'relevance', 'volume', 'cpc', 'difficulty', 'competition'] as const).filter(
    (c) => columns.includes(c),
  );
  const clean = (v: CsvValue) => String(defuseCell(typeof v === 'string' ? v.replace(/[\t\r\n]+/g, ' ') : v));
  return [fields.join('\t'), ...rows.map((r) => fields.map((f) => clean(r[f])).join('\t'))].join('\n');
}
