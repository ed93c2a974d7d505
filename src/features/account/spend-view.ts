import type { LedgerRow, Spend } from '../../api/ledger.ts';
import type { CsvValue } from '../../lib/csv.ts';
import type { CsvTable } from '../../lib/csv-table.ts';
import { creditsFor } from '../../lib/credits.ts';
import { isoDay } from '../../lib/dates.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { operation } from '../../lib/operations.ts';
import { countOf } from '../../lib/plural.ts';

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

/** A call that withdraws money from the balance (a backlink report) rather than spending credits. */
const paysMoney = (row: LedgerRow): boolean => operation(row.op)?.money !== undefined;

/** A row's credits in the table: "none" for a call paid in money, which spends no credit. */
export function creditsCell(row: LedgerRow, format: (n: number) => string): string {
  if (paysMoney(row) && !row.credits) return 'none';
  return creditsText(row, format);
}

/** A row's money: what it withdrew from the balance, "not quoted" when the service did not say, else a dash. */
export function moneyText(row: LedgerRow): string {
  if (row.money_amount !== null) return formatMoney(row.money_amount, row.money_currency);
  if (paysMoney(row) && row.outcome === 'ok') return 'not quoted';
  return '—';
}

/** "$3.75 for 2 backlink reports, and 1 refresh whose price was not quoted"; "nothing" when none was paid. */
export function moneySpentText(spend: Pick<Spend, 'money' | 'moneyUnquoted'>): string {
  const parts = spend.money.map(
    (m) => `${formatMoney(m.amount, m.currency)} for ${countOf(m.calls, 'backlink report')}`,
  );
  if (spend.moneyUnquoted > 0)
    parts.push(
      `${parts.length ? 'and ' : ''}${countOf(spend.moneyUnquoted, 'refresh', 'refreshes')} whose price was not quoted`,
    );
  return parts.length ? parts.join(', ') : 'nothing (no backlink report)';
}

/** "$3.75 (2 backlink reports, 1 refresh not quoted)": the money meter of the month, null when nothing was paid. */
export function moneyMeterText(spend: Pick<Spend, 'money' | 'moneyUnquoted'>): string | null {
  if (spend.money.length === 0 && spend.moneyUnquoted === 0) return null;
  const unquoted =
    spend.moneyUnquoted > 0 ? countOf(spend.moneyUnquoted, 'refresh', 'refreshes') + ' not quoted' : null;
  if (spend.money.length === 0) return `an amount not quoted (${unquoted})`;
  return spend.money
    .map((m, i) => {
      const what = [countOf(m.calls, 'backlink report'), i === 0 ? unquoted : null].filter(Boolean);
      return `${formatMoney(m.amount, m.currency)} (${what.join(', ')})`;
    })
    .join(' and ');
}

/**
 * The demo's rank-tracking history in words: seeded, never asked of the service, so 0 credits in the ledger, and
 * what the same checks would cost at today's price, so that the 0 is not read as a fault.
 */
export function demoHistoryText(demo: NonNullable<Spend['demo']>): string {
  const credits = creditsFor('serp.tasks.create', demo.checks);
  return (
    `Demo history, not charged: the rank-tracking history from ${formatDate(demo.from)} to ` +
    `${formatDate(demo.to)} (${countOf(demo.checks, 'keyword check')}, ${formatNumber(credits)} credits at ` +
    `today’s price) was seeded with the demo, never asked of the service. It is not in this ledger and not ` +
    `counted against the budget; runs from now on are.`
  );
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
