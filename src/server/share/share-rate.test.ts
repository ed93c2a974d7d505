import { describe, expect, it } from 'vitest';
import { LinkRate } from './share-rate.ts';

describe('LinkRate: how fast one share link may call the API', () => {
  it('lets a burst through, then asks to wait as long as one request takes to refill', () => {
    let now = 0;
    const rate = new LinkRate(5, 0.5, () => now);
    for (let i = 0; i < 5; i++) expect(rate.take(1)).toBeUndefined();
    expect(rate.take(1)).toBe(2);
    // another link has its own bucket
    expect(rate.take(2)).toBeUndefined();
    now += 1_000;
    expect(rate.take(1)).toBe(1);
    now += 1_000;
    expect(rate.take(1)).toBeUndefined();
    expect(rate.take(1)).toBe(2);
    // an idle link refills to the burst, never beyond it
    now += 3_600_000;
    for (let i = 0; i < 5; i++) expect(rate.take(1)).toBeUndefined();
    expect(rate.take(1)).toBe(2);
  });

  it('refusals do not deepen the wait: a client retrying too early waits no longer for it', () => {
    let now = 0;
    const rate = new LinkRate(1, 1, () => now);
    expect(rate.take(1)).toBeUndefined();
    for (let i = 0; i < 100; i++) expect(rate.take(1)).toBe(1);
    now += 1_000;
    expect(rate.take(1)).toBeUndefined();
  });
});
