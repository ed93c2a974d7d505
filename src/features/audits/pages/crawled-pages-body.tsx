import { useCallback, useEffect, useState } from 'react';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { DrawAfter } from '../../../components/ui/draw-after.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pagesCsv } from '../shared/audits-csv.ts';
import { CrawledPagesFooter } from './crawled-pages-footer.tsx';
import { CrawledPagesTable } from './crawled-pages-table.tsx';
import type { StatusClass } from '../shared/search.ts';
import { usePageRows } from './use-crawled-page-rows.ts';

/**
 * The table and what feeds it. The scroll position lives here, so scrolling re-renders the rows and nothing
 * above them (header, filters, column picker).
 */
export function CrawledPagesBody({
  auditId,
  sort,
  desc,
  status,
  columns,
  onSort,
  onOpen,
  openId,
  auditTime,
}: {
  auditId: number;
  /** when the crawl finished: the date the pages were checked */
  auditTime: string | undefined;
  sort: string | undefined;
  desc: boolean;
  status: StatusClass | undefined;
  columns: readonly string[];
  onSort: (key: string) => void;
  onOpen: (id: string) => void;
  openId: string | undefined;
}) {
  const [range, setRange] = useState<[number, number]>([0, 40]);
  const [settled, setSettled] = useState(range);
  // a scrollbar dragged across 300,000 rows asks only for where it stops
  useEffect(() => {
    const t = setTimeout(() => setSettled(range), 120);
    return () => clearTimeout(t);
  }, [range]);
  const onRange = useCallback((r: [number, number]) => setRange(r), []);
  const rows = usePageRows(auditId, { sort, desc, status, range: settled });

  // sorted or filtered, a large audit reads more once the end of what is read comes into view
  const { mode, count, canLoadMore, loadMore } = rows;
  const nearEnd = range[1] >= count - 5;
  useEffect(() => {
    if (mode === 'prefix' && canLoadMore && nearEnd) loadMore();
  }, [mode, canLoadMore, nearEnd, loadMore]);

  if (rows.error) return <ErrorPanel error={rows.error} onRetry={rows.refetch} />;
  if (rows.total === 0)
    return rows.isFetching ? (
      <Spinner label="Loading pages…" />
    ) : (
      <p className="text-sm text-slate-700">This audit has no crawled pages to show.</p>
    );
  // the table's first draw in slices (DrawAfter), the spinner until then
  return (
    <DrawAfter fallback={<Spinner label="Loading pages…" />}>
      <CrawledPagesTable
        rows={rows}
        columns={columns}
        sort={sort}
        desc={desc}
        onSort={onSort}
        onOpen={onOpen}
        onRange={onRange}
        openId={openId}
      />
      <CrawledPagesFooter
        rows={rows}
        filtered={Boolean(sort || status)}
        range={settled}
        onExport={() => pagesCsv(auditId, rows.readRows(), columns, auditTime, rows.readAt)}
      />
    </DrawAfter>
  );
}
