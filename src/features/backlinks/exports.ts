import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { backlinksQueries, type ReportId, type ReportPageParams } from '../../api/backlinks.ts';
import type { ExportProgress } from '../../components/data-table/export-csv-button.tsx';
import { fileSlug, tableOf, type CsvColumn, type CsvTable } from '../../lib/csv-table.ts';
import { isoDay } from '../../lib/dates.ts';
import { ANCHOR_CSV, DOMAIN_CSV, REPORT_CSV } from './csv-columns.ts';

/**
 * Whole-table exports: every page is read (free reads, through the same query cache as the tables), then written
 * as one CSV. `onProgress` gets rows read so far and the total.
 */

/** Reads pages of `size` until `total` rows (or an empty page) arrive. */
export async function readAll<T>(
  size: number,
  page: (offset: number) => Promise<{ items: readonly T[]; total: number }>,
  onProgress?: ExportProgress,
): Promise<T[]> {
  const out: T[] = [];
  for (;;) {
    const { items, total } = await page(out.length);
    out.push(...items);
    onProgress?.(out.length, total);
    if (items.length === 0 || out.length >= total || items.length < size) return out;
  }
}

const stamp = () => isoDay();

export async function exportReports(
  qc: QueryClient,
  query: string | undefined,
  onProgress?: ExportProgress,
): Promise<CsvTable> {
  const size = 100;
  const rows = await readAll(
    size,
    async (offset) => {
      const d = await qc.fetchQuery(backlinksQueries.list({ limit: size, offset, query }));
      return { items: d.reports, total: d.total_reports };
    },
    onProgress,
  );
  return tableOf(`backlink-reports-${stamp()}.csv`, rows, REPORT_CSV, Date.now());
}

/** Domains and anchors come in pages of 1000, the largest page the tables ask for. */
const BIG = 1000;

/**
 * A report's list read one page at a time (referring domains, anchors): how a page is asked for, where its rows
 * and total are, and how the whole list is written as CSV. The tab and the export both read it from here.
 */
export interface ReportList<P, T, K extends QueryKey = QueryKey> {
  title: string;
  /** the rows' name in sentences ("Loading anchors…") */
  noun: string;
  /** the export's file name before the target */
  file: string;
  query: (id: ReportId, window: ReportPageParams) => UseQueryOptions<P, Error, P, K>;
  items: (page: P) => T[];
  total: (page: P) => number;
  csv: CsvColumn<T>[];
}

/** A list typed from its own query (the query key included). */
const reportList = <P, T, K extends QueryKey>(list: ReportList<P, T, K>) => list;

export const DOMAIN_LIST = reportList({
  title: 'Referring domains',
  noun: 'referring domains',
  file: 'referring-domains',
  query: backlinksQueries.domains,
  items: (d) => d.domains,
  total: (d) => d.total_domains,
  csv: DOMAIN_CSV,
});

export const ANCHOR_LIST = reportList({
  title: 'Anchors',
  noun: 'anchors',
  file: 'anchors',
  query: backlinksQueries.anchors,
  items: (a) => a.anchors,
  total: (a) => a.total_anchors,
  csv: ANCHOR_CSV,
});

export async function exportReportList<P, T, K extends QueryKey>(
  qc: QueryClient,
  list: ReportList<P, T, K>,
  id: ReportId,
  target: string,
  onProgress?: ExportProgress,
): Promise<CsvTable> {
  const rows = await readAll(
    BIG,
    async (offset) => {
      const page = await qc.fetchQuery(list.query(id, { limit: BIG, offset }));
      return { items: list.items(page), total: list.total(page) };
    },
    onProgress,
  );
  return tableOf(`${list.file}-${fileSlug(target)}-${stamp()}.csv`, rows, list.csv, Date.now());
}

export const exportDomains = (qc: QueryClient, id: ReportId, target: string, onProgress?: ExportProgress) =>
  exportReportList(qc, DOMAIN_LIST, id, target, onProgress);

export const exportAnchors = (qc: QueryClient, id: ReportId, target: string, onProgress?: ExportProgress) =>
  exportReportList(qc, ANCHOR_LIST, id, target, onProgress);
