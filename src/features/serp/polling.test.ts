import { describe, expect, it } from 'vitest';
import { backoffDelay } from './polling.ts';

describe('backoffDelay', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((a) => backoffDelay(a))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
  it('treats odd attempts as the first', () => {
    expect(backoffDelay(-3)).toBe(1000);
    expect(backoffDelay(1.7)).toBe(2000);
  });
});
