import { actionLabel, type ActivityItem } from '../../lib/local-schemas/activity.ts';
import { csvName, tableOf, type CsvColumn, type CsvTable } from '../../lib/csv-table.ts';

/** How the activity page says each field of a row; pure, so the table and the CSV say the same. */

/** Why a request was refused, by the status the server answered. */
const REFUSED_BECAUSE: Record<string, string> = {
  '401': 'not signed in',
  '402': 'over a credit limit',
  '403': 'not open to their role',
  '429': 'too many requests',
};

const statusOf = (item: ActivityItem) => /HTTP (\d{3})/.exec(item.detail ?? '')?.[1];

export function whoText(item: Pick<ActivityItem, 'email'>): string {
  if (item.email === 'local') return 'This computer';
  return item.email ?? 'Nobody signed in';
}

export function outcomeText(item: ActivityItem): string {
  const status = statusOf(item);
  if (item.outcome === 'ok') return 'Done';
  if (item.outcome === 'refused') {
    const why = status ? REFUSED_BECAUSE[status] : undefined;
    return why ? `Refused: ${why}` : 'Refused';
  }
  if (item.outcome === 'failed') return status ? `Failed (HTTP ${status})` : 'Failed';
  return item.outcome;
}

export const ACTIVITY_CSV: readonly CsvColumn<ActivityItem>[] = [
  { header: 'at_utc', value: (r) => r.at },
  { header: 'email', value: (r) => r.email },
  { header: 'action', value: (r) => r.action },
  { header: 'action_label', value: (r) => actionLabel(r.action) },
  { header: 'operation', value: (r) => r.operation },
  { header: 'site_id', value: (r) => r.site_id },
  // empty for none, never 0
  { header: 'credits', value: (r) => r.credits },
  { header: 'outcome', value: (r) => r.outcome },
  { header: 'detail', value: (r) => r.detail },
];

/** The filtered rows as a file named after the filters: `activity-ann-team-example-paid-2026-03-01.csv`. */
export function activityCsv(
  rows: readonly ActivityItem[],
  filters: { person?: string; action?: string },
  readAt: number,
): CsvTable {
  return tableOf(csvName(['activity', filters.person, filters.action], readAt), rows, ACTIVITY_CSV, readAt);
}
