import { useInfiniteQuery } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import { backlinksQueries } from '../../api/backlinks.ts';
import { ExportCsvButton, type ExportProgress } from '../../components/data-table/export-csv-button.tsx';
import { VirtualTable } from '../../components/data-table/virtual-table.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { backlinkColumns } from './backlink-columns.tsx';
import { BacklinkError } from './backlink-error.tsx';
import { backlinksCsv } from './csv-columns.ts';
import { filterByStatus, isLost, loadedSentence } from './link-status.ts';
import { StatusFilter } from './status-filter.tsx';
import type { LinkStatus } from './search.ts';

/** Pages of 1000 (the largest the table asks for): 10 requests cover a report's 10,000 saved backlinks. */
export const BACKLINK_PAGE = 1000;
/** Start loading the next page while this many rows are still ahead of the last one in view. */
const LOOKAHEAD = 200;
const ROW_HEIGHT = 52;

export function BacklinksTab({
  reportId,
  target,
  status,
  onStatus,
}: {
  reportId: string;
  target: string;
  status: LinkStatus;
  onStatus: (s: LinkStatus) => void;
}) {
  const q = useInfiniteQuery(backlinksQueries.backlinkPages(reportId, BACKLINK_PAGE));
  const all = useMemo(() => q.data?.pages.flatMap((p) => p.backlinks) ?? [], [q.data]);
  const total = q.data?.pages[q.data.pages.length - 1]?.total_backlinks ?? 0;
  const rows = useMemo(() => filterByStatus(all, status), [all, status]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler
  const table = useReactTable({
    data: rows,
    columns: backlinkColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (b) => b.id,
  });
  const scrollRef = useRef<HTMLDivElement>(null);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = q;
  const onReach = useCallback(
    (_first: number, lastIndex: number) => {
      if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && lastIndex >= rows.length - LOOKAHEAD)
        void fetchNextPage({ cancelRefetch: false });
    },
    [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, rows.length],
  );

  const exportAll = async (onProgress: ExportProgress) => {
    let data = q.data;
    let more = q.hasNextPage;
    while (more) {
      const r = await q.fetchNextPage({ cancelRefetch: false });
      if (r.isFetchNextPageError) throw r.error;
      data = r.data;
      more = r.hasNextPage;
      const loaded = data?.pages.reduce((n, p) => n + p.backlinks.length, 0) ?? 0;
      onProgress(loaded, total);
    }
    const out = filterByStatus(data?.pages.flatMap((p) => p.backlinks) ?? [], status);
    return backlinksCsv(out, status, target, Date.now());
  };

  if (q.isPending) return <Spinner label="Loading backlinks…" />;
  if (q.error && !q.data) return <BacklinkError error={q.error} onRetry={() => void q.refetch()} />;
  const loadedAll = !q.hasNextPage;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-4">
        <StatusFilter value={status} onChange={onStatus} />
        <p aria-live="polite" className="text-sm text-slate-700">
          {loadedSentence(status, rows.length, all.length, total)}
        </p>
        <div className="ml-auto">
          <ExportCsvButton
            label="Export backlinks to CSV"
            progress
            build={exportAll}
            renderError={(e) => <BacklinkError error={e} compact />}
          />
        </div>
      </div>
      <VirtualTable
        // a new filter starts at the top: a fresh scroll container
        key={status}
        table={table}
        label={`Backlinks of ${target}`}
        caption={`Backlinks of ${target}${status === 'all' ? '' : `, ${status} links only`}`}
        scrollRef={scrollRef}
        count={rows.length}
        rowCount={status === 'all' ? total + 1 : loadedAll ? rows.length + 1 : -1}
        rowHeight={ROW_HEIGHT}
        overscan={8}
        stickyFirst
        rowLook={(r) => ({
          className:
            r && isLost(r.original)
              ? 'bg-red-50 [&>td:first-child]:shadow-[inset_4px_0_0_var(--color-red-500)]'
              : 'bg-white',
        })}
        onRange={onReach}
        footer={
          <div className="sticky left-0 p-3 text-sm text-slate-600">
            {isFetchingNextPage && <Spinner label="Loading more backlinks…" />}
            {isFetchNextPageError && (
              // the next page failed: the loaded rows stay, "Try again" asks for that page again
              <BacklinkError error={q.error} compact onRetry={() => void fetchNextPage()} />
            )}
            {loadedAll && rows.length === 0 && `No ${status} links in this report.`}
          </div>
        }
      />
    </div>
  );
}
