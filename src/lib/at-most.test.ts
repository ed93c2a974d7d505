import { afterEach, describe, expect, it, vi } from 'vitest';
import { atMost } from './at-most.ts';

describe('atMost', () => {
  afterEach(() => vi.useRealTimers());

  it('ends with the work when it is quick, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await atMost(800, Promise.resolve('read'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends after the moment when the work is slow; a work that fails first fails it', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = atMost(800, new Promise(() => {})).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    await expect(atMost(800, Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});
