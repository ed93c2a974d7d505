import type { PeriodChange } from '../../lib/period-change.ts';

const round1 = (v: number) => Math.round(v * 10) / 10;
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * One engine's period figure as is; several engines' as their mean, and a mean change only when every engine has a
 * figure in both periods (an engine with nothing to compare makes the change unknown, not 0).
 */
export function meanOfEngines(all: readonly PeriodChange[]): PeriodChange | null {
  const first = all[0];
  if (!first) return null;
  if (all.length === 1) return first;
  const nows = all.flatMap((c) => (c.now === null ? [] : [c.now]));
  const now = nows.length ? round1(mean(nows)) : null;
  const complete = all.every((c) => c.now !== null && c.before !== null);
  const before = complete ? round1(mean(all.map((c) => c.before as number))) : null;
  return {
    now,
    before,
    change: now !== null && before !== null ? round1(now - before) : null,
    previous: first.previous,
  };
}
