import { mutationOptions } from '@tanstack/react-query';
import type { Vocabulary } from '../lib/engine-vocabulary.ts';
import { sendThrottled, type Clock, type Rate } from '../lib/throttle.ts';
import { invalidate } from './invalidate.ts';
import { vocabularyFor } from './local.ts';
import type { Answer } from './answer.ts';
import type { SerpOutcome, SerpTask } from './serp-schemas.ts';
import { createSerpTasks, serpQueries, splitIntoTasks, type CreateSerpTasksInput } from './serp.ts';

/**
 * Spec, Limits: "SERP task creation rate: up to 10 tasks per second", and Add SERP tasks makes one task per keyword:
 * the rate counts queries, so a request of 10 takes the whole second. (It also keeps the data interface's
 * 10 requests a second of the service notes.)
 */
export const SERP_TASK_RATE: Rate = { limit: 10, windowMs: 1000 };

/** A queue of any length: split into requests of up to 10 queries, each sent when the rate allows. */
export interface QueueSerpInput extends Omit<CreateSerpTasksInput, 'query' | 'vocabulary'> {
  queries: readonly string[];
}

export interface QueueProgress {
  /** requests answered so far */
  requests: number;
  /** every task queued so far */
  tasks: readonly SerpTask[];
  /** the tasks the last answered request made */
  added: readonly SerpTask[];
}

/**
 * What a queue did. It stops at the first refusal and resolves with it rather than throwing: what was queued
 * stays queued (and paid for), and the person decides whether to send the rest.
 */
export interface QueueOutcome {
  tasks: SerpTask[];
  /** requests the service accepted */
  requests: number;
  /** the queries of the accepted requests, in order */
  queued: string[];
  /** the queries never accepted (the refused request's and every later one), in order */
  notQueued: string[];
  error?: unknown;
}

export const serpMutations = {
  /** One creation request of up to 10 queries, 10 credits each: never retried; a refusal throws. */
  create: () =>
    mutationOptions({
      mutationFn: (input: CreateSerpTasksInput) => createSerpTasks(input),
      retry: false,
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [serpQueries.lists()]),
    }),
  /**
   * Queues SERP tasks, 10 credits per query: never retried. `onProgress` hears of each answered request, even
   * after the form that started the queue is gone. Every outcome, a partial one too, re-reads the task lists.
   */
  queue: (
    opts: { onProgress?: (progress: QueueProgress, input: QueueSerpInput) => void; clock?: Clock } = {},
  ) =>
    mutationOptions({
      mutationFn: async (input: QueueSerpInput, { client }): Promise<QueueOutcome> => {
        const { queries, ...settings } = input;
        const batches = splitIntoTasks(queries);
        let vocabulary: Vocabulary;
        try {
          // the service's name for a live data interface, the sandbox's own otherwise
          vocabulary = await vocabularyFor(client, 'data');
        } catch (error) {
          return { tasks: [], requests: 0, queued: [], notQueued: [...queries], error };
        }
        const out = await sendThrottled(
          batches,
          (query) => createSerpTasks({ ...settings, query, vocabulary }),
          {
            rate: SERP_TASK_RATE,
            units: (query) => query.length,
            clock: opts.clock,
            onSent: (sent) =>
              opts.onProgress?.(
                {
                  requests: sent.length,
                  tasks: sent.flatMap((s) => s.result),
                  added: sent.at(-1)?.result ?? [],
                },
                input,
              ),
          },
        );
        return {
          tasks: out.sent.flatMap((s) => s.result),
          requests: out.sent.length,
          queued: out.sent.flatMap((s) => s.batch),
          notQueued: out.notSent.flat(),
          ...(out.error !== undefined && { error: out.error }),
        };
      },
      retry: false,
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, [serpQueries.lists()]),
    }),
  /**
   * Advanced results, 10 credits: asked for only when the person confirms, never retried. The answer lands in
   * the query cache; `keep` stores it beyond the session (the caller's storage), even if its page has closed.
   */
  advanced: (taskId: number, opts: { keep?: (answer: Answer<SerpOutcome>) => void } = {}) =>
    mutationOptions({
      mutationFn: (_: void, { client }) => client.fetchQuery(serpQueries.advanced(taskId)),
      retry: false,
      onSuccess: (answer) => opts.keep?.(answer),
    }),
};
