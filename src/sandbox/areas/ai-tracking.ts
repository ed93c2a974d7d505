import type { SandboxArea } from '../area.ts';

// TODO(sandbox): routes, tables and seed of this area are being written.
export const aiTrackingArea: SandboxArea = {
  name: 'ai-tracking',
  migrate() {},
  seed() {},
  routes() {},
};
