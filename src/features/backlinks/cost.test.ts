import { describe, expect, it } from 'vitest';
import { costSentence, payLabel, priceText, sizeSentence } from './cost.ts';

// spec, Backlink reports: info answers `price: {amount, currency}`; "price is what creating the report withdraws".
const info = { backlinks: 12840, domains: 1164, price: { amount: 6, currency: 'USD' } };

describe('cost wording', () => {
  it('names the price with its currency before a create and a refresh', () => {
    expect(priceText(info)).toBe('$6.00');
    expect(costSentence('create', info)).toBe(
      'Creating this report withdraws $6.00 from your account balance.',
    );
    expect(costSentence('refresh', info)).toBe(
      'Refreshing collects the backlinks again and withdraws $6.00 from your account balance.',
    );
  });

  it('puts the amount on the button that spends it', () => {
    expect(payLabel('create', { price: { amount: 1.09, currency: 'USD' } })).toBe('Pay $1.09 and create');
    expect(payLabel('refresh', { price: { amount: 3.5, currency: 'EUR' } })).toBe('Pay €3.50 and refresh');
  });

  it('keeps an unknown currency code beside the amount', () => {
    expect(priceText({ price: { amount: 2.5, currency: 'credits' } })).toBe('2.5 credits');
  });

  it('says how big the report is; an unknown count is unknown, not zero', () => {
    expect(sizeSentence(info)).toBe('12,840 backlinks from 1,164 referring domains');
    expect(sizeSentence({ backlinks: 1, domains: null })).toBe(
      '1 backlink from an unknown number of referring domains',
    );
  });
});
