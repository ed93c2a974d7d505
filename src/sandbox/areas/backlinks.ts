import type { SandboxArea } from '../area.ts';
import { backlinkRoutes } from './backlinks/routes.ts';
import { migrateBacklinks, seedBacklinks } from './backlinks/store.ts';

/** Backlink reports (spec, "Backlink reports"): reports paid from the account balance, rows generated on demand. */
export const backlinksArea: SandboxArea = {
  name: 'backlinks',
  migrate: migrateBacklinks,
  seed: ({ db, clock }) => seedBacklinks(db, clock.now()),
  routes: backlinkRoutes,
};
