import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { CrawledPage } from '../../../api/audit-page-schemas.ts';
import { auditsQueries } from '../../../api/audits.ts';
import { filterByStatus, sortPages } from '../shared/crawled-page-columns.ts';
import type { StatusClass } from '../shared/search.ts';
import { BLOCK, HEAD, HEAD_PAGES } from '../first-reads.ts';

/** Audits up to this size are read whole, so sorting and the status filter cover every page. */
export const WHOLE_MAX = 5000;

export const blockParams = (block: number) => ({ limit: BLOCK, offset: block * BLOCK });
const blockQuery = (auditId: number, block: number) => ({
  ...auditsQueries.pages(auditId, blockParams(block)),
  staleTime: 5 * 60_000,
  // blocks scrolled past are let go soon: a 300,000-page audit must not pile up in memory
  gcTime: 30_000,
});
export const headQuery = (auditId: number) => ({
  ...auditsQueries.pages(auditId, HEAD_PAGES),
  staleTime: 5 * 60_000,
});

export type RowsMode = 'whole' | 'window' | 'prefix';

export interface PageRows {
  mode: RowsMode;
  /** pages the service has for this audit */
  total: number;
  /** rows the table shows (total in window mode; matching loaded pages otherwise) */
  count: number;
  /** pages read so far in whole and prefix modes */
  loaded: number;
  row: (index: number) => CrawledPage | undefined;
  /** changes whenever any row's data may have changed */
  version: string;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
  /** when the first rows were read (for the export's read time) */
  readAt: number;
  /** the rows read so far, in the table's order: what an export can give without reading more */
  readRows: () => CrawledPage[];
  /** prefix mode: read the next blocks */
  loadMore: () => void;
  canLoadMore: boolean;
}

/**
 * The rows of the pages table. Small audits are read whole. A large audit without sorting or filtering is a
 * window onto every page: only the blocks in view are read, so a jump to page 250,000 costs one request.
 * Sorting or filtering a large audit works on the pages read so far, from the first on, and reads more as the
 * table is scrolled to its end (the service pages in crawl order only; the page says so).
 */
export function usePageRows(
  auditId: number,
  view: { sort?: string; desc?: boolean; status?: StatusClass; range: [number, number] },
): PageRows {
  const first = useQuery(headQuery(auditId));
  const total = first.data?.total ?? 0;
  const blocks = Math.ceil(total / BLOCK);
  const ordered = Boolean(view.sort || view.status);
  const mode: RowsMode = total <= WHOLE_MAX ? 'whole' : ordered ? 'prefix' : 'window';
  const [prefixBlocks, setPrefixBlocks] = useState(2);

  const wanted = useMemo(() => {
    if (mode === 'whole') return Array.from({ length: blocks }, (_, b) => b);
    if (mode === 'prefix') return Array.from({ length: Math.min(prefixBlocks, blocks) }, (_, b) => b);
    const [start, end] = view.range;
    const from = Math.floor(Math.max(0, start) / BLOCK);
    // one block ahead once the view nears the end of the block it is in
    const to = Math.min(blocks - 1, Math.floor((Math.max(start, end) + BLOCK / 5) / BLOCK));
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  }, [mode, blocks, prefixBlocks, view.range]);

  const results = useQueries({ queries: wanted.map((b) => blockQuery(auditId, b)) });
  const byBlock = new Map<number, CrawledPage[]>();
  wanted.forEach((b, i) => {
    const items = results[i]?.data?.items;
    if (items) byBlock.set(b, items);
  });
  const dataKey = wanted.map((b, i) => `${b}:${results[i]?.dataUpdatedAt ?? 0}`).join(',');

  const orderedRows = useMemo(() => {
    if (mode === 'window') return undefined;
    const loaded: CrawledPage[] = [];
    // only a contiguous run from the first block counts: a gap would make the order a lie
    for (let b = 0; byBlock.has(b); b++) loaded.push(...(byBlock.get(b) ?? []));
    if (loaded.length === 0) loaded.push(...(first.data?.items ?? []));
    const filtered = filterByStatus(loaded, view.status);
    return {
      loaded: loaded.length,
      rows: view.sort ? sortPages(filtered, view.sort, view.desc ?? false) : filtered,
    };
    // byBlock is rebuilt every render; dataKey names its content
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, dataKey, first.dataUpdatedAt, view.status, view.sort, view.desc]);

  const error = first.error ?? results.find((r) => r.error)?.error;
  const loadMore = useCallback(() => setPrefixBlocks((n) => Math.min(blocks, n + 2)), [blocks]);
  const loadedBlocks = Math.min(prefixBlocks, blocks);
  return {
    mode,
    total,
    count: orderedRows ? orderedRows.rows.length : total,
    loaded: orderedRows?.loaded ?? 0,
    version: `${first.dataUpdatedAt}|${dataKey}|${view.sort ?? ''}|${view.desc ?? ''}|${view.status ?? ''}`,
    row: (i) =>
      orderedRows
        ? orderedRows.rows[i]
        : (byBlock.get(Math.floor(i / BLOCK))?.[i % BLOCK] ?? (i < HEAD ? first.data?.items[i] : undefined)),
    readAt: first.dataUpdatedAt,
    readRows: () => {
      if (orderedRows) return orderedRows.rows;
      const blocksRead = [...byBlock.entries()].sort(([a], [b]) => a - b).flatMap(([, items]) => items);
      return blocksRead.length ? blocksRead : (first.data?.items ?? []);
    },
    isFetching: first.isFetching || results.some((r) => r.isFetching),
    error,
    refetch: () => {
      void first.refetch();
      results.forEach((r) => r.error && void r.refetch());
    },
    loadMore,
    canLoadMore: mode === 'prefix' && loadedBlocks < blocks && !results.some((r) => r.isFetching),
  };
}
