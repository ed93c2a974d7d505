import { describe, expect, it } from 'vitest';
import type { LedgerRow, Spend } from '../../api/ledger.ts';
import { creditsText, ledgerCsvRows, spendByArea } from './spend-view.ts';

const row = (over: Partial<LedgerRow>): LedgerRow => ({
  id: 1,
  at: '2026-11-22T10:00:00.000Z',
  area: 'keywords',
  op: 'keywords.similar',
  target: 'hiking boots (us)',
  credits: 370,
  estimated: false,
  money_amount: null,
  money_currency: null,
  status: 200,
  outcome: 'ok',
  ...over,
});

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
    expect(creditsText(row({ credits: 2000, estimated: true }), f)).toBe('up to 2000');
    expect(creditsText(row({ credits: null, estimated: true }), f)).toBe('not known');
    expect(creditsText(row({ credits: 0, outcome: 'cache' }), f)).toBe('0');
  });

  it('writes an unknown cost as an empty CSV field', () => {
    const [r] = ledgerCsvRows([row({ credits: null, outcome: 'failed' })]);
    expect(r?.[4]).toBeNull();
    expect(r?.[9]).toBe('Failed (no charge)');
  });
});
