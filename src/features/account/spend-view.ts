import type { LedgerRow, Spend } from '../../api/ledger.ts';
import type { CsvValue } from '../../lib/csv.ts';
import type { CsvTable } from '../../lib/csv-table.ts';
import { isoDay } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/format.ts';

const AREA_LABEL: Record<string, string> = {
  audits: 'Audits',
  keywords: 'Keywords',
  serp: 'SERP',
  backlinks: 'Backlinks',
};

/** Credits this month by area, largest first, for the chart; areas with nothing spent are left out. */
export function spendByArea(spend: Spend): { area: string; credits: number }[] {
  return Object.entries(spend.byArea)
    .filter(([, credits]) => credits > 0)
    .map(([area, credits]) => ({ area: AREA_LABEL[area] ?? area, credits }))
    .sort((a, b) => b.credits - a.credits);
}

/** A credit count on the chart (axis ticks, tooltip, its text alternative) as the tiles write it: "1,430". */
export const formatCreditCount = (n: number): string => formatNumber(n);

/** The paid operations of the spec (the proxy's operation ids) as a person names them. */
export const OPERATION_LABEL: Record<string, string> = {
  'audits.create.standard': 'Standard audit',
  'audits.create.advanced': 'Advanced audit',
  'audits.recheck.standard': 'Standard recheck',
  'audits.recheck.advanced': 'Advanced recheck',
  'serp.tasks.create': 'SERP tasks',
  'serp.results.advanced': 'Advanced SERP results',
  'keywords.export': 'Bulk keyword metrics',
  'keywords.similar': 'Similar keywords',
  'keywords.related': 'Related keywords',
  'keywords.questions': 'Question keywords',
  'keywords.longtail': 'Long-tail keywords',
  'backlinks.create': 'Backlink report',
  'backlinks.update': 'Backlink report refresh',
  // not an operation of the service: a rank-tracking run's whole cost, held while its SERP tasks are queued
  'positions.run': 'Rank-tracking run (held)',
};

/** An operation's name, or its id when this build does not know it. */
export const operationLabel = (op: string): string => OPERATION_LABEL[op] ?? op;

export const OUTCOME_LABEL: Record<string, string> = {
  ok: 'Charged',
  failed: 'Failed (no charge)',
  cache: 'From cache (no charge)',
  refused: 'Refused by budget',
  reserved: 'In progress (reserved)',
  unknown: 'Outcome unknown (counted at most)',
};

/**
 * A row's outcome as a person reads it. A successful call the service charged nothing for (a keyword search
 * that returned no keywords, priced per returned keyword; an audit that crawled no page) is not "Charged". A
 * call that spent money (a backlink report) is charged whatever its credits.
 */
export function outcomeText(row: LedgerRow): string {
  const free =
    row.outcome === 'ok' &&
    row.credits === 0 &&
    !row.estimated &&
    !(row.money_amount && row.money_amount > 0);
  if (!free) return OUTCOME_LABEL[row.outcome] ?? row.outcome;
  if (row.area === 'keywords') return 'No charge (0 results)';
  if (row.pages === 0) return 'No charge (0 pages crawled)';
  return 'No charge';
}

/**
 * "up to 2,000" for an audit still crawling, "46 of up to 2,000" once its crawl ended and the pages crawled are
 * known, "not known" when not known here, never 0 for an unknown.
 */
export function creditsText(row: LedgerRow, format: (n: number) => string): string {
  if (row.credits === null) return 'not known';
  // a reservation, or a call that timed out after it went out: the most it can have cost, until a read tells
  if (row.outcome === 'reserved' || row.outcome === 'unknown') return `up to ${format(row.credits)}`;
  if (row.estimated) return `up to ${format(row.credits)}`;
  if (row.upper_bound !== null) return `${format(row.credits)} of up to ${format(row.upper_bound)}`;
  return format(row.credits);
}

export const LEDGER_CSV_HEADER = [
  'time (UTC)',
  'area',
  'operation',
  'operation id',
  'target',
  'credits',
  'estimated',
  'money',
  'currency',
  'status',
  'outcome',
  'upper bound (audits)',
  'pages crawled (audits)',
];

export function ledgerCsvRows(rows: readonly LedgerRow[]): CsvValue[][] {
  return rows.map((r) => [
    r.at,
    r.area,
    operationLabel(r.op),
    r.op,
    r.target,
    r.credits,
    r.estimated ? 'yes' : 'no',
    r.money_amount,
    r.money_currency,
    r.status,
    outcomeText(r),
    r.upper_bound,
    r.pages,
  ]);
}

/** The latest calls as a file, named by the day it was saved. */
export const ledgerCsv = (rows: readonly LedgerRow[], now: number): CsvTable => ({
  filename: `searchboard-credits-${isoDay(now)}.csv`,
  header: LEDGER_CSV_HEADER,
  rows: ledgerCsvRows(rows),
});
