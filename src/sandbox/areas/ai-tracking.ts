import type { SandboxArea } from '../area.ts';
import { brandRoutes } from './ai-tracking/brand-routes.ts';
import { engineRoutes } from './ai-tracking/engine-routes.ts';
import { promptRoutes } from './ai-tracking/prompt-routes.ts';
import { reportRoutes } from './ai-tracking/report-routes.ts';
import { nameSeededEngines, seedAiTracking } from './ai-tracking/seed.ts';
import { migrateAiTracking } from './ai-tracking/store.ts';

/** AI result tracking: brand, engines, prompts, and status/statistics/rankings over generated positions. */
export const aiTrackingArea: SandboxArea = {
  name: 'ai-tracking',
  migrate: migrateAiTracking,
  seed: seedAiTracking,
  start: nameSeededEngines,
  routes(router) {
    brandRoutes(router);
    engineRoutes(router);
    reportRoutes(router);
    promptRoutes(router);
  },
};
