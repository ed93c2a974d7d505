import { DAY_MS } from '../../clock.ts';
import { createRng } from '../../rng.ts';

/**
 * Rankings move the way real ones do, deterministically from the query and the date: each organic result keeps
 * a base place and drifts around it, interpolated between weekly anchors, so from one day to the next most stay
 * put, some move a few places and a few (from just past the top 100) enter while others leave.
 */

/** organic candidates past the top 100, which can drift in */
export const EXTRA_ORGANIC = 8;

/**
 * Where the seeded site sits in the base order for a query of its topic (1-based), or undefined when it does not
 * rank: most of a site's keywords rank, a third of those on the first three places, some near the end of the top
 * 100, where they come and go.
 */
export function siteBaseRank(seed: string, organicCount: number): number | undefined {
  const rng = createRng(`site-rank|${seed}`);
  if (!rng.chance(0.8)) return undefined;
  const r = rng.next();
  if (r < 0.3) return rng.int(1, 3);
  if (r < 0.6) return rng.int(4, 10);
  if (r < 0.85) return rng.int(11, 30);
  return rng.int(31, organicCount + EXTRA_ORGANIC);
}

function amplitude(seed: string, i: number, mover: boolean): number {
  if (mover) return 4;
  const v = createRng(`volatility|${seed}|${i}`).next();
  // about two thirds stay put, a quarter move a few places, a few swing widely; lower places move more
  return (v < 0.65 ? 0.3 : v < 0.92 ? 2.5 : 12) * (1 + i / 40);
}

const anchor = (seed: string, i: number, week: number, amp: number) =>
  (createRng(`drift|${seed}|${i}|${week}`).next() * 2 - 1) * amp;

/**
 * The indexes (into the base order of `total` candidates) of the `count` results shown on `day`, best first.
 * Without a day, the base order. `mover`: the index that always moves a little (the seeded site, so its history
 * shows something).
 */
export function dailyOrder(
  seed: string,
  total: number,
  count: number,
  day?: string,
  mover?: number,
): number[] {
  return dailyOrders(seed, total, count, day === undefined ? [undefined] : [day], mover)[0] as number[];
}

/**
 * dailyOrder for many days of one query at once: each candidate's amplitude and each week's anchors are drawn
 * once, not once a day (the demo history reads 90 days of 60 queries).
 */
export function dailyOrders(
  seed: string,
  total: number,
  count: number,
  days: readonly (string | undefined)[],
  mover?: number,
): number[][] {
  const base = Array.from({ length: total }, (_, i) => i);
  const amps = base.map((i) => amplitude(seed, i, i === mover));
  const weeks = new Map<number, number[]>();
  const anchors = (week: number) => {
    let a = weeks.get(week);
    if (!a) weeks.set(week, (a = base.map((i) => anchor(seed, i, week, amps[i] as number))));
    return a;
  };
  return days.map((day) => {
    const n = day ? Date.parse(`${day}T00:00:00Z`) / DAY_MS : NaN;
    if (!Number.isFinite(n)) return base.slice(0, count);
    const week = Math.floor(n / 7);
    const frac = (n - week * 7) / 7;
    const a = anchors(week);
    const b = anchors(week + 1);
    const score = base.map((i) => i + (a[i] as number) + ((b[i] as number) - (a[i] as number)) * frac);
    return [...base].sort((x, y) => (score[x] as number) - (score[y] as number) || x - y).slice(0, count);
  });
}
