import { describe, expect, it } from 'vitest';
import { meanOfEngines } from './headline-shape.ts';

const previous = { from: '2026-10-02', to: '2026-10-31' };
const c = (now: number | null, before: number | null) => ({
  now,
  before,
  change: now !== null && before !== null ? now - before : null,
  previous,
});

// The report's top line: AI link and mention presence of every drawn engine, as one figure and one change
describe('meanOfEngines', () => {
  it("is one engine's figure as is, and the mean of several", () => {
    expect(meanOfEngines([c(40, 38)])).toEqual(c(40, 38));
    expect(meanOfEngines([c(40, 38), c(20, 30)])).toEqual({ now: 30, before: 34, change: -4, previous });
  });

  it('knows no change when one engine has nothing to compare (unknown, not 0), and nothing without engines', () => {
    expect(meanOfEngines([c(40, null), c(20, 30)])).toMatchObject({ now: 30, before: null, change: null });
    expect(meanOfEngines([])).toBeNull();
  });
});
