import { describe, expect, it } from 'vitest';
import { mapInSlices, paced, SLICE_MS } from './slices.ts';

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

describe('paced', () => {
  /** a start that takes `ms` of main thread, as a `fetch` call does on a slow phone, and records itself */
  const starter = (log: string[], name: string, ms: number) => () => {
    busy(ms);
    log.push(name);
    return Promise.resolve(name);
  };
  /**
   * Until the tasks queued so far have run: a timer, then a message to itself (`paced` hears of a task's end by a
   * message it posted then, and messages come in the order they were posted).
   */
  const taskEnd = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  };

  it('starts at once while the task has spent less than a slice on such starts: a click that reads once', async () => {
    await taskEnd();
    const log: string[] = [];
    const answer = paced(starter(log, 'one', 1));
    expect(log).toEqual(['one']);
    expect(await answer).toBe('one');
  });

  it('spreads many starts of one task over later tasks, in order, with other tasks between them', async () => {
    await taskEnd();
    const log: string[] = [];
    setTimeout(() => log.push('other task'), 0);
    // a dozen requests of half a slice each, all asked for in one task (React's effects of a page)
    const answers = Array.from({ length: 12 }, (_, i) => paced(starter(log, `read ${i}`, SLICE_MS / 2 + 1)));
    const startedAtOnce = log.length;
    expect(startedAtOnce).toBeGreaterThanOrEqual(1);
    expect(startedAtOnce).toBeLessThan(12);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 12 }, (_, i) => `read ${i}`));
    const reads = log.filter((l) => l !== 'other task');
    expect(reads).toEqual(Array.from({ length: 12 }, (_, i) => `read ${i}`));
    // the page's other work ran between them, not after all of them
    const other = log.indexOf('other task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(log.length - 1);
  });

  it('passes on a start that fails, at once or later, and goes on with the rest', async () => {
    await taskEnd();
    const log: string[] = [];
    const first = paced(starter(log, 'slow', SLICE_MS + 2));
    const failing = paced(() => {
      throw new Error('no network');
    });
    const rejecting = paced(() => Promise.reject(new Error('refused')));
    const last = paced(starter(log, 'last', 0));
    await expect(first).resolves.toBe('slow');
    await expect(failing).rejects.toThrow('no network');
    await expect(rejecting).rejects.toThrow('refused');
    await expect(last).resolves.toBe('last');
  });
});
