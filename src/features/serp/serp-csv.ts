import type { ArchivedTask } from '../../api/ledger.ts';
import type { SerpItem, SerpResult, SerpTask } from '../../api/serp-schemas.ts';
import { fieldColumns } from '../../lib/csv-fields.ts';
import { csvName, tableOf, type CsvTable } from '../../lib/csv-table.ts';
import type { TaskExtras } from './use-task-list.ts';

/**
 * The SERP tables as CSV: tasks with the time they were added, results with the time the SERP was collected
 * (crawled_at), and, like every export, when this browser read them (read_at_utc).
 */

export function tasksCsv(
  tasks: readonly SerpTask[],
  extras: ReadonlyMap<number, TaskExtras>,
  names: ReadonlyMap<string, string>,
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['serp-tasks'], readAt),
    tasks,
    [
      ...fieldColumns<SerpTask>('id', 'query', 'location_id'),
      {
        header: 'location_name',
        value: (t) => names.get(String(t.location_id)) ?? extras.get(t.id)?.locationName ?? null,
      },
      { header: 'language_code', value: (t) => t.language_code },
      { header: 'device', value: (t) => extras.get(t.id)?.device ?? null },
      { header: 'tag', value: (t) => extras.get(t.id)?.tag ?? null },
      { header: 'is_completed', value: (t) => t.is_completed },
      { header: 'added_utc', value: (t) => t.added },
    ],
    readAt,
  );
}

/** The standard result's items (as filtered), each with the query, device, place and collection time. */
export function standardCsv(
  taskId: number,
  meta: SerpResult['request_metadata'],
  items: readonly SerpItem[],
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['serp', taskId, meta.keyword], readAt),
    items,
    [
      { header: 'keyword', value: () => meta.keyword },
      { header: 'device', value: () => meta.device },
      { header: 'location_id', value: () => meta.location_id },
      { header: 'language_code', value: () => meta.language_code },
      { header: 'crawled_at', value: () => meta.crawled_at },
      { header: 'rank_absolute', value: (i) => i.rank_absolute ?? null },
      { header: 'rank_group', value: (i) => i.rank_group ?? null },
      { header: 'type', value: (i) => i.type },
      { header: 'position', value: (i) => i.position ?? null },
      { header: 'domain', value: (i) => i.domain ?? null },
      { header: 'url', value: (i) => i.url ?? null },
      { header: 'title', value: (i) => i.title ?? null },
      { header: 'description', value: (i) => i.description ?? null },
      { header: 'breadcrumb', value: (i) => i.breadcrumb ?? null },
      { header: 'highlighted_terms', value: (i) => i.highlighted_terms?.join(', ') ?? null },
      { header: 'serp_features', value: (i) => i.serp_features?.join(', ') ?? null },
      {
        header: 'sitelinks',
        value: (i) => (i.links?.length ? i.links.map((l) => l.url ?? l.title ?? '').join(' ') : null),
      },
    ],
    readAt,
  );
}

export function archivedCsv(rows: readonly ArchivedTask[], readAt: number): CsvTable {
  return tableOf(
    csvName(['serp-archived-results'], readAt),
    rows,
    [
      ...fieldColumns<ArchivedTask>(
        'task_id',
        'keyword',
        'device',
        'language_code',
        'location_id',
        'crawled_at',
      ),
      { header: 'kept', value: (t) => t.kinds.join(' + ') },
      { header: 'stored_at', value: (t) => t.stored_at },
    ],
    readAt,
  );
}
