import { describe, expect, it } from 'vitest';
import { creditsFor, estimateCredits, formatCredits, formatEstimate } from './credits.ts';

describe('the spec price table', () => {
  it('prices every paid row of "Credit costs (data interface)"', () => {
    // "standard audit and standard recheck 2 per crawled page; advanced audit and advanced recheck 20 per crawled page"
    expect(creditsFor('audits.create.standard', 150)).toBe(300);
    expect(creditsFor('audits.create.advanced', 150)).toBe(3000);
    // "add SERP tasks 10 per keyword; advanced SERP results 10"
    expect(creditsFor('serp.tasks.create', 7)).toBe(70);
    expect(creditsFor('serp.results.advanced')).toBe(10);
    // "keyword export 100 per request" — whatever the number of keywords
    expect(creditsFor('keywords.export', 5000)).toBe(100);
    // "similar, related and question keywords 10 per returned keyword; long-tail keywords 1 per returned keyword"
    expect(creditsFor('keywords.similar', 37)).toBe(370);
    expect(creditsFor('keywords.related', 0)).toBe(0);
    expect(creditsFor('keywords.questions', 3)).toBe(30);
    expect(creditsFor('keywords.longtail', 250)).toBe(250);
  });

  it('estimates discovery as "up to 10 × limit" and the export as exactly 100', () => {
    expect(estimateCredits('keywords.similar', 100)).toEqual({ credits: 1000, upTo: true });
    expect(estimateCredits('keywords.longtail', 100)).toEqual({ credits: 100, upTo: true });
    expect(estimateCredits('keywords.export')).toEqual({ credits: 100, upTo: false });
    expect(estimateCredits('serp.tasks.create', 3)).toEqual({ credits: 30, upTo: false });
  });

  it('never counts negative or fractional units', () => {
    expect(creditsFor('keywords.similar', -5)).toBe(0);
    expect(creditsFor('keywords.similar', Number.NaN)).toBe(0);
    expect(creditsFor('serp.tasks.create', 2.7)).toBe(20);
  });

  it('reads as a person would say it', () => {
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(1000)).toBe('1,000 credits');
    expect(formatEstimate(estimateCredits('keywords.related', 50))).toBe('up to 500 credits');
    expect(formatEstimate(estimateCredits('keywords.export'))).toBe('100 credits');
  });
});
