import { createSerpTasks, type CreateSerpTasksInput } from '../../api/serp.ts';
import type { SerpTask } from '../../api/serp-schemas.ts';

/** Spec Limits: "Keywords per SERP task: up to 10 by default", "SERP task creation rate: up to 10 tasks per second". */
export const SERP_BATCH = 10;
export const SERP_BATCH_GAP_MS = 1000;
/** Spec Limits: "Keyword length in a SERP task: 255 characters". */
export const SERP_QUERY_MAX = 255;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface QueueOutcome {
  tasks: SerpTask[];
  /** keywords not queued because a batch failed (nothing is retried: each batch spends credits) */
  notSent: string[];
  error?: unknown;
}

/**
 * Queues keywords as SERP tasks, ten per request and at most ten per second. Stops at the first failure and
 * says which keywords were not sent, so the person decides whether to spend again.
 */
export async function queueSerpTasks(
  keywords: readonly string[],
  settings: Omit<CreateSerpTasksInput, 'query'>,
  opts: {
    create?: (input: CreateSerpTasksInput) => Promise<SerpTask[]>;
    wait?: (ms: number) => Promise<void>;
    onProgress?: (queued: number) => void;
  } = {},
): Promise<QueueOutcome> {
  const create = opts.create ?? createSerpTasks;
  const wait = opts.wait ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const batches = chunk(keywords, SERP_BATCH);
  const tasks: SerpTask[] = [];
  for (const [i, query] of batches.entries()) {
    if (i > 0) await wait(SERP_BATCH_GAP_MS);
    try {
      tasks.push(...(await create({ ...settings, query })));
      opts.onProgress?.(tasks.length);
    } catch (error) {
      return { tasks, notSent: batches.slice(i).flat(), error };
    }
  }
  return { tasks, notSent: [] };
}
