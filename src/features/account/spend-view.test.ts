import { describe, expect, it } from 'vitest';
import type { Spend } from '../../api/ledger.ts';
import { ledgerRow } from '../../components/testing/spend.ts';
import {
  creditsText,
  formatCreditCount,
  LEDGER_CSV_HEADER,
  ledgerCsvRows,
  moneyMeterText,
  moneySpentText,
  operationLabel,
  outcomeText,
  spendByArea,
} from './spend-view.ts';

/** a CSV row's field by its header, so a new column does not shift what a test reads */
const field = (r: readonly unknown[] | undefined, header: string) => r?.[LEDGER_CSV_HEADER.indexOf(header)];

describe('the spend view', () => {
  it('orders areas by credits and leaves out those with nothing spent', () => {
    const spend = { byArea: { keywords: 370, serp: 1200, audits: 0 } } as unknown as Spend;
    expect(spendByArea(spend)).toEqual([
      { area: 'SERP', credits: 1200 },
      { area: 'Keywords', credits: 370 },
    ]);
  });

  it('says "up to" for an audit bound and "not known" for a recheck, never 0', () => {
    const f = (n: number) => String(n);
    expect(creditsText(ledgerRow({ credits: 2000, estimated: true }), f)).toBe('up to 2000');
    expect(creditsText(ledgerRow({ credits: null, estimated: true }), f)).toBe('not known');
    expect(creditsText(ledgerRow({ credits: 0, outcome: 'cache' }), f)).toBe('0');
  });

  it('shows a reservation and a call of unknown outcome at the most they may cost', () => {
    const f = (n: number) => String(n);
    expect(creditsText(ledgerRow({ credits: 30, outcome: 'unknown' }), f)).toBe('up to 30');
    expect(outcomeText(ledgerRow({ credits: 30, outcome: 'unknown' }))).toBe(
      'Outcome unknown (counted at most)',
    );
    expect(outcomeText(ledgerRow({ credits: 50, outcome: 'reserved' }))).toBe('In progress (reserved)');
  });

  it('shows an ended audit’s actual cost beside the bound it was recorded at', () => {
    const f = (n: number) => n.toLocaleString('en-US');
    expect(creditsText(ledgerRow({ credits: 2000, estimated: true, upper_bound: 2000 }), f)).toBe(
      'up to 2,000',
    );
    expect(creditsText(ledgerRow({ credits: 92, upper_bound: 2000, pages: 46 }), f)).toBe(
      '92 of up to 2,000',
    );
  });

  it('a call that cost 0 credits is not "Charged" (spec: similar, related, questions 10 per returned keyword)', () => {
    expect(outcomeText(ledgerRow({ op: 'keywords.questions', credits: 0 }))).toBe('No charge (0 results)');
    expect(
      outcomeText(ledgerRow({ op: 'audits.create.standard', area: 'audits', credits: 0, pages: 0 })),
    ).toBe('No charge (0 pages crawled)');
    expect(outcomeText(ledgerRow({ credits: 370 }))).toBe('Charged');
    // an audit still at its bound, and a backlink report paid in money, stay charged
    expect(outcomeText(ledgerRow({ area: 'audits', credits: 0, estimated: true }))).toBe('Charged');
    expect(outcomeText(ledgerRow({ area: 'backlinks', credits: 0, money_amount: 4.5 }))).toBe('Charged');
    expect(outcomeText(ledgerRow({ credits: 0, outcome: 'cache' }))).toBe('From cache (no charge)');
    const [r] = ledgerCsvRows([ledgerRow({ op: 'keywords.questions', credits: 0 })]);
    expect(field(r, 'outcome')).toBe('No charge (0 results)');
  });

  it('writes chart credit counts with thousands separators, as the tiles do', () => {
    // the tiles use formatNumber, which is the browser's own number format ("1,400" in English)
    expect(formatCreditCount(1400)).toBe(new Intl.NumberFormat().format(1400));
  });

  it('writes an unknown cost as an empty CSV field', () => {
    const [r] = ledgerCsvRows([ledgerRow({ credits: null, outcome: 'failed' })]);
    expect(field(r, 'credits')).toBeNull();
    expect(field(r, 'outcome')).toBe('Failed (no charge)');
  });

  it('writes an ended audit’s bound and pages crawled beside its actual credits', () => {
    const [r] = ledgerCsvRows([
      ledgerRow({ op: 'audits.create.standard', credits: 92, upper_bound: 2000, pages: 46 }),
    ]);
    expect(LEDGER_CSV_HEADER.slice(-2)).toEqual(['upper bound (audits)', 'pages crawled (audits)']);
    expect(
      ['credits', 'estimated', 'upper bound (audits)', 'pages crawled (audits)'].map((h) => field(r, h)),
    ).toEqual([92, 'no', 2000, 46]);
  });

  it('names each paid operation as a person would, and keeps its id beside it', () => {
    const [r] = ledgerCsvRows([ledgerRow({ op: 'serp.results.advanced' }), ledgerRow({ op: 'new.paid.op' })]);
    expect([field(r, 'operation'), field(r, 'operation id')]).toEqual([
      'Advanced SERP results',
      'serp.results.advanced',
    ]);
    expect(operationLabel('new.paid.op')).toBe('new.paid.op');
    // the hold a rank-tracking run keeps on the budget while its tasks are queued
    expect(operationLabel('positions.run')).toBe('Rank-tracking run (held)');
  });

  it('keeps each currency and the unquoted refreshes apart, and never adds money to credits', () => {
    const fmt = (n: number, c: string) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: c }).format(n);
    const two = {
      money: [
        { currency: 'EUR', amount: 1, calls: 1 },
        { currency: 'USD', amount: 3.75, calls: 2 },
      ],
      moneyUnquoted: 0,
    };
    expect(moneySpentText(two)).toBe(
      `${fmt(1, 'EUR')} for 1 backlink report, ${fmt(3.75, 'USD')} for 2 backlink reports`,
    );
    expect(moneyMeterText(two)).toBe(
      `${fmt(1, 'EUR')} (1 backlink report) and ${fmt(3.75, 'USD')} (2 backlink reports)`,
    );
    const none = { money: [], moneyUnquoted: 0 };
    expect(moneySpentText(none)).toBe('nothing (no backlink report)');
    expect(moneyMeterText(none)).toBeNull();
    const unquoted = { money: [], moneyUnquoted: 2 };
    expect(moneySpentText(unquoted)).toBe('2 refreshes whose price was not quoted');
    expect(moneyMeterText(unquoted)).toBe('an amount not quoted (2 refreshes not quoted)');
  });
});
