import { createFileRoute } from '@tanstack/react-router';
import { KeywordsPage } from '../features/keywords/keywords-page.tsx';
import { validateKeywordSearch } from '../features/keywords/search.ts';

// No loader: every keyword operation spends credits, so nothing is fetched on navigation. A saved answer
// (paid-cache.ts) shows at once; anything else waits for the person to run it with its cost in view.
export const Route = createFileRoute('/keywords')({
  validateSearch: validateKeywordSearch,
  component: KeywordsPage,
});
