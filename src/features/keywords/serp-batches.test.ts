import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { CreateSerpTasksInput } from '../../api/serp.ts';
import { queueSerpTasks } from './serp-batches.ts';

const settings = {
  device: 'desktop' as const,
  language_code: 'en',
  location_id: '2840',
  vocabulary: 'service' as const,
};
const task = (query: string, id: number) => ({
  id,
  query,
  location_id: 2840,
  language_code: 'en',
  is_completed: false,
  added: '2024-05-31 10:00:00',
});

describe('queueSerpTasks (spec: up to 10 keywords per task request, 10 tasks per second)', () => {
  it('sends ten keywords a request, a second apart', async () => {
    const sent: CreateSerpTasksInput[] = [];
    const wait = vi.fn(async () => {});
    const keywords = Array.from({ length: 23 }, (_, i) => `k${i}`);
    const out = await queueSerpTasks(keywords, settings, {
      create: async (input) => {
        sent.push(input);
        return input.query.map((q, i) => task(q, sent.length * 100 + i));
      },
      wait,
    });
    expect(sent.map((s) => s.query.length)).toEqual([10, 10, 3]);
    expect(sent[0]).toMatchObject({ ...settings, query: keywords.slice(0, 10) });
    expect(wait).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(1000);
    expect(out.tasks).toHaveLength(23);
    expect(out.notSent).toEqual([]);
  });

  it('stops at a failure, never retries, and says which keywords were not sent', async () => {
    const create = vi
      .fn()
      .mockResolvedValueOnce(Array.from({ length: 10 }, (_, i) => task(`k${i}`, i)))
      .mockRejectedValueOnce(
        new ApiError(400, 'Not enough money in your balance', 'credits', 'data', 'POST', false),
      );
    const keywords = Array.from({ length: 25 }, (_, i) => `k${i}`);
    const out = await queueSerpTasks(keywords, settings, { create, wait: async () => {} });
    expect(create).toHaveBeenCalledTimes(2);
    expect(out.tasks).toHaveLength(10);
    expect(out.notSent).toEqual(keywords.slice(10));
    expect((out.error as ApiError).kind).toBe('credits');
  });
});
