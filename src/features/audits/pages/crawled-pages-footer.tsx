import { Button } from '../../../components/ui/button.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import type { CsvTable } from '../../../lib/csv-table.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { PageRows } from './use-crawled-page-rows.ts';

/** Says what the table holds, and plainly when sorting or filtering covers only the pages read so far. */
export function CrawledPagesFooter({
  rows,
  filtered,
  range,
  onExport,
}: {
  rows: PageRows;
  filtered: boolean;
  range: [number, number];
  onExport: () => CsvTable;
}) {
  let text: string;
  if (rows.mode === 'window')
    text = `Around row ${formatNumber(Math.min(rows.total, range[0] + 1))} of ${formatNumber(rows.total)} pages, read as you scroll.`;
  else if (rows.mode === 'whole')
    text = filtered
      ? `${formatNumber(rows.count)} of ${formatNumber(rows.total)} pages match.`
      : `${formatNumber(rows.total)} pages.`;
  else
    text = `Sorting and filtering cover the first ${formatNumber(rows.loaded)} of ${formatNumber(rows.total)} pages (the service returns pages in crawl order only); ${formatNumber(rows.count)} shown. Scroll to the end to read more.`;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700" aria-live="polite">
      <p>{text}</p>
      {rows.isFetching && <span className="text-slate-500">Loading…</span>}
      <ExportCsvButton
        className="ml-auto"
        label={
          rows.mode === 'whole'
            ? filtered
              ? `Export the ${formatNumber(rows.count)} pages shown (CSV)`
              : `Export all ${formatNumber(rows.total)} pages (CSV)`
            : 'Export the pages read so far (CSV)'
        }
        build={onExport}
      />
      {rows.mode === 'prefix' && rows.canLoadMore && (
        <Button variant="secondary" onClick={rows.loadMore}>
          Read 1,000 more pages
        </Button>
      )}
    </div>
  );
}
