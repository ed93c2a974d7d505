import type { QueryClient } from '@tanstack/react-query';
import { backlinksQueries, type ReportId } from '../../api/backlinks.ts';
import type { ExportProgress } from '../../components/data-table/export-csv-button.tsx';
import { fileSlug, tableOf, type CsvTable } from '../../lib/csv-table.ts';
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

const stamp = () => new Date().toISOString().slice(0, 10);

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

export async function exportDomains(
  qc: QueryClient,
  id: ReportId,
  target: string,
  onProgress?: ExportProgress,
): Promise<CsvTable> {
  const rows = await readAll(
    BIG,
    async (offset) => {
      const d = await qc.fetchQuery(backlinksQueries.domains(id, { limit: BIG, offset }));
      return { items: d.domains, total: d.total_domains };
    },
    onProgress,
  );
  return tableOf(`referring-domains-${fileSlug(target)}-${stamp()}.csv`, rows, DOMAIN_CSV, Date.now());
}

export async function exportAnchors(
  qc: QueryClient,
  id: ReportId,
  target: string,
  onProgress?: ExportProgress,
): Promise<CsvTable> {
  const rows = await readAll(
    BIG,
    async (offset) => {
      const d = await qc.fetchQuery(backlinksQueries.anchors(id, { limit: BIG, offset }));
      return { items: d.anchors, total: d.total_anchors };
    },
    onProgress,
  );
  return tableOf(`anchors-${fileSlug(target)}-${stamp()}.csv`, rows, ANCHOR_CSV, Date.now());
}
