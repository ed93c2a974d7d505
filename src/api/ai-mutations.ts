import { mutationOptions } from '@tanstack/react-query';
import { nameIn } from '../lib/engine-vocabulary.ts';
import {
  addPrompts,
  aiInvalidates,
  aiQueries,
  createEngine,
  deleteEngine,
  deletePrompts,
  setBrand,
  updateEngine,
} from './ai.ts';
import type { CreateEngineInput, UpdateEngineInput } from './ai-schemas.ts';
import { invalidate } from './invalidate.ts';
import { vocabularyFor } from './local.ts';

/** The AI-tracking writes, each with what it makes stale (`aiInvalidates`). None spends credits. */
export const aiMutations = {
  setBrand: (siteId: number) =>
    mutationOptions({
      mutationFn: (brand: string) => setBrand(siteId, brand),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, aiInvalidates.brand(siteId)),
    }),
  createEngine: (siteId: number) =>
    mutationOptions({
      // The form holds the spec's label; the request names the engine the way the project interface does: the
      // service's own name for a live upstream, the sandbox's vocabulary otherwise (/api/local/status).
      mutationFn: async (input: CreateEngineInput, { client }) =>
        createEngine(siteId, {
          ...input,
          base_name: nameIn(input.base_name, await vocabularyFor(client, 'project')),
        }),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, aiInvalidates.engines(siteId)),
    }),
  updateEngine: (siteId: number, engineId: number) =>
    mutationOptions({
      mutationFn: (input: UpdateEngineInput) => updateEngine(siteId, engineId, input),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, aiInvalidates.engine(siteId, engineId)),
    }),
  /**
   * The engine leaves the list at once; its own reads are marked stale without a refetch (they would 404 while
   * its page is still open) and dropped once nothing shows them.
   */
  deleteEngine: (siteId: number, engineId: number) =>
    mutationOptions({
      mutationFn: () => deleteEngine(siteId, engineId),
      onSuccess: async (_r, _v, _c, { client }) => {
        client.setQueryData(aiQueries.engines(siteId).queryKey, (old) =>
          old?.filter((e) => e.id !== engineId),
        );
        const own = [
          aiQueries.engine(siteId, engineId).queryKey,
          aiQueries.status(siteId, engineId).queryKey,
          aiQueries.statisticsOf(siteId, engineId),
          aiQueries.rankingsOf(siteId, engineId),
          aiQueries.promptsOf(siteId, engineId),
        ];
        const isOwn = (key: readonly unknown[]) =>
          own.some((k) => k.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i])));
        for (const queryKey of own) {
          await client.invalidateQueries({ queryKey, refetchType: 'none' });
          client.removeQueries({ queryKey, type: 'inactive' });
        }
        await Promise.all(
          aiInvalidates
            .engines(siteId)
            .map((queryKey) => client.invalidateQueries({ queryKey, predicate: (q) => !isOwn(q.queryKey) })),
        );
      },
    }),
  addPrompts: () =>
    mutationOptions({
      mutationFn: (v: { siteId: number; engineId: number; prompts: readonly string[] }) =>
        addPrompts(v.siteId, v.engineId, v.prompts),
      onSuccess: (_r, v, _c, { client }) => invalidate(client, aiInvalidates.prompts(v.siteId, v.engineId)),
    }),
  deletePrompts: (siteId: number, engineId: number) =>
    mutationOptions({
      mutationFn: (ids: readonly number[]) => deletePrompts(siteId, engineId, ids),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, aiInvalidates.prompts(siteId, engineId)),
    }),
};
