import type { QueryClient } from '@tanstack/react-query';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { taskIdParams } from '../../lib/path-ids.ts';
import { parseSerpListSearch, parseSerpTaskSearch } from './search.ts';
import { SerpPage } from './serp-page.tsx';
import { TaskPage } from './task-page.tsx';

/** For component tests: the two SERP pages with the app's route paths, and a fresh client. */
export const renderSerpAt = (url: string, qc?: QueryClient) =>
  renderRoutes(
    url,
    [
      { path: '/serp/', validateSearch: parseSerpListSearch, component: SerpPage },
      {
        path: '/serp/$taskId',
        params: taskIdParams,
        validateSearch: parseSerpTaskSearch,
        component: TaskPage,
      },
    ],
    qc,
  );
