import type { Group } from '../../api/groups.ts';
import { csvName, tableOf, type CsvTable } from '../../lib/csv-table.ts';

/** The project groups with their ids; read_at_utc dates the list. */
export const groupsCsv = (groups: readonly Group[], readAt: number): CsvTable =>
  tableOf(
    csvName(['project-groups'], readAt),
    groups,
    [
      { header: 'name', value: (g) => g.name },
      { header: 'id', value: (g) => g.id },
    ],
    readAt,
  );
