import { describe, expect, it } from 'vitest';
import { actual, describeEstimate, estimate } from './credits.ts';

// service-spec, Limits: "standard audit and standard recheck 2 per crawled page; advanced audit and advanced
// recheck 20 per crawled page; add SERP tasks 10 per keyword; advanced SERP results 10; keyword export 100 per
// request; similar, related and question keywords 10 per returned keyword; long-tail keywords 1 per returned keyword"
describe('the price table', () => {
  it.each([
    ['audit.standard', 1000, 2000, true],
    ['audit.advanced', 1000, 20000, true],
    ['recheck.standard', 37, 74, true],
    ['recheck.advanced', 37, 740, true],
    ['serp.tasks', 12, 120, false],
    ['serp.advanced', 5, 10, false],
    ['keywords.export', 5000, 100, false],
    ['keywords.similar', 100, 1000, true],
    ['keywords.related', 50, 500, true],
    ['keywords.questions', 20, 200, true],
    ['keywords.longtail', 100, 100, true],
  ] as const)('%s for %i units: %i credits (up to: %s)', (op, units, credits, upTo) => {
    expect(estimate(op, units)).toEqual({ credits, upTo });
  });

  it('charges discovery by what came back, not by the limit asked for', () => {
    expect(actual('keywords.similar', 37)).toBe(370);
    expect(actual('keywords.longtail', 0)).toBe(0);
  });

  it('words an estimate for a person', () => {
    expect(describeEstimate(estimate('keywords.similar', 100))).toBe('up to 1,000 credits');
    expect(describeEstimate(estimate('keywords.export'))).toBe('100 credits');
  });
});
