import type { SandboxArea } from '../area.ts';
import { createHandler } from './serp/create.ts';
import { locationsHandler } from './serp/locations.ts';
import { advancedHandler, htmlHandler, tasksGetHandler } from './serp/results.ts';
import { seedSerp } from './serp/seed.ts';
import { migrateSerp } from './serp/store.ts';

/**
 * SERP collection: tasks in SQLite, results generated on demand as a pure function of the task's query,
 * location, device and language; completion and expiry follow the clock (ctx.timing.serpMs, 24 hours).
 */
export const serpArea: SandboxArea = {
  name: 'serp',
  migrate: migrateSerp,
  seed: (ctx) => seedSerp(ctx),
  routes(router) {
    router.add('data', 'POST', '/v1/serp/classic/tasks', createHandler);
    router.add('data', 'GET', '/v1/serp/classic/tasks', tasksGetHandler);
    router.add('data', 'GET', '/v1/serp/classic/tasks/results_advanced', advancedHandler);
    router.add('data', 'GET', '/v1/serp/classic/tasks/html', htmlHandler);
    router.add('data', 'GET', '/v1/serp/classic/locations', locationsHandler);
  },
};
