import { describe, expect, it } from 'vitest';
import { parseEngineSearch, parseRangeSearch, parseSiteSearch, resolveRange } from './search.ts';

describe('search params', () => {
  it('keeps valid values (numbers may come as strings) and drops the rest', () => {
    expect(parseRangeSearch({ from: '2026-01-01', to: '2026-01-30', top: '10' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
      top: 10,
    });
    // half a range is no better than none: a bad one is left to the address, where the page's notice names it
    expect(parseRangeSearch({ from: '2026-01-01', to: '2026-02-30', top: '10' })).toEqual({ top: 10 });
    expect(parseRangeSearch({ top: 101 })).toEqual({});
    expect(parseEngineSearch({ tab: 'prompts', limit: 0, offset: '40', prompt: 'x', plimit: 1000 })).toEqual({
      tab: 'prompts',
      offset: 40,
      plimit: 1000,
    });
    expect(parseEngineSearch({ tab: 'other', limit: 1001 })).toEqual({});
  });

  it("keeps the site page's trend engine only when it is a positive id", () => {
    expect(parseSiteSearch({ engine: '302', top: '3' })).toEqual({ engine: 302, top: 3 });
    expect(parseSiteSearch({ engine: '0' })).toEqual({});
    expect(parseSiteSearch({ engine: 'x' })).toEqual({});
  });

  it('defaults to the last 30 days ending today (UTC) and all positions', () => {
    const now = new Date('2026-03-31T23:30:00Z');
    expect(resolveRange({}, now)).toEqual({ from: '2026-03-02', to: '2026-03-31', top: 0 });
    expect(resolveRange({ to: '2026-01-30' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-30', top: 0 });
  });

  it('shows the last 30 days for a range that ends before it starts, as for any bad range', () => {
    const now = new Date('2026-03-31T23:30:00Z');
    expect(resolveRange({ from: '2026-02-01', to: '2026-01-01', top: 5 }, now)).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
      top: 5,
    });
  });
});
