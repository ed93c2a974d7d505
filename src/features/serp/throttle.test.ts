import { describe, expect, it } from 'vitest';
import { nextSendTime, sendThrottled, type ThrottleClock } from './throttle.ts';

describe('nextSendTime (spec: up to 10 task-creation requests per second)', () => {
  it('lets the first 10 go at once', () => {
    expect(nextSendTime([], 5000)).toBe(5000);
    expect(nextSendTime([0, 1, 2, 3, 4, 5, 6, 7, 8], 10)).toBe(10);
  });

  it('holds the 11th until the oldest of the last 10 is a second old', () => {
    const ten = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190];
    expect(nextSendTime(ten, 200)).toBe(1100);
    expect(nextSendTime([...ten, 1100], 1100)).toBe(1110);
    // long past: no wait
    expect(nextSendTime(ten, 5000)).toBe(5000);
  });

  it('takes other limits and unsorted history', () => {
    expect(nextSendTime([30, 10, 20], 25, 2, 100)).toBe(120);
  });
});

/** A clock that only moves when someone sleeps, plus a little per request. */
function fakeClock(requestMs = 30) {
  let t = 0;
  const clock: ThrottleClock = {
    now: () => t,
    sleep: async (ms) => {
      t += ms;
    },
  };
  return { clock, tick: () => (t += requestMs), now: () => t };
}

describe('sendThrottled', () => {
  it('never has more than 10 requests within any second', async () => {
    const { clock, tick, now } = fakeClock(20);
    const starts: number[] = [];
    const batches = Array.from({ length: 35 }, (_, i) => i);
    const out = await sendThrottled(
      batches,
      async (b) => {
        starts.push(now());
        tick();
        return b * 2;
      },
      { clock },
    );
    expect(out.notSent).toEqual([]);
    expect(out.sent.map((s) => s.result)).toEqual(batches.map((b) => b * 2));
    for (let i = 10; i < starts.length; i++) {
      // the (i)th start is at least 1 s after the answer to the (i-10)th
      expect(starts[i]! - starts[i - 10]!).toBeGreaterThanOrEqual(1000);
    }
    expect(now()).toBeGreaterThanOrEqual(3000);
  });

  it('stops at the first failure and hands back what was not sent', async () => {
    const { clock } = fakeClock();
    const err = new Error('429');
    const progress: number[] = [];
    const out = await sendThrottled(
      ['a', 'b', 'c', 'd'],
      async (b) => {
        if (b === 'c') throw err;
        return b;
      },
      { clock, onSent: (n) => progress.push(n) },
    );
    expect(out.sent.map((s) => s.batch)).toEqual(['a', 'b']);
    expect(out.notSent).toEqual(['c', 'd']);
    expect(out.error).toBe(err);
    expect(progress).toEqual([1, 2]);
  });
});
