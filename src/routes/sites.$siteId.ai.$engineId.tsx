import { createFileRoute } from '@tanstack/react-router';
import { aiQueries } from '../api/ai.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { DetailPending } from '../components/ui/detail-header.tsx';
import { EnginePage } from '../features/ai/engine-page.tsx';
import { parseEngineSearch, resolveRange } from '../features/ai/search.ts';
import { engineIdParams } from '../lib/path-ids.ts';

export const Route = createFileRoute('/sites/$siteId/ai/$engineId')({
  params: engineIdParams,
  validateSearch: parseEngineSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to, top: search.top, tab: search.tab }),
  loader: async ({ context: { queryClient }, params: { siteId, engineId }, deps }) => {
    const reads: Promise<unknown>[] = [queryClient.ensureQueryData(aiQueries.engine(siteId, engineId))];
    if ((deps.tab ?? 'statistics') === 'statistics') {
      reads.push(queryClient.ensureQueryData(aiQueries.statistics(siteId, engineId, resolveRange(deps))));
    }
    await Promise.all(reads);
  },
  errorComponent: SiteNotFound,
  // an engine id that is no id: the site's engine list tells whether the site or the engine is missing
  notFoundComponent: () => <SiteNotFound />,
  // while the engine and its statistics are read: the static frame's link, heading and description, in place
  pendingComponent: function EnginePending() {
    const { siteId, engineId } = Route.useParams();
    return <DetailPending kind="engine" id={engineId} backTo={siteId} />;
  },
  component: EnginePage,
});
