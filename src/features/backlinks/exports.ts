import type { QueryClient } from '@tanstack/react-query';
import { backlinksQueries, type ReportId } from '../../api/backlinks.ts';
import { fileSlug } from '../../lib/csv.ts';
import { ANCHOR_CSV, DOMAIN_CSV, REPORT_CSV, tableCsv } from './csv-columns.ts';

/**
 * Whole-table exports: every page is read (free reads, through the same query cache as the tables), then written
 * as one CSV. `onProgress` gets rows read so far and the total.
 */

export interface CsvFile {
  filename: string;
  csv: string;
}
export type Progress = (done: number, total: number) => void;

/** Reads pages of `size` until `total` rows (or an empty page) arrive. */
export async function readAll<T>(
  size: number,
  page: (offset: number) => Promise<{ items: readonly T[]; total: number }>,
  onProgress?: Progress,
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

export async function exportReports(qc: QueryClient, query: string | undefined, onProgress?: Progress) {
  const size = 100;
  const rows = await readAll(
    size,
    async (offset) => {
      const d = await qc.fetchQuery(backlinksQueries.list({ limit: size, offset, query }));
      return { items: d.reports, total: d.total_reports };
    },
    onProgress,
  );
  return { filename: `backlink-reports-${stamp()}.csv`, csv: tableCsv(rows, REPORT_CSV) };
}

/** Domains and anchors come in pages of 1000, the largest page the tables ask for. */
const BIG = 1000;

export async function exportDomains(qc: QueryClient, id: ReportId, target: string, onProgress?: Progress) {
  const rows = await readAll(
    BIG,
    async (offset) => {
      const d = await qc.fetchQuery(backlinksQueries.domains(id, { limit: BIG, offset }));
      return { items: d.domains, total: d.total_domains };
    },
    onProgress,
  );
  return {
    filename: `referring-domains-${fileSlug(target)}-${stamp()}.csv`,
    csv: tableCsv(rows, DOMAIN_CSV),
  };
}

export async function exportAnchors(qc: QueryClient, id: ReportId, target: string, onProgress?: Progress) {
  const rows = await readAll(
    BIG,
    async (offset) => {
      const d = await qc.fetchQuery(backlinksQueries.anchors(id, { limit: BIG, offset }));
      return { items: d.anchors, total: d.total_anchors };
    },
    onProgress,
  );
  return { filename: `anchors-${fileSlug(target)}-${stamp()}.csv`, csv: tableCsv(rows, ANCHOR_CSV) };
}
