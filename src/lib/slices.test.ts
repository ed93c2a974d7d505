import { describe, expect, it } from 'vitest';
import { mapInSlices, SLICE_MS } from './slices.ts';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('mapInSlices', () => {
  it('gives what map gives, in order', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    expect(await mapInSlices(items, (i) => i * 2)).toEqual(items.map((i) => i * 2));
    expect(await mapInSlices([], (i: number) => i)).toEqual([]);
  });

  it('hands the main thread back between slices: a task queued at the start runs before the work ends', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    // each item takes half a slice: 12 items are six slices
    await mapInSlices(
      Array.from({ length: 12 }, (_, i) => i),
      (i) => {
        busy(SLICE_MS / 2 + 1);
        order.push(`item ${i}`);
      },
    );
    const other = order.indexOf('other task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(order.length - 1);
  });

  it('stops at the first error, as map does', async () => {
    const seen: number[] = [];
    await expect(
      mapInSlices([1, 2, 3], (i) => {
        seen.push(i);
        if (i === 2) throw new Error('bad item');
        return i;
      }),
    ).rejects.toThrow('bad item');
    expect(seen).toEqual([1, 2]);
  });
});
