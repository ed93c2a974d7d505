import type { Change, TrackedKeyword } from '../../api/positions.ts';
import { csvName, tableOf, type CsvColumn, type CsvTable } from '../../lib/csv-table.ts';

/**
 * The tracked keywords as shown (filter and sort applied) as a CSV table: today's position empty when the site was
 * not found (never 0; `found` says which), changes as places moved up (negative: down), "entered" or "lost", and
 * as every export, when this browser read them (read_at_utc).
 */

const change = (c: Change): string | number | null => {
  if (!c) return null;
  if (c.kind === 'moved') return c.by;
  if (c.kind === 'entered') return 'entered';
  if (c.kind === 'lost') return 'lost';
  return null;
};

export function positionsTable(
  rows: readonly TrackedKeyword[],
  opts: { domain: string; locationName: (id: number) => string; readAt: number },
): CsvTable {
  const columns: CsvColumn<TrackedKeyword>[] = [
    { header: 'keyword', value: (k) => k.keyword },
    { header: 'location_id', value: (k) => k.location_id },
    { header: 'location', value: (k) => opts.locationName(k.location_id) },
    { header: 'language_code', value: (k) => k.language_code },
    { header: 'device', value: (k) => k.device },
    { header: 'tags', value: (k) => k.tags.join(',') },
    { header: 'checked_day', value: (k) => k.day },
    { header: 'found', value: (k) => (k.day === null ? null : k.position !== null) },
    { header: 'position', value: (k) => k.position },
    { header: 'ranking_url', value: (k) => k.url },
    { header: 'change_1d', value: (k) => change(k.change1) },
    { header: 'change_7d', value: (k) => change(k.change7) },
    { header: 'change_30d', value: (k) => change(k.change30) },
    { header: 'best', value: (k) => k.best },
  ];
  return tableOf(csvName(['positions', opts.domain], opts.readAt), rows, columns, opts.readAt);
}
