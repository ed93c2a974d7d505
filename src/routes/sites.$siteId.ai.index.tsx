import { createFileRoute } from '@tanstack/react-router';
import { aiQueries } from '../api/ai.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { AiPage } from '../features/ai/ai-page.tsx';
import { parseSiteSearch } from '../features/ai/search.ts';

export const Route = createFileRoute('/sites/$siteId/ai/')({
  validateSearch: parseSiteSearch,
  loader: async ({ context: { queryClient }, params: { siteId } }) => {
    await Promise.all([
      queryClient.ensureQueryData(aiQueries.brand(siteId)),
      queryClient.ensureQueryData(aiQueries.engines(siteId)),
    ]);
  },
  errorComponent: SiteNotFound,
  component: AiPage,
});
