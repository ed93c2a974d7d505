import { createFileRoute } from '@tanstack/react-router';
import { aiQueries } from '../api/ai-tracking.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { EnginePage } from '../features/ai/engine-page.tsx';
import { parseEngineSearch, resolveRange } from '../features/ai/search.ts';

export const Route = createFileRoute('/sites/$siteId/ai/$engineId')({
  validateSearch: parseEngineSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to, top: search.top, tab: search.tab }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const siteId = Number(params.siteId);
    const engineId = Number(params.engineId);
    const reads: Promise<unknown>[] = [queryClient.ensureQueryData(aiQueries.engine(siteId, engineId))];
    if ((deps.tab ?? 'statistics') === 'statistics') {
      reads.push(queryClient.ensureQueryData(aiQueries.statistics(siteId, engineId, resolveRange(deps))));
    }
    await Promise.all(reads);
  },
  errorComponent: SiteNotFound,
  component: EnginePage,
});
