import type { QueryClient } from '@tanstack/react-query';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { KeywordsPage } from './keywords-page.tsx';
import { validateKeywordSearch } from './search.ts';

/** /keywords with the app's route path, the pages its links go to as stubs, and a fresh client. */
export const renderKeywordsAt = (url: string, qc?: QueryClient) =>
  renderRoutes(
    url,
    [
      { path: '/keywords', validateSearch: validateKeywordSearch, component: KeywordsPage },
      { path: '/sites/$siteId/ai' },
      { path: '/sites/$siteId/ai/$engineId' },
      { path: '/serp/$taskId' },
      { path: '/sites/$siteId/positions' },
    ],
    qc,
  );
