import { createFileRoute } from '@tanstack/react-router';
import { serpQueries } from '../api/serp.ts';
import { SerpPage } from '../features/serp/serp-page.tsx';
import { parseSerpListSearch } from '../features/serp/search.ts';

export const Route = createFileRoute('/serp/')({
  validateSearch: parseSerpListSearch,
  loader: ({ context }) => context.queryClient.prefetchQuery(serpQueries.tasks()),
  component: SerpPage,
});
