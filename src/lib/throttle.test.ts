import { describe, expect, it } from 'vitest';
import { nextSendTime, sendThrottled, type Clock } from './throttle.ts';

const TEN_A_SECOND = { limit: 10, windowMs: 1000 };
const one = (at: number, units = 1) => ({ at, units });

describe('nextSendTime (a sliding window counted in units)', () => {
  it('lets requests go at once while the window has room', () => {
    expect(nextSendTime([], 10, 5000, TEN_A_SECOND)).toBe(5000);
    expect(nextSendTime([one(0, 4), one(10, 3)], 3, 20, TEN_A_SECOND)).toBe(20);
  });

  it('holds a request until enough of the oldest units have left the window', () => {
    // 10 units answered at 100: the window is full until 1100
    expect(nextSendTime([one(100, 10)], 1, 200, TEN_A_SECOND)).toBe(1100);
    // 6 at 100 and 4 at 300: 5 more fit once the first 6 have left, at 1100
    expect(nextSendTime([one(300, 4), one(100, 6)], 5, 400, TEN_A_SECOND)).toBe(1100);
    // 7 more need the 4 of 300 gone too
    expect(nextSendTime([one(100, 6), one(300, 4)], 7, 400, TEN_A_SECOND)).toBe(1300);
  });

  it('forgets what is already out of the window', () => {
    expect(nextSendTime([one(100, 10)], 10, 1100, TEN_A_SECOND)).toBe(1100);
    expect(nextSendTime([one(100, 10)], 10, 5000, TEN_A_SECOND)).toBe(5000);
  });

  it('lets a request larger than the limit go once the window is empty', () => {
    expect(nextSendTime([one(100, 2)], 25, 200, TEN_A_SECOND)).toBe(1100);
    expect(nextSendTime([], 25, 200, TEN_A_SECOND)).toBe(200);
  });

  it('counts one unit a request when every request weighs the same', () => {
    const ten = Array.from({ length: 10 }, (_, i) => one(100 + 10 * i));
    expect(nextSendTime(ten, 1, 200, TEN_A_SECOND)).toBe(1100);
    expect(nextSendTime(ten.slice(1), 1, 200, TEN_A_SECOND)).toBe(200);
  });

  it('refuses a limit below one', () => {
    expect(() => nextSendTime([], 1, 0, { limit: 0, windowMs: 1000 })).toThrow(/at least 1/);
  });
});

/** A clock that moves only when someone sleeps or a request takes its time: no real waiting in tests. */
function fakeClock(requestMs = 30) {
  let t = 0;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => t,
    sleep: async (ms) => {
      sleeps.push(ms);
      t += ms;
    },
  };
  return { clock, sleeps, tick: () => (t += requestMs), now: () => t };
}

describe('sendThrottled', () => {
  it('never has more than the limit of units answered within any window', async () => {
    const { clock, tick, now } = fakeClock(20);
    const sizes = [10, 3, 7, 10, 1, 1, 8, 10, 2];
    const starts: number[] = [];
    const answers: { at: number; units: number }[] = [];
    const out = await sendThrottled(
      sizes,
      async (n) => {
        // everything answered within the last second, plus this request, fits in 10
        const recent = answers.filter((a) => a.at + 1000 > now()).reduce((s, a) => s + a.units, 0);
        expect(recent + n).toBeLessThanOrEqual(10);
        starts.push(now());
        tick();
        answers.push({ at: now(), units: n });
        return n * 2;
      },
      { rate: TEN_A_SECOND, units: (n) => n, clock },
    );
    expect(out.notSent).toEqual([]);
    expect(out.sent.map((s) => s.result)).toEqual(sizes.map((n) => n * 2));
    // 52 units at 10 a second take at least five windows
    expect(now()).toBeGreaterThanOrEqual(5000);
    expect(starts[1]).toBe(1020);
    expect(starts[2]).toBe(1040);
  });

  it('sends small requests back to back while they fit', async () => {
    const { clock, sleeps, tick } = fakeClock();
    const out = await sendThrottled(
      [2, 3, 5],
      async (n) => {
        tick();
        return n;
      },
      { rate: TEN_A_SECOND, units: (n) => n, clock },
    );
    expect(out.sent).toHaveLength(3);
    expect(sleeps).toEqual([]);
  });

  it('stops at the first failure, never retries, and hands back what was not sent', async () => {
    const { clock } = fakeClock();
    const err = new Error('429');
    const calls: string[] = [];
    const progress: string[][] = [];
    const out = await sendThrottled(
      ['a', 'b', 'c', 'd'],
      async (b) => {
        calls.push(b);
        if (b === 'c') throw err;
        return b.toUpperCase();
      },
      { rate: TEN_A_SECOND, clock, onSent: (sent) => progress.push(sent.map((s) => s.result)) },
    );
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(out.sent.map((s) => s.batch)).toEqual(['a', 'b']);
    expect(out.notSent).toEqual(['c', 'd']);
    expect(out.error).toBe(err);
    expect(progress).toEqual([['A'], ['A', 'B']]);
  });
});
