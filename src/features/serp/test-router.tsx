import type { QueryClient } from '@tanstack/react-query';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { parseSerpListSearch, parseSerpTaskSearch } from './search.ts';
import { SerpPage } from './serp-page.tsx';
import { TaskPage } from './task-page.tsx';

/** For component tests: the two SERP pages with the app's route paths, and a fresh client. */
export const renderSerpAt = (url: string, qc?: QueryClient) =>
  renderRoutes(
    url,
    [
      { path: '/serp/', validateSearch: parseSerpListSearch, component: SerpPage },
      { path: '/serp/$taskId', validateSearch: parseSerpTaskSearch, component: TaskPage },
    ],
    qc,
  );
