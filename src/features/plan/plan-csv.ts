import type { ChecklistSection } from '../../api/plan.ts';
import { csvName, tableOf, type CsvTable } from '../../lib/csv-table.ts';
import { visibleItems, type ShowFilter } from './plan-progress.ts';

/**
 * The plan's items as the page shows them (the show filter applies), each with its section and the section's
 * progress when read. The checklist carries no dates of its own: read_at_utc dates the ticks.
 */
export function planCsv(
  siteId: number,
  sections: readonly ChecklistSection[],
  show: ShowFilter,
  readAt: number,
): CsvTable {
  const rows = sections.flatMap((s) => visibleItems(s.items, show).map((item) => ({ s, item })));
  return tableOf(
    csvName(['site', siteId, 'plan', show === 'all' ? '' : show], readAt),
    rows,
    [
      { header: 'section', value: (r) => r.s.title },
      { header: 'section_id', value: (r) => r.s.id },
      { header: 'section_done', value: (r) => r.s.items_checked },
      { header: 'section_items', value: (r) => r.s.items_count },
      { header: 'item_id', value: (r) => r.item.id },
      { header: 'item', value: (r) => r.item.title },
      { header: 'done', value: (r) => (r.item.checked ? 'yes' : 'no') },
    ],
    readAt,
  );
}
